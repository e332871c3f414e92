import { describe, expect, test } from "vitest";
import { csvText, exportSheet, workbookOf } from "./export.ts";
import { mostRows } from "./plan.ts";
import { SpreadsheetError, sheetOf } from "./sheet.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("a spreadsheet's rows, from a CSV or a workbook", () => {
  test("a CSV as Excel saves it in Europe: semicolons, its UTF-8 mark, a cell of two lines", async () => {
    const sheet = await sheetOf(
      "works.csv",
      bytes('\uFEFFTitle;Price;Provenance\r\n"Été";4.500,00 EUR;"The artist\nPrivate collection"\r\n'),
    );
    expect(sheet).toEqual({
      headers: ["Title", "Price", "Provenance"],
      rows: [["Été", "4.500,00 EUR", "The artist\nPrivate collection"]],
    });
  });

  test("an .xlsx workbook's first sheet, every cell as text", async () => {
    const sheet = { headers: ["title", "year", "price"], rows: [["Tide", "2024", "4800"]] };
    expect(await sheetOf("works.xlsx", await workbookOf(sheet))).toEqual(sheet);
  });

  test("a formula in a CSV is its text", async () => {
    const sheet = await sheetOf(
      "works.csv",
      bytes('title,image_url\n=cmd|\' /C calc\'!A0,"=HYPERLINK(""https://x.example"")"\n'),
    );
    expect(sheet.rows[0]).toEqual(["=cmd|' /C calc'!A0", '=HYPERLINK("https://x.example")']);
  });

  test("the export's CSV reads back as the export", async () => {
    const exported = exportSheet({
      gallery: [
        {
          id: 1,
          title: '=1+1, "quoted"',
          year: "2020",
          medium: "Oil",
          dimensions: "1 x 1 cm",
          image: "works/a.jpg",
        },
      ],
    });
    const read = await sheetOf("out.csv", bytes(csvText(exported)));
    expect(read.headers).toEqual(exported.headers);
    // The formula's first character is made text for a spreadsheet; the import reads it back (plan.test.ts).
    expect(read.rows[0]?.[1]).toBe(`'=1+1, "quoted"`);
  });
});

describe("a file it cannot import is refused, saying why, and nothing is written", () => {
  const refused = (name: string, content: Uint8Array) =>
    expect(sheetOf(name, content)).rejects.toBeInstanceOf(SpreadsheetError);

  test("a photograph named .csv, a PDF, a workbook that is not one", async () => {
    await refused("works.csv", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]));
    await refused("works.pdf", bytes("%PDF-1.7"));
    await refused("works.xlsx", bytes("PK\u0003\u0004 not really a zip"));
    await expect(sheetOf("works.numbers", bytes("x"))).rejects.toThrow(
      /CSV UTF-8 \(\.csv\) or Excel Workbook/,
    );
  });

  test("a CSV in another encoding than UTF-8 is named so", async () => {
    await expect(
      sheetOf("works.csv", new Uint8Array([0x54, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xc9, 0x74, 0xe9])),
    ).rejects.toThrow(/UTF-8/);
  });

  test("an empty file, or headers alone", async () => {
    await expect(sheetOf("works.csv", bytes(""))).rejects.toThrow(/has no rows/);
    await expect(sheetOf("works.csv", bytes("Title,Year\n,\n"))).rejects.toThrow(/has no rows/);
  });

  test("5,000 rows: split into files the import takes", async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `Work ${index},2020`).join("\n");
    await expect(sheetOf("works.csv", bytes(`Title,Year\n${rows}\n`))).rejects.toThrow(
      `has 5,000 rows: one import takes at most ${mostRows.toLocaleString("en")}`,
    );
  });
});
