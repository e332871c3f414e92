import { workIds } from "../../admin/ids.ts";
import { visibleLine } from "../../rules/visible-text.ts";
import { worksSchema } from "../schema.ts";
import { type Columns, type Field, fieldWords, folded, placeColumns } from "./columns.ts";
import {
  cellText,
  linesOf,
  type Placing,
  type Price,
  type Read,
  readPrice,
  readReference,
  readSides,
  readSize,
  readStatus,
  readView,
  readYear,
  sameSize,
  unitOf,
} from "./values.ts";

// What an import does to works.yaml, before anything is written: each row of her spreadsheet
// added as a work, or changing the work of its inventory number (which keeps its number, address
// and room prices), or skipped with its row number and why. Pure: the photographs are found by
// the caller (scripts/import.ts) between `readRows` and `planImport`.

/** A work as works.yaml writes it, its fields by name, before the build validates it. */
export type Entry = Record<string, unknown> & { id?: number; title?: string; image?: string };
/** works.yaml's data: its two lists. */
export type WorksFile = { gallery?: Entry[] | null; available?: Entry[] | null } & Record<string, unknown>;
type WorkListName = "gallery" | "available";

/** A spreadsheet as read: its first row's headers, then its rows, each cell as text. */
export type Sheet = { headers: string[]; rows: string[][] };

/** The most rows one import takes, as Arternal's; a longer sheet is split by her, not cut by us. */
export const mostRows = 2000;

/** A row of the sheet read against the works: what it says, which work it is, what is wrong. */
export type RowRead = {
  /** Its number as her spreadsheet shows it: the headers are row 1. */
  row: number;
  /** The work of its inventory number (or number, or title and year), if there is one. */
  match?: { list: WorkListName; work: Entry };
  values: Entry;
  placing?: Placing;
  /** Where its photograph may be: a file's name, an https:// address, its inventory number. */
  photo: { file?: string; url?: string; ref?: string };
  problems: string[];
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : String(value ?? "").trim());
const fold = (value: unknown) => text(value).toLowerCase();
const worksOf = (file: WorksFile) =>
  (["gallery", "available"] as const).flatMap((list) => (file[list] ?? []).map((work) => ({ list, work })));

/** The cells of a row by field, empty ones left out; formulas kept as text. */
function cellsOf(row: readonly string[], columns: Columns) {
  const cells: Partial<Record<Field, string>> = {};
  columns.fields.forEach((field, index) => {
    const cell = cellText(text(row[index]));
    if (field && cell !== "") cells[field] = cell;
  });
  return cells;
}

/** The values a row gives a work, in works.yaml's fields, and what it cannot give. */
function valuesOf(cells: Partial<Record<Field, string>>, unit: Columns["units"][number]) {
  const values: Entry = {};
  const problems: string[] = [];
  const take = <Value>(field: Field, read: Read<Value>, into: string = field) => {
    if ("value" in read) values[into] = read.value;
    else problems.push(`its ${fieldWords[field]} ${read.problem}`);
  };
  for (const field of ["title", "medium", "signed", "series", "ref", "focus", "slug"] as const)
    if (cells[field]) values[field] = cells[field];
  if (cells.year) take("year", readYear(cells.year));
  const columnUnit = cells.unit ? unitOf(cells.unit) : unit;
  if (cells.unit && !columnUnit) problems.push(`its unit "${cells.unit}" is none I know: write cm or in`);
  if (cells.dimensions) take("dimensions", readSize(cells.dimensions, columnUnit));
  else if (cells.height || cells.width) take("dimensions", readSides({ ...cells }, columnUnit), "dimensions");
  if (cells.framed) take("framed", readSize(cells.framed, columnUnit));
  if (cells.price) take<Price>("price", readPrice(cells.price, cells.currency));
  if (cells.provenance) values.provenance = linesOf(cells.provenance);
  if (cells.literature) values.literature = linesOf(cells.literature).map(readReference);
  if (cells.views) {
    const views = linesOf(cells.views).map(readView);
    if (views.every(Boolean)) values.views = views;
    else problems.push("its more photographs are not each a file | a description, one a line");
  }
  if (cells.id) {
    if (/^\d+$/.test(cells.id)) values.id = Number(cells.id);
    else problems.push(`its number "${cells.id}" is not a whole number`);
  }
  return { values, problems };
}

