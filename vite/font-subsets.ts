import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { type FaceMetrics, faceMetrics, fallbackFaceCss, systemFonts } from "./fallback-faces.ts";

// The two faces, cut down to what the site shows: all of ASCII and every
// other character in the content and in the app's own text (an artist's "é",
// a "×" in a size), the features browsers apply by default, no hinting.
// Smaller than Fontsource's Latin files, on the path of every page's first
// paint. Letters of Latin Extended (an "ō" or "ł" in a name) get small
// subsets of their own, from Fontsource's latin-ext files, when the content
// has any. Written before the build reads app/app.css, which imports
// faces.css and no other faces: Fontsource's rules cost every page's first
// window about 400 bytes for text the scan cannot see (a visitor's typing),
// which a system font drawn to Instrument's size shows instead, as it does
// other scripts (Greek, say). Until a face arrives, text is drawn in that
// font (vite/fallback-faces.ts), so the swap moves nothing.

const require = createRequire(import.meta.url);

export const faces = [
  {
    name: "instrument-sans",
    family: "Instrument Sans Variable",
    kind: "sans",
    capitals: false,
    weight: "400 700",
    format: "woff2-variations",
    source: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
    extendedSource: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-ext-wght-normal.woff2",
  },
  {
    name: "instrument-serif",
    family: "Instrument Serif",
    kind: "serif",
    // The name on Home is set in it in capitals.
    capitals: true,
    weight: "400",
    format: "woff2",
    source: "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2",
    extendedSource: "@fontsource/instrument-serif/files/instrument-serif-latin-ext-400-normal.woff2",
  },
] as const;

/**
 * What Fontsource's Latin and Latin Extended files hold (their
 * `unicode-range`): the subsets keep only these; a character of another
 * script comes from the visitor's fonts.
 */
const latinRange =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const latinExtendedRange =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

/** The code point ranges of a CSS `unicode-range`, as [first, last] pairs. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(",").map((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

/** A CSS `unicode-range` for a set of code points, consecutive ones joined. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return ranges.map(([first, last]) => `U+${hex(first)}${first === last ? "" : `-${hex(last)}`}`).join(",");
}

/**
 * The characters to keep: for the Latin subsets, printable ASCII and every
 * character of `texts`, in either case, that the Latin files hold (not control
 * characters); for the Latin Extended ones, those in the Latin Extended files alone.
 */
export function subsetCodePoints(texts: Iterable<string>): { latin: number[]; extended: number[] } {
  const inRange = (range: string) => {
    const ranges = parseUnicodeRange(range);
    return (point: number) => ranges.some(([first, last]) => point >= first && point <= last);
  };
  const [isLatin, isExtended] = [inRange(latinRange), inRange(latinExtendedRange)];
  const latin = new Set<number>();
  const extended = new Set<number>();
  for (let point = 0x20; point <= 0x7e; point++) latin.add(point);
  for (const text of texts) {
    // Both cases of every letter: the name on Home is set in capitals (text-transform), é as É.
    for (const character of `${text}${text.toUpperCase()}${text.toLowerCase()}`) {
      const point = character.codePointAt(0) ?? 0;
      if (point >= 0xa0 && isLatin(point)) latin.add(point);
      else if (isExtended(point)) extended.add(point);
    }
  }
  const sorted = (points: Set<number>) => [...points].sort((a, b) => a - b);
  return { latin: sorted(latin), extended: sorted(extended) };
}

/** The text files under `dir`: content (YAML, Markdown) and the app's source. */
function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(ya?ml|md|txt|json|tsx?)$/.test(entry.name)) {
      yield path.join(entry.parentPath, entry.name);
    }
  }
}

/**
 * The OpenType features a browser applies to Latin text by default, and
 * `tnum` (the viewer's "3 of 7" asks for tabular figures). The faces' other
 * features (stylistic sets and alternates) would keep their glyphs too.
 */
const keepFeatures = ["ccmp", "locl", "rlig", "liga", "clig", "calt", "kern", "mark", "mkmk", "rvrn", "tnum"];

/** How both faces are subset: part of the key, so a change to any of it makes them again. */
const subsetOptions = {
  targetFormat: "woff2",
  keepFeatures,
  // Hinting only steers small text on Windows, and a third of the serif's bytes are its hints:
  // the serif is drawn large (headings, the name), phones ignore hints.
  noHinting: true,
} as const;

