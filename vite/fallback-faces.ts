import { fromBuffer } from "@capsizecss/unpack";
import { create as openFont } from "fontkit";

// The faces a browser draws text in until Instrument's arrive (font-display: swap): the system
// fonts phones and computers have, each scaled to Instrument's average letter width and given its
// ascent, descent and line gap, so that the swap moves nothing (a name of one line stays one).
// Instrument's metrics are read from its own files at build time; the system fonts' files are on
// no build machine, so their two numbers that matter are written here, as @capsizecss/metrics 4.3.0
// gives them (the average width weighted by how often each letter is used, as @capsizecss/unpack
// computes Instrument's), with their capitals' average width measured once from each font's file
// (Liberation's for Times New Roman and Arial, Fontsource 5.3.0's for Noto Serif and Roboto): the
// name on Home is set in capitals, which are narrow in Instrument Serif and wide in Times.

/** A system font a face falls back to: its full names for `local()` (which browsers match), and its letters' average widths. */
export type SystemFont = {
  name: string;
  local: readonly string[];
  unitsPerEm: number;
  /** Of its letters, weighted as English uses them. */
  xWidthAvg: number;
  /** Of its capitals A to Z. */
  capitalsWidthAvg: number;
};

/** The fonts each kind of face falls back to, in the order a browser is to try them. */
export const systemFonts: Record<"serif" | "sans", readonly SystemFont[]> = {
  serif: [
    // iOS, macOS, Windows; Linux's Liberation Serif has Times New Roman's metrics, letter for letter.
    {
      name: "Times New Roman",
      local: ["Times New Roman", "Liberation Serif"],
      unitsPerEm: 2048,
      xWidthAvg: 832,
      capitalsWidthAvg: 1365,
    },
    // Android.
    {
      name: "Noto Serif",
      local: ["Noto Serif"],
      unitsPerEm: 1000,
      xWidthAvg: 481,
      capitalsWidthAvg: 669,
    },
  ],
  sans: [
    // macOS, iOS, Windows; Linux's Liberation Sans has Arial's metrics.
    {
      name: "Arial",
      local: ["Arial", "Liberation Sans"],
      unitsPerEm: 2048,
      xWidthAvg: 913,
      capitalsWidthAvg: 1387,
    },
    // Android.
    {
      name: "Roboto",
      local: ["Roboto"],
      unitsPerEm: 2048,
      xWidthAvg: 911,
      capitalsWidthAvg: 1299,
    },
  ],
};

/** What of a face's own metrics its fallbacks are made to: font units, as its file has them. */
export type FaceMetrics = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
  capitalsWidthAvg: number;
};

const capitals = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A face's metrics, read from its font file (WOFF2, WOFF, TTF or OTF). */
export async function faceMetrics(file: Buffer): Promise<FaceMetrics> {
  const { unitsPerEm, ascent, descent, lineGap, xWidthAvg } = await fromBuffer(file);
  const widths = openFont(file)
    .glyphsForString(capitals)
    .map((glyph) => glyph.advanceWidth);
  const capitalsWidthAvg = widths.reduce((sum, width) => sum + width, 0) / widths.length;
  return { unitsPerEm, ascent, descent, lineGap, xWidthAvg, capitalsWidthAvg };
}

/** Which of a face's letters its fallback is made to: its letters as English uses them, or its capitals. */
export type Letters = "letters" | "capitals";

/** The family name of `family` drawn in `font`, for the stylesheet's font stacks. */
export const fallbackFamily = (family: string, font: SystemFont, letters: Letters = "letters") =>
  `${family}${letters === "capitals" ? " capitals" : ""} as ${font.name}`;

const percent = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;

/**
 * The @font-face rule of `family` drawn in `font` at `face`'s size: `size-adjust` makes its
 * letters (or its capitals) as wide as the face's on average, and the overrides (which the browser scales by
 * `size-adjust` too) give its lines the face's height, as Next.js's font module computes them.
 */
export function fallbackFaceCss(
  family: string,
  face: FaceMetrics,
  font: SystemFont,
  letters: Letters = "letters",
): string {
  const width = letters === "capitals" ? "capitalsWidthAvg" : "xWidthAvg";
  const sizeAdjust = face[width] / face.unitsPerEm / (font[width] / font.unitsPerEm);
  const scaled = (units: number) => percent(Math.abs(units) / face.unitsPerEm / sizeAdjust);
  return [
    "@font-face {",
    `  font-family: "${fallbackFamily(family, font, letters)}";`,
    `  src: ${font.local.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${scaled(face.ascent)};`,
    `  descent-override: ${scaled(face.descent)};`,
    `  line-gap-override: ${scaled(face.lineGap)};`,
    "}",
  ].join("\n");
}
