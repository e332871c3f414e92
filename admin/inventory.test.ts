import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { worksSchema } from "../pipeline/schema.ts";
import { planImport, readRows, type WorksFile } from "../pipeline/spreadsheet/plan.ts";
import { sheetOf } from "../pipeline/spreadsheet/sheet.ts";
import type { Read } from "../pipeline/spreadsheet/values.ts";
import { editorConfig } from "./config.ts";
import { fileFormat } from "./format.ts";
import { type InventoryKind, inventoryFile, inventoryName } from "./inventory.ts";
import type { EditorWorks } from "./works.ts";

// The inventory the editor gives her, from the works its form holds: the catalogue kept with the
// tests (e2e/catalogue, every field of a work's record), as the editor reads it, downloaded and
// imported into an empty copy, is the same catalogue.

const text = readFileSync("e2e/catalogue/works.yaml", "utf8");
const fields =
  editorConfig({ artist: "A" })
    .collections.flatMap((one) => one.files)
    .find((file) => file.name === "works")?.fields ?? [];
/** The Works form's data, as the editor reads works.yaml. */
const inForm = () =>
  fileFormat(fields, "works").fromFile(text) as EditorWorks & { works: Record<string, unknown>[] };
const day = new Date(2026, 10, 28);

const bytesOf = (bytes: Uint8Array | string) =>
  typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;

/** The works an import of the file into an empty copy would write, photographs where the file names them. */
async function importedFrom(file: { name: string; bytes: Uint8Array | string }) {
  const read = readRows(await sheetOf(file.name, bytesOf(file.bytes)), {});
  const photos = new Map<number, Read<string>>(
    read.rows.flatMap(({ row, photo }) => (photo.file ? [[row, { value: photo.file }]] : [])),
  );
  return planImport({}, read, photos);
}

describe.each<InventoryKind>(["csv", "xlsx"])("the editor's inventory as %s", (kind) => {
  test("imported into an empty copy, is the catalogue the form holds", async () => {
    const plan = await importedFrom(await inventoryFile(fields, inForm(), kind, day));
    const works = parse(text) as WorksFile;
    expect(plan).toMatchObject({ skipped: [], unplaced: [] });
    expect(plan.added).toHaveLength((works.gallery?.length ?? 0) + (works.available?.length ?? 0));
    expect(worksSchema.parse(plan.works)).toEqual(worksSchema.parse(works));
  });

  test("has a change made in the form, saved or not", async () => {
    const data = inForm();
    const [first] = data.works;
    if (!first) throw new Error("e2e/catalogue has no works");
    data.works[0] = { ...first, medium: "Charcoal on paper" };
    const plan = await importedFrom(await inventoryFile(fields, data, kind, day));
    const all = [...(plan.works.gallery ?? []), ...(plan.works.available ?? [])];
    expect(all.find((work) => work.title === first.title)).toMatchObject({ medium: "Charcoal on paper" });
  });
});

test("is named by the day she makes it", () => {
  expect(inventoryName("csv", day)).toBe("inventory-2026-11-28.csv");
  expect(inventoryName("xlsx", new Date(2027, 0, 5))).toBe("inventory-2027-01-05.xlsx");
});