/**
 * Each row of `sheet` read against the works of `file`: a row is one work, found by its
 * inventory number, else by the number the export wrote, else (with neither) by its title and
 * year. Two rows of one inventory number are both skipped: which one is right is hers to say.
 */
export function readRows(sheet: Sheet, file: WorksFile): { columns: Columns; rows: RowRead[] } {
  const columns = placeColumns(sheet.headers);
  const unit = columns.units.find(
    (one, index) => one && ["height", "width", "depth"].includes(String(columns.fields[index])),
  );
  const works = worksOf(file);
  const cellsByRow = sheet.rows.map((row) => cellsOf(row, columns));
  const refRows = new Map<string, number[]>();
  cellsByRow.forEach((cells, index) => {
    if (cells.ref) refRows.set(fold(cells.ref), [...(refRows.get(fold(cells.ref)) ?? []), index + 2]);
  });
  const rows: RowRead[] = [];
  cellsByRow.forEach((cells, index) => {
    // A row with nothing in the columns the site reads: the blank rows a spreadsheet ends with.
    if (Object.keys(cells).length === 0) return;
    const { values, problems } = valuesOf(cells, unit);
    const row = index + 2;
    const same = cells.ref ? (refRows.get(fold(cells.ref)) ?? []) : [];
    if (same.length > 1)
      problems.unshift(
        `rows ${same.join(" and ")} have one inventory number, ${cells.ref}: give each work its own`,
      );
    const match =
      (cells.ref && works.find(({ work }) => fold(work.ref) === fold(cells.ref))) ||
      (typeof values.id === "number" &&
        works.find(({ work }) => work.id === values.id && (!cells.ref || !work.ref))) ||
      (!cells.ref &&
        works.find(
          ({ work }) =>
            !work.ref && fold(work.title) === fold(values.title) && text(work.year) === text(values.year),
        )) ||
      undefined;
    let placing: Placing | undefined;
    if (cells.status) {
      const read = readStatus(cells.status);
      if ("value" in read) placing = read.value;
      else problems.push(`its status ${read.problem}`);
    } else if (!match) {
      placing = cells.price ? { list: "available", status: "available" } : { list: "gallery" };
    }
    if (!match && !values.title) problems.push("it has no title");
    rows.push({
      row,
      ...(match && { match }),
      values,
      ...(placing && { placing }),
      photo: {
        ...(cells.image && { file: cells.image }),
        ...(cells.imageUrl && { url: cells.imageUrl }),
        ...(cells.ref && { ref: cells.ref }),
      },
      problems,
    });
  });
  return { columns, rows };
}

/** What the import does, in her words, and the works file it makes. */
export type Plan = {
  added: { row: number; title: string }[];
  changed: { row: number; title: string; fields: string[] }[];
  unchanged: number;
  skipped: { row: number; why: string }[];
  /** Headers no field of a work takes: their cells are not imported. */
  unplaced: string[];
  works: WorksFile;
};

/** A work's fields in the editor's order (pipeline/schema.ts), which a new field of a work is written in. */
const fieldOrder = [
  "id",
  "title",
  "year",
  "medium",
  "dimensions",
  "image",
  "focus",
  "views",
  "ref",
  "signed",
  "framed",
  "provenance",
  "literature",
  "series",
  "slug",
  "price",
  "status",
];
const place = (key: string) => (fieldOrder.indexOf(key) + fieldOrder.length + 1) % (fieldOrder.length + 1);
const inOrder = (work: Entry): Entry =>
  Object.fromEntries(Object.entries(work).sort(([one], [other]) => place(one) - place(other)));

/** The words for a field of works.yaml in the plan's lines. */
const words: Record<string, string> = {
  ...fieldWords,
  image: "photograph",
  views: "more photographs",
  list: "where it is shown",
};

function sameValue(key: string, one: unknown, other: unknown) {
  if (key === "dimensions" || key === "framed") return sameSize(one, other);
  if (key === "year") return text(one) === text(other);
  // "AUD 4,800" and 4800 are one price.
  if (key === "price") return JSON.stringify(readPrice(text(one))) === JSON.stringify(readPrice(text(other)));
  return JSON.stringify(one) === JSON.stringify(other);
}

/** Why a work the row makes cannot be shown, in her words: the build's own checks (pipeline/schema.ts). */
function problemsOf(list: WorkListName, work: Entry): string[] {
  const checked = worksSchema.safeParse({ [list]: [{ ...work, id: work.id ?? 1 }] });
  if (checked.success) return [];
  return checked.error.issues.map((issue) => {
    const field = String(issue.path[2] ?? "");
    return `its ${words[field] ?? field} ${issue.message}`;
  });
}

