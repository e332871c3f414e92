import { describe, expect, test } from "vitest";
import { uploadsOf } from "./uploads.ts";

describe("the files an import takes from content/import/", () => {
  test("those the editor's entry names, not an earlier upload's", () => {
    const names = ["README.md", "import.yaml", "2019 works.csv", "works.xlsx", "old.zip", "photos.zip"];
    expect(
      uploadsOf(names, { spreadsheet: "/import/works.xlsx", photographs: ["/import/photos.zip"] }),
    ).toEqual({ sheet: "works.xlsx", zip: "photos.zip" });
  });

  test("with the entry's photographs one by one, no zip: the folder's own photographs are hers", () => {
    const names = ["import.yaml", "works.csv", "old.zip", "GEN-0001.jpg"];
    expect(
      uploadsOf(names, { spreadsheet: "/import/works.csv", photographs: ["/import/GEN-0001.jpg"] }),
    ).toEqual({ sheet: "works.csv" });
  });

  test("without an entry (uploaded on GitHub's site), the first spreadsheet and zip by name", () => {
    expect(uploadsOf(["README.md", "b.xlsx", "A.csv", "photos.zip"], undefined)).toEqual({
      sheet: "A.csv",
      zip: "photos.zip",
    });
  });

  test("an entry naming a file no longer there falls back to the folder's", () => {
    expect(uploadsOf(["works.CSV"], { spreadsheet: "/import/gone.csv" })).toEqual({ sheet: "works.CSV" });
  });

  test("no spreadsheet: nothing to take", () => {
    expect(uploadsOf(["README.md", "photos.zip"], undefined)).toBeUndefined();
  });
});
