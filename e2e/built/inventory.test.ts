// Her inventory (npm run export) is hers alone: no file of it, nor its header row, is in what a
// host publishes, whatever the build's content.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { exportSheet } from "../../pipeline/spreadsheet/export.ts";
import { buildDir } from "../servers.ts";

const client = path.join(buildDir, "client");
const files = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));

test("the built site serves no spreadsheet", () => {
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => /\.(csv|tsv|xlsx?|ods|numbers)$/i.test(file))).toEqual([]);
});

test("no built file holds the inventory's columns", () => {
  const header = exportSheet({}).headers.slice(0, 6).join(",");
  const texts = files.filter((file) => /\.(html|js|json|txt|xml|css|webmanifest)$/.test(file));
  expect(texts.length).toBeGreaterThan(0);
  for (const file of texts) expect(readFileSync(file, "utf8").includes(header), file).toBe(false);
});
