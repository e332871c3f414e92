import { describe, expect, test } from "vitest";
import { placeColumns } from "./columns.ts";
import {
  cellText,
  readPrice,
  readSides,
  readSize,
  readStatus,
  readYear,
  safeCell,
  statusText,
} from "./values.ts";

describe("a column is placed by its header, in any case and order", () => {
  test.each([
    ["inventory_number", "ref"], // Arternal, ArtCloud
    ["Inventory Number", "ref"],
    ["INVENTORY #", "ref"],
    ["Stock number", "ref"],
    ["availability", "status"],
    ["Status", "status"],
    ["Title", "title"],
    ["Year", "year"],
    ["Creation Date", "year"], // Artwork Archive
    ["Size", "dimensions"],
    ["Price", "price"],
    ["Height (cm)", "height"],
    ["image_url", "imageUrl"],
  ])("%s fills %s", (header, field) => {
    expect(placeColumns(["Notes", header]).fields[1]).toBe(field);
  });

  test("a column it cannot place is named, and a second column of one field too", () => {
    const columns = placeColumns(["sku", "Title", "title", "Favourite colour"]);
    expect(columns.fields).toEqual([undefined, "title", undefined, undefined]);
    expect(columns.unplaced).toEqual(["sku", "Favourite colour"]);
    expect(columns.repeated).toEqual(["title"]);
  });

  test("a header's unit is its column's", () => {
    expect(placeColumns(["Height (in)", "Width (cm)"]).units).toEqual(["in", "cm"]);
  });
});

describe("dimensions", () => {
  test.each([
    ["160 x 110 cm", "160 x 110 cm"],
    ["160x110 cms", "160 x 110 cm"],
    ["H 160 x W 110 cm", "160 x 110 cm"],
    ["160 cm x 110 cm", "160 x 110 cm"],
    ["160 × 110 × 4.5 centimetres", "160 x 110 x 4.5 cm"],
    ["24 x 36 inches", "24 x 36 in"],
    ['24" x 36"', "24 x 36 in"],
    ["30,5 x 20 cm", "30.5 x 20 cm"],
  ])("%s is %s", (cell, size) => {
    expect(readSize(cell)).toEqual({ value: size });
  });

  test("a size the site reads already is kept as she wrote it", () => {
    expect(readSize("60 × 180 cm")).toEqual({ value: "60 × 180 cm" });
  });

  test("without a unit, the unit column's; with none, a problem", () => {
    expect(readSize("160 x 110", "in")).toEqual({ value: "160 x 110 in" });
    expect(readSize("160 x 110")).toHaveProperty("problem", expect.stringContaining("no unit"));
    expect(readSize("large")).toHaveProperty("problem");
    expect(readSize("160 cm x 110 in")).toHaveProperty("problem", expect.stringContaining("mixes"));
  });

  test("separate height, width and depth columns", () => {
    expect(readSides({ height: "160", width: "110" }, "cm")).toEqual({ value: "160 x 110 cm" });
    expect(readSides({ height: "24", width: "36", depth: "1.5" }, "in")).toEqual({
      value: "24 x 36 x 1.5 in",
    });
    expect(readSides({ height: "160" }, "cm")).toHaveProperty("problem");
  });
});

describe("prices in any currency's format", () => {
  test.each([
    ["$4,500", 4500],
    ["AUD 4,800", 4800],
    ["4800", 4800],
    ["A$4,800.50", 4800.5],
    ["4.500,00 EUR", "EUR 4,500"],
    ["GBP 3000", "GBP 3,000"],
    ["€ 12.500", "EUR 12,500"],
    ["£3,000.50", "GBP 3,000.50"],
    ["4 500 €", "EUR 4,500"],
    ["Price on request", "Price on request"],
  ])("%s is %s", (cell, price) => {
    expect(readPrice(cell)).toEqual({ value: price });
  });

  test("a currency column names the amount's currency", () => {
    expect(readPrice("3000", "USD")).toEqual({ value: "USD 3,000" });
    expect(readPrice("3000", "AUD")).toEqual({ value: 3000 });
  });

  test("a price of 0 is a problem, not a gift", () => {
    expect(readPrice("EUR 0")).toHaveProperty("problem");
  });
});

describe("statuses in the platforms' words", () => {
  test.each([
    ["available", { list: "available", status: "available" }],
    ["Consignment", { list: "available", status: "available" }],
    ["On Hold", { list: "available", status: "reserved" }],
    ["reserved", { list: "available", status: "reserved" }],
    ["SOLD", { list: "available", status: "sold" }],
    ["NFS", { list: "gallery" }],
    ["Not for sale", { list: "gallery" }],
    ["Private collection", { list: "gallery" }],
  ])("%s", (cell, placing) => {
    expect(readStatus(cell)).toEqual({ value: placing });
  });

  test("an unknown status is named", () => {
    expect(readStatus("on the moon")).toHaveProperty("problem", expect.stringContaining('"on the moon"'));
  });

  test("each status the export writes reads back as itself", () => {
    for (const placing of [
      { list: "gallery" },
      { list: "available", status: "available" },
      { list: "available", status: "reserved" },
      { list: "available", status: "sold" },
    ] as const)
      expect(readStatus(statusText(placing))).toEqual({ value: placing });
  });
});

test("a year from a day or a circa", () => {
  expect(readYear("2019-05-01")).toEqual({ value: "2019" });
  expect(readYear("c. 2019")).toEqual({ value: "2019" });
  expect(readYear("2019-2021")).toHaveProperty("problem");
});

test("a formula is written to be shown, and read back as she wrote it", () => {
  for (const cell of ['=HYPERLINK("https://x.example","x")', "=cmd|' /C calc'!A0", "+1", "@SUM(A1)"]) {
    expect(safeCell(cell)).not.toMatch(/^[=+\-@]/);
    expect(cellText(safeCell(cell))).toBe(cell);
  }
  expect(safeCell("Quiet Engine")).toBe("Quiet Engine");
});
