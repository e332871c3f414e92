// `npm run export -- FILE`: every work of works.yaml (of CONTENT_DIR, else content/) as a
// spreadsheet in Arternal's column names, room prices in a column of their own: .csv, or .xlsx
// by the file's name. For her insurer, her accountant, a gallery or a platform; the build never
// makes one, so it is never on the site.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { contentDir, folderName } from "../pipeline/read.ts";
import { csvText, exportSheet, workbookOf } from "../pipeline/spreadsheet/export.ts";
import type { WorksFile } from "../pipeline/spreadsheet/plan.ts";

const [file] = process.argv.slice(2);
if (!file || ![".csv", ".xlsx"].includes(path.extname(file).toLowerCase())) {
  console.error("Name the file to write, .csv or .xlsx: npm run export -- inventory.csv");
  process.exit(2);
}
const read = (name: string) => {
  const full = path.join(contentDir, name);
  return existsSync(full) ? parse(readFileSync(full, "utf8")) : undefined;
};
const works = (read("works.yaml") ?? {}) as WorksFile;
const sheet = exportSheet(works, read("rooms.yaml") ?? []);
writeFileSync(file, path.extname(file).toLowerCase() === ".xlsx" ? await workbookOf(sheet) : csvText(sheet));
console.log(`${sheet.rows.length} works of ${folderName(contentDir)} written to ${file}.`);