/** The file of a face's subset: its Latin one, or its Latin Extended one. */
const subsetFile = (face: (typeof faces)[number], extended: boolean) =>
  `${face.name}${extended ? "-latin-ext" : ""}.woff2`;

/**
 * The @font-face rules of the subsets, for `outDir`/faces.css: the Latin
 * ones for `range`, and the Latin Extended ones for `extendedRange` if any.
 */
export function facesCss(
  range: string,
  extendedRange = "",
  /** Each face's metrics, by its name: its fallbacks are made to them. */
  metrics: Partial<Record<(typeof faces)[number]["name"], FaceMetrics>> = {},
): string {
  const rules = faces.flatMap((face) =>
    [
      [false, range],
      [true, extendedRange],
    ]
      .filter(([, faceRange]) => faceRange)
      .map(([extended, faceRange]) =>
        [
          "@font-face {",
          `  font-family: "${face.family}";`,
          "  font-style: normal;",
          "  font-display: swap;",
          `  font-weight: ${face.weight};`,
          `  src: url("./${subsetFile(face, extended === true)}") format("${face.format}");`,
          `  unicode-range: ${faceRange};`,
          "}",
        ].join("\n"),
      ),
  );
  const fallbacks = faces.flatMap((face) => {
    const measured = metrics[face.name];
    if (!measured) return [];
    const letters = face.capitals ? (["letters", "capitals"] as const) : (["letters"] as const);
    return letters.flatMap((kind) =>
      systemFonts[face.kind].map((font) => fallbackFaceCss(face.family, measured, font, kind)),
    );
  });
  return `/* Written by vite/font-subsets.ts at build time: do not edit. */\n${[...rules, ...fallbacks].join("\n")}\n`;
}

/**
 * Subsets both faces to the characters of `sourceDirs` and writes them and
 * faces.css to `outDir`. A build starts Vite several times, so the files are
 * made once: `outDir`/key names the characters, the sources and the settings
 * they were made from, and while it matches nothing is redone.
 */
export async function writeFontSubsets(sourceDirs: readonly string[], outDir: string): Promise<void> {
  const texts = sourceDirs.flatMap((dir) => [...textFiles(dir)].map((file) => readFileSync(file, "utf8")));
  const points = subsetCodePoints(texts);
  const characters = String.fromCodePoint(...points.latin);
  const extendedCharacters = String.fromCodePoint(...points.extended);
  const subsets = faces.flatMap((face) => [
    { face, extended: false, source: readFileSync(require.resolve(face.source)), characters },
    ...(extendedCharacters
      ? [
          {
            face,
            extended: true,
            source: readFileSync(require.resolve(face.extendedSource)),
            characters: extendedCharacters,
          },
        ]
      : []),
  ]);
  const hash = createHash("sha256").update(
    JSON.stringify({ characters, extendedCharacters, faces, subsetOptions, systemFonts }),
  );
  for (const { source } of subsets) hash.update(source);
  // The fallback faces' rules are made by code: a change to it makes faces.css again.
  hash.update(readFileSync(new URL("./fallback-faces.ts", import.meta.url)));
  const key = hash.digest("hex");
  const keyFile = path.join(outDir, "key");
  if (existsSync(keyFile) && readFileSync(keyFile, "utf8") === key) return;
  mkdirSync(outDir, { recursive: true });
  await Promise.all(
    subsets.map(async (subset) => {
      const file = await subsetFont(subset.source, subset.characters, subsetOptions);
      writeFileSync(path.join(outDir, subsetFile(subset.face, subset.extended)), file);
    }),
  );
  const extendedRange = points.extended.length > 0 ? unicodeRange(points.extended) : "";
  const metrics = Object.fromEntries(
    await Promise.all(
      faces.map(async (face) => [face.name, await faceMetrics(readFileSync(require.resolve(face.source)))]),
    ),
  );
  writeFileSync(path.join(outDir, "faces.css"), facesCss(unicodeRange(points.latin), extendedRange, metrics));
  // Last: a build stopped halfway leaves no key, and the next one makes the files again.
  writeFileSync(keyFile, key);
}

/** Writes the subsets when Vite starts, before anything reads the stylesheet. */
export function fontSubsets(sourceDirs: readonly string[], outDir: string): Plugin {
  return {
    name: "font-subsets",
    async config() {
      await writeFontSubsets(sourceDirs, outDir);
    },
  };
}
