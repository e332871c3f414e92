import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { precompress } from "./precompress";

test("precompresses text files with Brotli and gzip, when it saves bytes", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  const page = `<p>${"painting ".repeat(200)}</p>`;
  writeFileSync(path.join(dir, "page.html"), page);
  writeFileSync(path.join(dir, "tiny.css"), "a{}");
  writeFileSync(path.join(dir, "photo.jpg"), page);
  await precompress(dir);
  expect(brotliDecompressSync(readFileSync(path.join(dir, "page.html.br"))).toString()).toBe(page);
  expect(gunzipSync(readFileSync(path.join(dir, "page.html.gz"))).toString()).toBe(page);
  expect(() => readFileSync(path.join(dir, "tiny.css.br"))).toThrow();
  expect(() => readFileSync(path.join(dir, "photo.jpg.gz"))).toThrow();
});
