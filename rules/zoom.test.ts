import { expect, test } from "vitest";
import { wholeImage } from "./zoom";

test("a photograph whole (IIIF's full/max) is fitted within one 2048 px tile, never enlarged", () => {
  expect(wholeImage({ width: 4000, height: 3000 })).toEqual({ width: 2048, height: 1536 });
  expect(wholeImage({ width: 1600, height: 3000 })).toEqual({ width: 1092, height: 2048 });
  expect(wholeImage({ width: 1200, height: 1500 })).toEqual({ width: 1200, height: 1500 });
  expect(wholeImage({ width: 2048, height: 2048 })).toEqual({ width: 2048, height: 2048 });
  // A sliver keeps a pixel.
  expect(wholeImage({ width: 40970, height: 10 })).toEqual({ width: 2048, height: 1 });
});
