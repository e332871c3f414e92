import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { worksSchema } from "../pipeline/schema.ts";
import { planImport, readRows, type WorksFile } from "../pipeline/spreadsheet/plan.ts";
import { sheetOf } from "../pipeline/spreadsheet/sheet.ts";
import type { Read } from "../pipeline/spreadsheet/values.ts";
import { editorConfig } from "./config.ts";
import type { DownloadForm } from "./downloads.ts";
import { fileFormat } from "./format.ts";
import { downloadFile, downloadName, type SpreadsheetKind } from "./inventory.ts";
import type { EditorWorks } from "./works.ts";

// The spreadsheets the editor gives her from what its forms hold. The inventory: the catalogue kept
// with the tests (e2e/catalogue, every field of a work's record), as the editor reads it,
// downloaded and imported into an empty copy, is the same catalogue. The rooms' prices: each price
// its rooms.yaml gives a work, a row each.

const text = readFileSync("e2e/catalogue/works.yaml", "utf8");
const roomsText = readFileSync("e2e/catalogue/rooms.yaml", "utf8");
const fieldsOf = (form: DownloadForm) =>
  editorConfig({ artist: "A" })
    .collections.flatMap((one) => one.files)
    .find((file) => file.name === form)?.fields ?? [];
const fields = fieldsOf("works");
/** The Works form's data, as the editor reads works.yaml. */
const inForm = () =>
  fileFormat(fields, "works").fromFile(text) as EditorWorks & { works: Record<string, unknown>[] };
const inventoryFile = (data: EditorWorks, kind: SpreadsheetKind) =>
  downloadFile("works", fields, data, kind, day);
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

describe.each<SpreadsheetKind>(["csv", "xlsx"])("the editor's inventory as %s", (kind) => {
  test("imported into an empty copy, is the catalogue the form holds", async () => {
    const plan = await importedFrom(await inventoryFile(inForm(), kind));
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
    const plan = await importedFrom(await inventoryFile(data, kind));
    const all = [...(plan.works.gallery ?? []), ...(plan.works.available ?? [])];
    expect(all.find((work) => work.title === first.title)).toMatchObject({ medium: "Charcoal on paper" });
  });
});

describe.each<SpreadsheetKind>(["csv", "xlsx"])("the editor's rooms' prices as %s", (kind) => {
  const rooms = fieldsOf("rooms");
  type Room = { title: string; works: Record<string, unknown>[] };
  const roomsInForm = () => fileFormat(rooms, "rooms").fromFile(roomsText) as { rooms: Room[] };
  const rowsOf = async (data: { rooms: Room[] }) => {
    const file = await downloadFile("rooms", rooms, data, kind, day);
    return sheetOf(file.name, bytesOf(file.bytes));
  };
  /** The rooms.yaml kept with the tests, read as YAML: each work a room gives a price of its own. */
  const priced = (
    parse(roomsText) as { title: string; works: (number | { id: number; price: unknown })[] }[]
  ).flatMap((room) =>
    room.works.flatMap((work) =>
      typeof work === "object" ? [[room.title, String(work.id), String(work.price)]] : [],
    ),
  );

  test("has a row for each price a room gives a work, by the work's number in the inventory", async () => {
    expect(priced.length).toBeGreaterThan(1);
    const sheet = await rowsOf(roomsInForm());
    expect(sheet.headers).toEqual(["room", "site_number", "room_price"]);
    expect(sheet.rows).toEqual(priced);
  });

  test("has a price changed in the form, saved or not", async () => {
    const data = roomsInForm();
    const room = data.rooms.find((one) => one.works.some((work) => work.price));
    const work = room?.works.find((one) => one.price);
    if (!room || !work) throw new Error("e2e/catalogue's rooms give no work a price of its own");
    work.price = "9999";
    const sheet = await rowsOf(data);
    expect(sheet.rows).toContainEqual([room.title, String(work.id), "9999"]);
  });
});

test("is named by the day she makes it", () => {
  expect(downloadName("works", "csv", day)).toBe("inventory-2026-11-28.csv");
  expect(downloadName("works", "xlsx", new Date(2027, 0, 5))).toBe("inventory-2027-01-05.xlsx");
  expect(downloadName("rooms", "csv", day)).toBe("room-prices-2026-11-28.csv");
});