/**
 * The plan of an import: `rows` (readRows) with `photos`, each row's photograph as a path inside
 * content/images, or why it has none (a row with neither keeps its work's own).
 */
export function planImport(
  file: WorksFile,
  { columns, rows }: { columns: Columns; rows: RowRead[] },
  photos: ReadonlyMap<number, Read<string>>,
): Plan {
  const lists: Record<WorkListName, Entry[]> = {
    gallery: [...(file.gallery ?? [])],
    available: [...(file.available ?? [])],
  };
  // The export's room prices: rooms.yaml keeps them, and an import leaves them as they are.
  const unplaced = [...columns.unplaced, ...columns.repeated].filter(
    (header) => folded(header) !== "roomprices",
  );
  const plan: Plan = { added: [], changed: [], unchanged: 0, skipped: [], unplaced, works: file };
  const taken = new Set(worksOf(file).map(({ work }) => work.id));
  for (const read of rows) {
    const photo = photos.get(read.row);
    const problems = [...read.problems];
    if (photo && "problem" in photo) problems.push(`its photograph ${photo.problem}`);
    else if (!photo && !read.match)
      problems.push(
        "has no photograph: put one named after its inventory number in the photographs' folder, or name its file in a Photograph column",
      );
    const list = read.placing?.list ?? read.match?.list ?? "gallery";
    const { id, ...values } = read.values;
    const work: Entry = {
      ...(read.match?.work ?? {}),
      ...values,
      ...(photo && "value" in photo && { image: photo.value }),
    };
    if (read.match) work.id = read.match.work.id;
    else if (typeof id === "number" && !taken.has(id)) work.id = id;
    else delete work.id;
    if (list === "gallery") {
      delete work.price;
      delete work.status;
    } else if (read.placing?.list === "available") work.status = read.placing.status;
    else work.status ??= "available";
    problems.push(...(problems.length === 0 ? problemsOf(list, work) : []));
    if (problems.length > 0) {
      plan.skipped.push({ row: read.row, why: problems.join("; ") });
      continue;
    }
    const title = text(work.title);
    if (!read.match) {
      if (work.id !== undefined) taken.add(work.id);
      lists[list].push(work);
      plan.added.push({ row: read.row, title });
      continue;
    }
    const before = read.match.work;
    const fields = [
      ...(list === read.match.list ? [] : ["list"]),
      ...[...new Set([...Object.keys(before), ...Object.keys(work)])].filter(
        (key) => !sameValue(key, before[key], work[key]),
      ),
    ].map((key) => words[key] ?? key);
    if (fields.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    // A size or a year that says what the file says stays as the file writes it.
    for (const key of Object.keys(work)) if (sameValue(key, before[key], work[key])) work[key] = before[key];
    const from = lists[read.match.list];
    const at = from.indexOf(before);
    if (list === read.match.list) from[at] = work;
    else {
      from.splice(at, 1);
      lists[list].push(work);
    }
    read.match.work = work;
    plan.changed.push({ row: read.row, title, fields });
  }
  const ids = workIds(lists);
  const numbered = (list: WorkListName) =>
    lists[list].map((work, index) => inOrder({ ...work, id: ids[list]?.[index] }));
  plan.works = { ...file, gallery: numbered("gallery"), available: numbered("available") };
  return plan;
}

/** The plan as she reads it before anything is written; what her spreadsheet says shown as text, never as a terminal's escapes. */
export function planText(plan: Plan): string {
  const lines = [
    `${plan.added.length} to add, ${plan.changed.length} to change, ${plan.unchanged} already as the spreadsheet says, ${plan.skipped.length} skipped.`,
    ...plan.added.map(({ row, title }) => `  add     row ${row}: ${title}`),
    ...plan.changed.map(({ row, title, fields }) => `  change  row ${row}: ${title} (${fields.join(", ")})`),
    ...plan.skipped.map(({ row, why }) => `  skip    row ${row}: ${why}`),
  ].map(visibleLine);
  if (plan.unplaced.length > 0)
    lines.push(visibleLine(`Columns the site has no place for, not imported: ${plan.unplaced.join(", ")}.`));
  return lines.join("\n");
}
