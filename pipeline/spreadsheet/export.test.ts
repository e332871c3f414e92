import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { worksSchema } from "../schema.ts";
import { csvText, exportSheet, roomPricesHeader, workbookOf } from "./export.ts";
import { planImport, readRows, type WorksFile } from "./plan.ts";
import { sheetOf } from "./sheet.ts";
import type { Read } from "./values.ts";

// The round trip: a catalogue kept with the tests (the second content set, with every field of a
// work's record) exported, then imported into an empty copy: the same works, as the build reads them.
const folder = "e2e/catalogue";
const works = parse(readFileSync(`${folder}/works.yaml`, "utf8")) as WorksFile;
const rooms = parse(readFileSync(`${folder}/rooms.yaml`, "utf8")) as { title: string; works: unknown[] }[];

/** Each row's photograph where the export names it: the copy has the catalogue's images. */
const photosNamed = (read: ReturnType<typeof readRows>) =>
  new Map<number, Read<string>>(
    read.rows.flatMap(({ row, photo }) => (photo.file ? [[row, { value: photo.file }]] : [])),
  );

const imported = async (bytes: Uint8Array, name: string, into: WorksFile = {}) => {
  const read = readRows(await sheetOf(name, bytes), into);
  return planImport(into, read, photosNamed(read));
};

describe.each([
  ["CSV", "inventory.csv", async () => new TextEncoder().encode(csvText(exportSheet(works, rooms)))],
  ["Excel", "inventory.xlsx", async () => new Uint8Array(await workbookOf(exportSheet(works, rooms)))],
])("exported as %s", (_, name, exported) => {
  test("imported into an empty copy, the works are the same", async () => {
    const plan = await imported(await exported(), name);
    const count = (works.gallery?.length ?? 0) + (works.available?.length ?? 0);
    expect(plan).toMatchObject({ skipped: [], unplaced: [], changed: [] });
    expect(plan.added).toHaveLength(count);
    expect(worksSchema.parse(plan.works)).toEqual(worksSchema.parse(works));
  });

  test("imported into the catalogue it came from, it changes nothing", async () => {
    const plan = await imported(await exported(), name, works);
    expect(plan).toMatchObject({ added: [], changed: [], skipped: [] });
    expect(plan.works).toEqual({ ...works, gallery: works.gallery, available: works.available });
  });
});

test("each room's price of a work is in its row", () => {
  const sheet = exportSheet(works, rooms);
  const column = sheet.headers.indexOf(roomPricesHeader);
  const priced = rooms.flatMap((room) =>
    room.works.flatMap((entry) =>
      typeof entry === "object" && entry !== null && "price" in entry
        ? [{ room: room.title, entry: entry as { id: number; price: unknown } }]
        : [],
    ),
  );
  expect(priced.length).toBeGreaterThan(0);
  const idColumn = sheet.headers.indexOf("site_number");
  for (const { room, entry } of priced) {
    const row = sheet.rows.find((cells) => cells[idColumn] === String(entry.id));
    expect(row?.[column]).toContain(`${room}: ${String(entry.price)}`);
  }
});

test("the columns are Arternal's where it has one", () => {
  expect(exportSheet(works).headers).toEqual(
    expect.arrayContaining([
      "inventory_number",
      "title",
      "year",
      "medium",
      "availability",
      "price",
      "currency",
      "provenance",
      "literature",
      "series",
    ]),
  );
});
