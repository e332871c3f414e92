import { expect, test } from "vitest";
import { dayInWords, newestFirst, textHref } from "./texts";

test("a text's day reads as a visitor reads it", () => {
  expect(dayInWords("2025-04-02")).toBe("2 April 2025");
  expect(dayInWords("2024-12-31")).toBe("31 December 2024");
});

test("texts are newest first, those of one day in their given order", () => {
  const texts = [
    { date: "2023-01-05", title: "a" },
    { date: "2025-02-01", title: "b" },
    { date: "2024-06-30", title: "c" },
    { date: "2025-02-01", title: "d" },
  ];
  expect(newestFirst(texts).map((text) => text.title)).toEqual(["b", "d", "c", "a"]);
});

test("a text is read at its link, else at its PDF on the site", () => {
  expect(textHref({ link: "https://example.org/a", pdf: "texts/a.pdf" })).toBe("https://example.org/a");
  expect(textHref({ pdf: "texts/a.pdf" })).toBe("/texts/a.pdf");
});
