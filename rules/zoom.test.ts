import { expect, test } from "vitest";
import { wholeImage } from "./zoom";

test("a photograph whole is its first halving that fits one 2048 px tile", () => {
  expect(wholeImage({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
  expect(wholeImage({ width: 1200, height: 1500 })).toEqual({ width: 1200, height: 1500 });
  expect(wholeImage({ width: 2048, height: 2048 })).toEqual({ width: 2048, height: 2048 });
  // Halving rounds up, as the tiles are made: 4097 is 2049 (too wide), then 1025.
  expect(wholeImage({ width: 4097, height: 101 })).toEqual({ width: 1025, height: 26 });
});
