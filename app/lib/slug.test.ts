import { expect, test } from "vitest";
import { slugify } from "./slug";

test.each([
  ["Low Tide, Blackwattle Bay", "low-tide-blackwattle-bay"],
  ["Small Hours", "small-hours"],
  ['Study for "Rain" & Wind', "study-for-rain-and-wind"],
  ["Jacaranda Season (II)", "jacaranda-season-ii"],
  ["Café Crème — Night", "cafe-creme-night"],
  ["Don’t Look Back", "dont-look-back"],
  ["  1984  ", "1984"],
  ["Søndag på Strøget", "sondag-pa-stroget"],
  ["Łódź, Straße", "lodz-strasse"],
  ["50% Grey", "50-grey"],
  ["Море", ""],
  ["海 (Sea)", "sea"],
])("%s → %s", (title, slug) => {
  expect(slugify(title)).toBe(slug);
});
