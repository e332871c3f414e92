import { describe, expect, test } from "vitest";
import { planImport, planText, readRows, type Sheet, type WorksFile } from "./plan.ts";
import type { Read } from "./values.ts";

// The fixture's own works: what an import of a few rows does to them.
const file: WorksFile = {
  gallery: [
    {
      id: 4,
      title: "Harbour at Dusk",
      year: "2021",
      medium: "Oil on linen",
      dimensions: "100 x 80 cm",
      image: "works/harbour.jpg",
      ref: "JD-004",
      slug: "old-harbour",
    },
  ],
  available: [
    {
      id: 9,
      title: "Salt Flats",
      year: "2023",
      medium: "Oil on canvas",
      dimensions: "60 x 50 cm",
      image: "works/salt.jpg",
      ref: "JD-009",
      price: 3200,
      status: "available",
    },
  ],
};

const sheet = (headers: string[], ...rows: string[][]): Sheet => ({ headers, rows });
/** Every row's photograph found, as works/<row>.jpg. */
const photosOf = (rows: number[]) =>
  new Map<number, Read<string>>(rows.map((row) => [row, { value: `works/${row}.jpg` }]));
const plan = (input: Sheet, from = file, photos?: Map<number, Read<string>>) => {
  const read = readRows(input, from);
  return planImport(
    from,
    read,
    photos ?? photosOf(read.rows.filter((row) => !row.match).map((row) => row.row)),
  );
};

const arternal = [
  "inventory_number",
  "title",
  "year",
  "medium",
  "dimensions",
  "availability",
  "price",
  "currency",
  "exhibition_history",
];

describe("a plan of what is added, changed and skipped", () => {
  const result = plan(
    sheet(
      arternal,
      [
        "JD-004",
        "Harbour at Dusk",
        "2021",
        "Oil and wax on linen",
        "100 x 80 cm",
        "NFS",
        "",
        "",
        "Solo show 2022",
      ],
      ["JD-012", "Night Ferry", "2024", "Oil on board", "40 x 30 cm", "available", "$2,400", "", ""],
      ["JD-013", "Untitled (blue)", "last year", "Oil on paper", "30 x 20 cm", "", "", "", ""],
    ),
  );

  test("a row of a work's inventory number changes that work, naming the fields, and keeps its number and address", () => {
    expect(result.changed).toEqual([{ row: 2, title: "Harbour at Dusk", fields: ["medium"] }]);
    expect(result.works.gallery?.[0]).toMatchObject({
      id: 4,
      slug: "old-harbour",
      medium: "Oil and wax on linen",
    });
  });

  test("a new row is a new work with the next number, where its status puts it", () => {
    expect(result.added).toEqual([{ row: 3, title: "Night Ferry" }]);
    expect(result.works.available?.at(-1)).toMatchObject({
      id: 10,
      ref: "JD-012",
      price: 2400,
      status: "available",
      image: "works/3.jpg",
    });
  });

  test("a row it cannot read is skipped with its row number and why", () => {
    expect(result.skipped).toEqual([{ row: 4, why: expect.stringContaining("year reads as no one year") }]);
    expect(planText(result)).toContain("row 4:");
  });

  test("a column it cannot place is named", () => {
    expect(result.unplaced).toEqual(["exhibition_history"]);
    expect(planText(result)).toContain("exhibition_history");
  });

  test("the same file again changes nothing", () => {
    const again = plan(
      sheet(
        arternal,
        ["JD-004", "Harbour at Dusk", "2021", "Oil and wax on linen", "100 x 80 cm", "NFS", "", "", ""],
        ["JD-012", "Night Ferry", "2024", "Oil on board", "40x40 cm", "available", "$2,400", "", ""],
      ),
      result.works,
      new Map([[3, { value: "works/3.jpg" }]]),
    );
    expect(again.added).toEqual([]);
    expect(again.changed).toEqual([{ row: 3, title: "Night Ferry", fields: ["dimensions"] }]);
    const twice = plan(
      sheet(arternal, [
        "JD-012",
        "Night Ferry",
        "2024",
        "Oil on board",
        "40 x 40 cm",
        "available",
        "$2,400",
        "",
        "",
      ]),
      again.works,
      new Map([[2, { value: "works/3.jpg" }]]),
    );
    expect(twice).toMatchObject({ added: [], changed: [], skipped: [], unchanged: 1 });
    expect(twice.works).toEqual(again.works);
  });
});

