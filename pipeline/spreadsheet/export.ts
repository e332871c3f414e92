import writeExcelFile from "write-excel-file/universal";
import { exportHeader, type Field } from "./columns.ts";
import type { Entry, Sheet, WorksFile } from "./plan.ts";
import { referenceText, safeCell, statusText, viewText } from "./values.ts";

// Her whole inventory as a spreadsheet, in Arternal's column names where it has one (so that a
// platform takes it back) and the site's own for what only the site holds (a work's number, its
// address, its other views): every field of works.yaml, and each room's price of a work.
// readRows (plan.ts) reads every column back.

/** A room as rooms.yaml writes it: its works by id, or with a price of their own. */
export type RoomEntry = { title?: unknown; works?: unknown[] | null };

/** The columns in the order written, each with what it holds of a work. */
const columns: [Field | "rooms", (work: Entry, list: "gallery" | "available") => unknown][] = [
  ["ref", (work) => work.ref],
  ["title", (work) => work.title],
  ["year", (work) => work.year],
  ["medium", (work) => work.medium],
  ["dimensions", (work) => work.dimensions],
  ["framed", (work) => work.framed],
  [
    "status",
    (work, list) =>
      statusText(
        list === "gallery"
          ? { list }
          : { list, status: (work.status as "available" | "reserved" | "sold" | undefined) ?? "available" },
      ),
  ],
  ["price", (work) => work.price],
  ["currency", (work) => (typeof work.price === "number" ? "AUD" : undefined)],
  ["signed", (work) => work.signed],
  ["provenance", (work) => (work.provenance as string[] | undefined)?.join("\n")],
  [
    "literature",
    (work) =>
      (work.literature as { text: string; link?: string }[] | undefined)?.map(referenceText).join("\n"),
  ],
  ["series", (work) => work.series],
  ["image", (work) => work.image],
  ["views", (work) => (work.views as { image: string; alt: string }[] | undefined)?.map(viewText).join("\n")],
  ["focus", (work) => work.focus],
  ["id", (work) => work.id],
  ["slug", (work) => work.slug],
];

/** The header of room prices, which only the export writes: rooms.yaml keeps them, the import leaves them. */
export const roomPricesHeader = "room_prices";

/** Each room's own price of a work: the works a room lists with a price of their own. */
const roomPriceList = (rooms: readonly RoomEntry[]) =>
  rooms.flatMap((room) =>
    (room.works ?? []).flatMap((entry) =>
      typeof entry === "object" && entry !== null && "id" in entry && "price" in entry
        ? [{ room: String(room.title ?? ""), id: entry.id, price: String(entry.price) }]
        : [],
    ),
  );

/** A work's prices in rooms, one a line: "New paintings for Anna: 4200". */
const roomPrices = (id: unknown, rooms: readonly RoomEntry[]) =>
  roomPriceList(rooms)
    .filter((one) => one.id === id)
    .map((one) => `${one.room}: ${one.price}`)
    .join("\n");

/**
 * The rooms' own prices as a sheet of their own, a row each (the room, the work's number under the
 * inventory's own header, the price): what the editor's Rooms form gives, as a form there sees its
 * own file alone.
 */
export const roomPricesSheet = (rooms: readonly RoomEntry[]): Sheet => ({
  headers: ["room", exportHeader("id"), "room_price"],
  rows: roomPriceList(rooms).map(({ room, id, price }) => [room, String(id), price]),
});

/** Every work of works.yaml (the gallery's, then those for sale), a row each. */
export function exportSheet(file: WorksFile, rooms: readonly RoomEntry[] = []): Sheet {
  const headers = [...columns.map(([field]) => exportHeader(field as Field)), roomPricesHeader];
  const rows = (["gallery", "available"] as const).flatMap((list) =>
    (file[list] ?? []).map((work) => [
      ...columns.map(([, value]) => {
        const cell = value(work, list);
        return cell == null ? "" : String(cell);
      }),
      roomPrices(work.id, rooms),
    ]),
  );
  return { headers, rows };
}

/** A cell as CSV writes it: quoted when it holds a comma, a quote, a line break or spaces at its ends. */
const csvCell = (cell: string) => {
  const safe = safeCell(cell);
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The sheet as CSV, with the mark that tells Excel it is UTF-8; a formula's first character made text. */
export const csvText = ({ headers, rows }: Sheet) =>
  `\uFEFF${[headers, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;

/**
 * The sheet as an Excel workbook's bytes: every cell text, so that nothing in it is a formula. The
 * writer's universal build, so that `npm run export` and the editor in her browser share it.
 */
export const workbookOf = async ({ headers, rows }: Sheet) =>
  new Uint8Array(
    await (
      await writeExcelFile(
        [headers, ...rows].map((row) => row.map((value) => ({ value, type: String }))),
      ).toBlob()
    ).arrayBuffer(),
  );
