import { expect, test } from "vitest";
import { slugify } from "./slug";

test.each([
  ["Harbour at Dusk, East Side", "harbour-at-dusk-east-side"],
  ["Night Studio", "night-studio"],
  ['Study for "Rain" & Wind', "study-for-rain-and-wind"],
  ["Spring Season (II)", "spring-season-ii"],
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

test("a long title's address stops at its last whole word within 80 characters, one long word at 80", () => {
  const title =
    "The harbour at dusk, seen from the east side of the bay in winter, after the long rain had passed";
  expect(slugify(title)).toBe(
    "the-harbour-at-dusk-seen-from-the-east-side-of-the-bay-in-winter-after-the-long",
  );
  expect(slugify("a".repeat(300))).toBe("a".repeat(80));
});
