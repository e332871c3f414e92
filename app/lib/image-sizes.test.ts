import { expect, test } from "vitest";
import { imageSizes } from "./image-sizes";

const layout = [
  ["(min-width: 1440px)", "540px"],
  ["(min-width: 768px)", "38vw"],
  ["", "calc(100vw - 2.5rem)"],
] as const;

test("a thumbnail's sizes are its layout's widths", () => {
  expect(imageSizes(layout)).toBe("(min-width: 1440px) 540px, (min-width: 768px) 38vw, calc(100vw - 2.5rem)");
});

test("a painting shown whole is never wider than 75% of the screen's height allows", () => {
  // 1:2, tall: at most 37.5vh wide. 3:1, very wide: its width is what limits it, mostly.
  expect(imageSizes(layout, 0.5)).toBe(
    "(min-width: 1440px) min(540px, 37.5vh), (min-width: 768px) min(38vw, 37.5vh), min(calc(100vw - 2.5rem), 37.5vh)",
  );
  expect(imageSizes([["", "100vw"]], 3)).toBe("min(100vw, 225vh)");
  expect(imageSizes([["", "100vw"]], 1100 / 1600)).toBe("min(100vw, 51.56vh)");
});
