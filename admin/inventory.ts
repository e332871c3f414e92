import { parse } from "yaml";
import {
  csvText,
  exportSheet,
  type RoomEntry,
  roomPricesSheet,
  workbookOf,
} from "../pipeline/spreadsheet/export.ts";
import type { Sheet, WorksFile } from "../pipeline/spreadsheet/plan.ts";
import type { EditorField } from "./config.ts";
import { type DownloadForm, downloads, type SpreadsheetKind } from "./downloads.ts";
import { type Data, fileFormat } from "./format.ts";

// Her inventory, and her rooms' own prices, as spreadsheets from the editor, in her browser: what
// the form holds, written as a save would write its file (admin/format.ts) and then as `npm run
// export` writes that file (pipeline/spreadsheet/export.ts). Nothing of it is built into the editor's page.

export type { SpreadsheetKind };

const types: Record<SpreadsheetKind, string> = {
  csv: "text/csv;charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** What each form's spreadsheet is called, and made of the file as a save would write it. */
const made: Record<DownloadForm, { name: string; sheet: (file: unknown) => Sheet }> = {
  works: { name: "inventory", sheet: (file) => exportSheet((file ?? {}) as WorksFile) },
  rooms: { name: "room-prices", sheet: (file) => roomPricesSheet((file ?? []) as RoomEntry[]) },
};

/** "inventory-2026-11-28.csv": the day she made it, in her own time zone. */
export const downloadName = (form: DownloadForm, kind: SpreadsheetKind, day: Date) =>
  `${made[form].name}-${[day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, "0")).join("-")}.${kind}`;

/** The spreadsheet of what form `form` (its `fields`) holds, `data`, with its name and type. */
export async function downloadFile(
  form: DownloadForm,
  fields: readonly EditorField[],
  data: Data,
  kind: SpreadsheetKind,
  day: Date,
): Promise<{ name: string; type: string; bytes: Uint8Array | string }> {
  // A writer of its own: the editor's keeps the file as last saved, which this must not change.
  const { [downloads[form]]: _, ...held } = data;
  const sheet = made[form].sheet(parse(fileFormat(fields, form).toFile(held)));
  return {
    name: downloadName(form, kind, day),
    type: types[kind],
    bytes: kind === "csv" ? csvText(sheet) : await workbookOf(sheet),
  };
}
