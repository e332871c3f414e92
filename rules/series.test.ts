import { expect, test } from "vitest";
import { seriesIntro, seriesOf, yearSpan } from "./series";

test("a series is introduced by its number of works and their years", () => {
  expect(seriesIntro([{ year: "2025" }, { year: "2023" }, { year: "2024" }])).toBe(
    "A series of 3 works, 2023–2025.",
  );
  expect(seriesIntro([{ year: "2025" }])).toBe("A series of one work, 2025.");
  expect(yearSpan([{ year: "2025" }, { year: "2025" }])).toBe("2025");
});

test("series are listed in the order each first appears, with their works in order; works without one are in none", () => {
  const works: { id: number; series?: string }[] = [
    { id: 1, series: "Harbour" },
    { id: 2 },
    { id: 3, series: "Interiors" },
    { id: 4, series: "Harbour" },
    { id: 5, series: "夜" },
  ];
  expect(seriesOf(works)).toEqual([
    { name: "Harbour", slug: "harbour", works: [works[0], works[3]] },
    { name: "Interiors", slug: "interiors", works: [works[2]] },
    { name: "夜", slug: "series-3", works: [works[4]] },
  ]);
  expect(seriesOf(works.slice(1, 2))).toEqual([]);
});