test("headers in any case and order, plain English among them", () => {
  const result = plan(
    sheet(
      ["PRICE", "Size", "Title", "Inventory Number", "Status", "Year", "MEDIUM"],
      ["4.500,00 EUR", "24 x 36 in", "Tide", "X-1", "On hold", "2020", "Oil"],
    ),
  );
  expect(result.works.available?.at(-1)).toMatchObject({
    title: "Tide",
    dimensions: "24 x 36 in",
    price: "EUR 4,500",
    status: "reserved",
    year: "2020",
  });
});

test("a status moves a work between the lists, keeping its number; for the gallery it loses its price", () => {
  const result = plan(sheet(["inventory_number", "availability"], ["JD-009", "NFS"]));
  expect(result.changed).toEqual([
    { row: 2, title: "Salt Flats", fields: ["where it is shown", "price", "status"] },
  ]);
  expect(result.works.available).toEqual([]);
  expect(result.works.gallery?.at(-1)).toMatchObject({ id: 9, title: "Salt Flats" });
  expect(result.works.gallery?.at(-1)).not.toHaveProperty("price");
});

describe("refusals that lose nothing", () => {
  test("two rows of one inventory number are both skipped, each naming the other", () => {
    const result = plan(
      sheet(
        ["inventory_number", "title", "year", "medium", "size"],
        ["A-1", "One", "2020", "Oil", "10 x 10 cm"],
        ["a-1", "Two", "2020", "Oil", "10 x 10 cm"],
      ),
    );
    expect(result.added).toEqual([]);
    expect(result.skipped.map(({ row, why }) => [row, why.includes("rows 2 and 3")])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  test("a cell of 10,000 characters skips its row, saying how long it may be", () => {
    const result = plan(
      sheet(["title", "year", "medium", "size"], ["Long", "2020", "x".repeat(10_000), "10 x 10 cm"]),
    );
    expect(result.skipped).toEqual([
      { row: 2, why: expect.stringMatching(/medium is 10,000 characters long: shorten it to at most 500/) },
    ]);
  });

  test("formulas are kept as text, never run", () => {
    const title = '=HYPERLINK("https://evil.example","Click")';
    const result = plan(
      sheet(["title", "year", "medium", "size"], [title, "2020", "=cmd|' /C calc'!A0", "10 x 10 cm"]),
    );
    expect(result.works.gallery?.at(-1)).toMatchObject({ title, medium: "=cmd|' /C calc'!A0" });
  });

  test("a row without a field the site needs is skipped, naming it", () => {
    const result = plan(sheet(["title", "year", "size"], ["Tide", "2020", "10 x 10 cm"]));
    expect(result.skipped).toEqual([{ row: 2, why: "its medium is missing" }]);
  });

  test("a new row without a photograph is skipped, saying where to put one", () => {
    const result = plan(
      sheet(["title", "year", "medium", "size"], ["Bare", "2020", "Oil", "10 x 10 cm"]),
      file,
      new Map(),
    );
    expect(result.skipped).toEqual([{ row: 2, why: expect.stringContaining("has no photograph") }]);
  });

  test("a photograph that is not one skips its row with the reason", () => {
    const result = plan(
      sheet(["title", "year", "medium", "size"], ["Bad", "2020", "Oil", "10 x 10 cm"]),
      file,
      new Map([[2, { problem: "notes.txt is not a photograph" }]]),
    );
    expect(result.skipped[0]?.why).toContain("notes.txt is not a photograph");
  });

  test("blank rows at the end are no rows", () => {
    const result = plan(sheet(["title"], ["", ""], [" "]));
    expect(result).toMatchObject({ added: [], changed: [], skipped: [], unchanged: 0 });
  });
});
