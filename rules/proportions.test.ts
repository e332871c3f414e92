import fc from "fast-check";
import { expect, test } from "vitest";
import { parseDimensions } from "./dimensions";
import {
  focusPattern,
  isThumbnailShaped,
  parseFocus,
  proportionsDisagree,
  thumbnailCrop,
} from "./proportions";

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

test.each([
  ["top", { x: 0.5, y: 0 }],
  ["left", { x: 0, y: 0.5 }],
  ["Right Bottom", { x: 1, y: 1 }],
  ["bottom left", { x: 0, y: 1 }],
  ["center", { x: 0.5, y: 0.5 }],
  ["30% 20%", { x: 0.3, y: 0.2 }],
  ["25%", { x: 0.25, y: 0.5 }],
])("reads the focus %s", (text, focus) => {
  expect(parseFocus(text)).toEqual(focus);
});

test.each(["middle", "left right", "top top", "120% 10%", "10px 20px", "left 30%", "1 2 3"])(
  "refuses the focus %s",
  (text) => {
    expect(parseFocus(text)).toBeNull();
  },
);

test("a 4:5 photograph, or one within 1% of it, is its own thumbnail", () => {
  expect(isThumbnailShaped({ width: 1200, height: 1500 })).toBe(true);
  expect(isThumbnailShaped({ width: 1210, height: 1500 })).toBe(true);
  expect(isThumbnailShaped({ width: 1100, height: 1600 })).toBe(false);
  expect(isThumbnailShaped({ width: 3000, height: 1000 })).toBe(false);
});

test("a thumbnail is the 4:5 part of the photograph at its focus, as tall or as wide as the photograph", () => {
  // A very wide painting: a slice as tall as it, from the middle, the left or 30% across.
  expect(thumbnailCrop({ width: 3000, height: 1000 })).toEqual({
    left: 1100,
    top: 0,
    width: 800,
    height: 1000,
  });
  expect(thumbnailCrop({ width: 3000, height: 1000 }, { x: 0, y: 0.5 })).toMatchObject({ left: 0 });
  expect(thumbnailCrop({ width: 3000, height: 1000 }, { x: 0.3, y: 0.5 })).toMatchObject({ left: 660 });
  // A tall one (1:2): as wide as it, from the top, or the middle.
  expect(thumbnailCrop({ width: 1000, height: 2000 }, { x: 0.5, y: 0 })).toEqual({
    left: 0,
    top: 0,
    width: 1000,
    height: 1250,
  });
  expect(thumbnailCrop({ width: 1000, height: 2000 })).toMatchObject({ top: 375, height: 1250 });
  // A square one.
  expect(thumbnailCrop({ width: 1500, height: 1500 })).toEqual({
    left: 150,
    top: 0,
    width: 1200,
    height: 1500,
  });
});

test("the editor's focus pattern takes exactly the texts parseFocus reads", () => {
  const word = fc.constantFrom("left", "right", "top", "bottom", "center", "centre", "LEFT", "middle");
  const percent = fc
    .oneof(fc.integer({ min: 0, max: 120 }), fc.double({ min: 0, max: 120, noNaN: true }))
    .map((n) => `${n}%`);
  const part = fc.oneof(word, percent);
  fc.assert(
    fc.property(
      fc.array(part, { minLength: 1, maxLength: 3 }),
      fc.constantFrom(" ", "  ", "\t"),
      (parts, gap) => {
        const text = parts.join(gap);
        expect(focusPattern.test(text), text).toBe(parseFocus(text) !== null);
      },
    ),
  );
});
