import { describe, expect, test } from "vitest";
import { exhibitionDates, exhibitionSlug, hasPage, parseDay } from "./exhibitions";

describe("exhibitionDates", () => {
  test("an opening and closing day read as one span, the year written once where it is shared", () => {
    expect(exhibitionDates({ year: "2025", opens: "2025-03-12", closes: "2025-04-05" })).toBe(
      "12 March – 5 April 2025",
    );
    expect(exhibitionDates({ year: "2025", opens: "2025-03-12", closes: "2025-03-30" })).toBe(
      "12–30 March 2025",
    );
    expect(exhibitionDates({ year: "2025", opens: "2025-12-28", closes: "2026-01-10" })).toBe(
      "28 December 2025 – 10 January 2026",
    );
  });

  test("an opening alone is its day, a closing alone the day it ran until; without either, the year", () => {
    expect(exhibitionDates({ year: "2025", closes: "2025-04-05" })).toBe("Until 5 April 2025");
    expect(exhibitionDates({ year: "2025", opens: "2025-03-01" })).toBe("1 March 2025");
    expect(exhibitionDates({ year: "2025", opens: "2025-03-01", closes: "2025-03-01" })).toBe("1 March 2025");
    expect(exhibitionDates({ year: "2019" })).toBe("2019");
  });
});

test("parseDay takes days of the calendar written year-month-day, and nothing else", () => {
  expect(parseDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  expect(parseDay("2025-02-29")).toBeNull();
  expect(parseDay("2025-13-01")).toBeNull();
  expect(parseDay("12/03/2025")).toBeNull();
  expect(parseDay("2025-3-12")).toBeNull();
});

test("an exhibition has a page when it has text, works or installation photographs", () => {
  expect(hasPage({})).toBe(false);
  expect(hasPage({ text: [], works: [], views: [] })).toBe(false);
  expect(hasPage({ text: ["A show of harbour paintings."] })).toBe(true);
  expect(hasPage({ works: [3] })).toBe(true);
  expect(hasPage({ views: [{}] })).toBe(true);
});

test("an exhibition's address is its slug, or made from its title, or from its year for a title in another script", () => {
  expect(exhibitionSlug({ title: "Tidal Ground", year: "2025" })).toBe("tidal-ground");
  expect(exhibitionSlug({ title: "Tidal Ground", year: "2025", slug: "tidal-2025" })).toBe("tidal-2025");
  expect(exhibitionSlug({ title: "潮の地", year: "2025" })).toBe("exhibition-2025");
});
