import path from "node:path";
import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { mostRows, type Sheet } from "./plan.ts";

// Her spreadsheet's bytes as rows of text: a CSV (comma, semicolon or tab between cells, as
// Excel saves it in each country) or an Excel workbook's first sheet (.xlsx, as Excel, Numbers
// and Google Sheets save it). A formula's cell is read as the value the spreadsheet last showed,
// or as its text in a CSV: nothing is ever run.

/** Why a file cannot be imported at all, in her words: nothing is written. */
export class SpreadsheetError extends Error {}

/** More than any catalogue's spreadsheet: a file this big is something else. */
const mostBytes = 50 * 1024 * 1024;

const saveAs = "save it from your spreadsheet as CSV UTF-8 (.csv) or Excel Workbook (.xlsx)";

/** The cell a workbook gives as text: a day as year-month-day, a number as the sheet writes it. */
const cellOf = (cell: unknown) =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : cell == null ? "" : String(cell);

async function workbookRows(bytes: Uint8Array, name: string): Promise<string[][]> {
  try {
    // Numbers kept as their text: a year stays "2025", a price its digits.
    const rows = await readSheet(Buffer.from(bytes), { parseNumber: (text: string) => text });
    return rows.map((row) => row.map(cellOf));
  } catch {
    throw new SpreadsheetError(`${name} is not an Excel workbook this can read: ${saveAs}.`);
  }
}

function csvRows(bytes: Uint8Array, name: string): string[][] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new SpreadsheetError(`${name} is not written as UTF-8 text: ${saveAs}.`);
  }
  // A NUL is in no spreadsheet's text: a photograph or a document renamed .csv.
  if (text.includes("\0")) throw new SpreadsheetError(`${name} is not a spreadsheet: ${saveAs}.`);
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const delimiter = [",", ";", "\t"].reduce((best, one) =>
    firstLine.split(one).length > firstLine.split(best).length ? one : best,
  );
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const where = error instanceof Error && "lines" in error ? ` (line ${error.lines})` : "";
    throw new SpreadsheetError(`${name} cannot be read as a spreadsheet${where}: ${saveAs}.`);
  }
}

/** The sheet of a file's bytes, or a SpreadsheetError saying why not. */
export async function sheetOf(file: string, bytes: Uint8Array): Promise<Sheet> {
  const name = path.basename(file);
  if (bytes.length > mostBytes)
    throw new SpreadsheetError(
      `${name} is ${Math.round(bytes.length / 1024 / 1024)} MB: no catalogue's spreadsheet is; ${saveAs}.`,
    );
  const extension = path.extname(name).toLowerCase();
  // An .xlsx is a zip ("PK" first), whatever its name says.
  const isWorkbook = extension === ".xlsx" || (bytes[0] === 0x50 && bytes[1] === 0x4b);
  if (!isWorkbook && ![".csv", ".tsv", ".txt"].includes(extension))
    throw new SpreadsheetError(`${name} is not a spreadsheet this can read: ${saveAs}.`);
  const [headers, ...rows] = isWorkbook ? await workbookRows(bytes, name) : csvRows(bytes, name);
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (!headers || headers.every((cell) => cell.trim() === "") || filled.length === 0)
    throw new SpreadsheetError(
      `${name} has no rows: its first row names the columns (Title, Year, ...), one work a row below it.`,
    );
  if (filled.length > mostRows)
    throw new SpreadsheetError(
      `${name} has ${filled.length.toLocaleString("en")} rows: one import takes at most ${mostRows.toLocaleString("en")}; split it into files of ${mostRows.toLocaleString("en")} rows or fewer and import each.`,
    );
  return { headers, rows };
}
