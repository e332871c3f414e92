import { expect, test } from "vitest";
import { type FaceMetrics, fallbackFaceCss, type SystemFont } from "./fallback-faces";

// A fallback face's rule, on Instrument Serif's metrics beside Times New Roman's, worked by hand:
// its letters 0.341 em wide on average against Times' 832/2048, its capitals 0.481 against 1365/2048.
const face: FaceMetrics = {
  unitsPerEm: 1000,
  ascent: 990,
  descent: -310,
  lineGap: 0,
  xWidthAvg: 341,
  capitalsWidthAvg: 481,
};
const times: SystemFont = {
  name: "Times New Roman",
  local: ["Times New Roman", "Liberation Serif"],
  unitsPerEm: 2048,
  xWidthAvg: 832,
  capitalsWidthAvg: 1365,
};

test("scales the system font to the face's letters, and gives its lines the face's height", () => {
  expect(fallbackFaceCss("Instrument Serif", face, times)).toBe(
    [
      "@font-face {",
      '  font-family: "Instrument Serif as Times New Roman";',
      '  src: local("Times New Roman"), local("Liberation Serif");',
      "  size-adjust: 83.94%;",
      "  ascent-override: 117.94%;",
      "  descent-override: 36.93%;",
      "  line-gap-override: 0%;",
      "}",
    ].join("\n"),
  );
});

test("for text in capitals, to the face's capitals", () => {
  const css = fallbackFaceCss("Instrument Serif", face, times, "capitals");
  expect(css).toContain('font-family: "Instrument Serif capitals as Times New Roman";');
  expect(css).toContain("size-adjust: 72.17%;\n  ascent-override: 137.18%;\n  descent-override: 42.96%;");
});
