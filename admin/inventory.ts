import { parse } from "yaml";
import { csvText, exportSheet, workbookOf } from "../pipeline/spreadsheet/export.ts";
import type { WorksFile } from "../pipeline/spreadsheet/plan.ts";
import type { EditorField } from "./config.ts";
import { fileFormat } from "./format.ts";
import { type EditorWorks, inventoryField } from "./works.ts";

// Her inventory as a spreadsheet from the editor, in her browser: the works the Works form holds,
// written as a save would write works.yaml (admin/format.ts) and then as `npm run export` writes
// that file (pipeline/spreadsheet/export.ts). Nothing of it is built into the editor's page.

export type InventoryKind = "csv" | "xlsx";

const types: Record<InventoryKind, string> = {
  csv: "text/csv;charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** "inventory-2026-11-28.csv": the day she made it, in her own time zone. */
export const inventoryName = (kind: InventoryKind, day: Date) =>
  `inventory-${[day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, "0")).join("-")}.${kind}`;

/** The spreadsheet of the works as the form holds them (`fields`: the Works form's), with its name and type. */
export async function inventoryFile(
  fields: readonly EditorField[],
  works: EditorWorks,
  kind: InventoryKind,
  day: Date,
): Promise<{ name: string; type: string; bytes: Uint8Array | string }> {
  // A writer of its own: the editor's keeps the file as last saved, which this must not change.
  const { [inventoryField]: _, ...data } = works;
  const file = (parse(fileFormat(fields, "works").toFile(data)) ?? {}) as WorksFile;
  const sheet = exportSheet(file);
  return {
    name: inventoryName(kind, day),
    type: types[kind],
    bytes: kind === "csv" ? csvText(sheet) : await workbookOf(sheet),
  };
}
