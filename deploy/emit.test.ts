import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import {
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  nginxPages,
  precompress,
  redirectsFile,
} from "./emit";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

test("hashes inline scripts, classic and module, but not external ones", () => {
  const html = `<script>window.a = 1;</script><script src="/assets/x.js"></script>
    <script type="module">import "/assets/y.js";\n</script><script async src="/z.js"></script>`;
  expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/y.js";\n')]);
});

test("_headers sets the security headers everywhere and a year's cache on assets", () => {
  const file = headersFile(["sha256-abc="]);
  expect(file).toMatch(
    /^\/\*\n {2}Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-abc='/,
  );
  expect(file).toContain("\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
});

test("_redirects sends the other forms of each page to its address", () => {
  expect(redirectsFile().split("\n")).toEqual(
    expect.arrayContaining([
      "/index.html / 308",
      "/gallery/ /gallery 308",
      "/contact/index.html /contact 308",
    ]),
  );
});

test("the nginx include adds every header, always", () => {
  const conf = nginxHeaders([]);
  expect(conf).toContain(`add_header Referrer-Policy "strict-origin-when-cross-origin" always;`);
  expect(conf).toContain("add_header Cache-Control $cache_control always;");
  expect(conf.match(/^add_header /gm)).toHaveLength(10);
});

test("nginx serves each page at its address and redirects its other spellings", () => {
  const conf = nginxPages();
  expect(conf).toContain(
    'location ~* ^/gallery(/|/index\\.html)?$ {\n    if ($uri != "/gallery") {\n        return 308 /gallery;\n    }\n    try_files /gallery/index.html =404;\n}',
  );
  expect(conf).toContain("try_files /index.html =404;");
  expect(conf.match(/^location /gm)).toHaveLength(4);
});

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
