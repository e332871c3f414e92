import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

// The two faces, cut down to what the site shows: all of ASCII and every
// other character in the content and in the app's own text (an artist's "é",
// a "×" in a size), the features browsers apply by default, no hinting.
// Together 30 KB instead of Fontsource's 51 KB, on the path of every page's
// first paint. Written before the build reads app/app.css, which imports
// faces.css; Fontsource's own faces stay declared before it, so a character
// outside the subsets (text the scan cannot see) still gets its glyph from
// them, at the cost of their file.

const require = createRequire(import.meta.url);

export const faces = [
  {
    name: "instrument-sans",
    family: "Instrument Sans Variable",
    weight: "400 700",
    format: "woff2-variations",
    source: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
  },
  {
    name: "instrument-serif",
    family: "Instrument Serif",
    weight: "400",
    format: "woff2",
    source: "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2",
  },
] as const;

/**
 * What Fontsource's Latin files hold (their `unicode-range`): the subsets
 * keep only these, so a character from another script still comes from
 * Fontsource's file for that script.
 */
const latinRange =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

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
 * The characters to keep: printable ASCII, and every character of `texts`
 * that the Latin files hold (not control characters).
 */
export function subsetCodePoints(texts: Iterable<string>): number[] {
  const latin = parseUnicodeRange(latinRange);
  const points = new Set<number>();
  for (let point = 0x20; point <= 0x7e; point++) points.add(point);
  for (const text of texts) {
    for (const character of text) {
      const point = character.codePointAt(0) ?? 0;
      if (point >= 0xa0 && latin.some(([first, last]) => point >= first && point <= last)) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
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
export const keepFeatures = [
  "ccmp",
  "locl",
  "rlig",
  "liga",
  "clig",
  "calt",
  "kern",
  "mark",
  "mkmk",
  "rvrn",
  "tnum",
];

/** How both faces are subset: part of the key, so a change to any of it makes them again. */
const subsetOptions = {
  targetFormat: "woff2",
  keepFeatures,
  // Hinting only steers small text on Windows, and a third of the serif's bytes are its hints:
  // the serif is drawn large (headings, the name), phones ignore hints.
  noHinting: true,
} as const;

/** The @font-face rules of the subsets, for `outDir`/faces.css. */
export function facesCss(range: string): string {
  const rules = faces.map((face) =>
    [
      "@font-face {",
      `  font-family: "${face.family}";`,
      "  font-style: normal;",
      "  font-display: swap;",
      `  font-weight: ${face.weight};`,
      `  src: url("./${face.name}.woff2") format("${face.format}");`,
      `  unicode-range: ${range};`,
      "}",
    ].join("\n"),
  );
  return `/* Written by vite/font-subsets.ts at build time: do not edit. */\n${rules.join("\n")}\n`;
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
  const characters = String.fromCodePoint(...points);
  const sources = faces.map((face) => readFileSync(require.resolve(face.source)));
  const hash = createHash("sha256").update(JSON.stringify({ characters, faces, subsetOptions }));
  for (const source of sources) hash.update(source);
  const key = hash.digest("hex");
  const keyFile = path.join(outDir, "key");
  if (existsSync(keyFile) && readFileSync(keyFile, "utf8") === key) return;
  mkdirSync(outDir, { recursive: true });
  await Promise.all(
    faces.map(async (face, index) => {
      const subset = await subsetFont(sources[index] as Buffer, characters, subsetOptions);
      writeFileSync(path.join(outDir, `${face.name}.woff2`), subset);
    }),
  );
  writeFileSync(path.join(outDir, "faces.css"), facesCss(unicodeRange(points)));
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
