import { expect, test } from "vitest";
import { parseDimensions } from "./dimensions";

test.each([
  ["160 x 110 cm", { height: 160, width: 110, unit: "cm" }],
  ["30.5x20x4 in", { height: 30.5, width: 20, depth: 4, unit: "in" }],
  ["1200 × 3600 mm", { height: 1200, width: 3600, unit: "mm" }],
  ["76 X 61 CM", { height: 76, width: 61, unit: "cm" }],
])("reads %s, height first", (text, dimensions) => {
  expect(parseDimensions(text)).toEqual(dimensions);
});

test.each(["about a metre square", "160 x 110", "160 cm", "160 x 110 x cm", "x 110 cm", "160 by 110 cm"])(
  "gives nothing for %s",
  (text) => {
    expect(parseDimensions(text)).toBeNull();
  },
);
