import { expect, test } from "vitest";
import { parseDimensions } from "./dimensions";
import { proportionsDisagree } from "./proportions";

const dimensions = (text: string) => {
  const parsed = parseDimensions(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

test("a photograph in the work's own proportions, or a little off, agrees", () => {
  expect(proportionsDisagree(dimensions("160 x 110 cm"), { width: 1100, height: 1600 })).toBeNull();
  expect(proportionsDisagree(dimensions("160 x 110 cm"), { width: 1200, height: 1600 })).toBeNull();
  expect(proportionsDisagree(dimensions("60 x 180 cm"), { width: 3000, height: 1000 })).toBeNull();
  expect(proportionsDisagree(dimensions("50 x 50 cm"), { width: 2000, height: 1960 })).toBeNull();
});

test("a landscape photograph of a portrait work was likely rotated", () => {
  expect(proportionsDisagree(dimensions("160 x 110 cm"), { width: 2400, height: 1500 })).toBe(
    "the photograph is landscape (2400 x 1500 px) but the dimensions, 160 x 110 cm (height x width), are portrait: is the photograph rotated, or are the dimensions the wrong way round?",
  );
});

test("a photograph much wider or narrower than the work was likely cropped", () => {
  expect(proportionsDisagree(dimensions("100 x 300 cm"), { width: 2000, height: 1000 })).toBe(
    "the photograph (2000 x 1000 px) is 33% narrower than the dimensions, 100 x 300 cm (height x width), say: is it cropped, or are the dimensions mistyped?",
  );
  expect(proportionsDisagree(dimensions("50 x 50 cm"), { width: 1500, height: 1000 })).toMatch(
    /is 50% wider than/,
  );
});
