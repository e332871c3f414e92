import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import {
  faces,
  facesCss,
  parseUnicodeRange,
  subsetCodePoints,
  unicodeRange,
  writeFontSubsets,
} from "./font-subsets";

test("reads and writes CSS unicode ranges", () => {
  expect(parseUnicodeRange("U+0000-00FF, U+0131,U+2000-206F")).toEqual([
    [0, 0xff],
    [0x131, 0x131],
    [0x2000, 0x206f],
  ]);
  expect(unicodeRange([0x42, 0x41, 0x43, 0xd7, 0x2014, 0x41])).toBe("U+41-43,U+D7,U+2014");
});

test("keeps all of ASCII and the Latin characters of the texts, not other scripts or control characters", () => {
  const points = subsetCodePoints(["Élise — 120 × 90 cm\u0007", "Ζ Ж"]);
  for (const character of "Az09 ~!") expect(points.latin).toContain(character.codePointAt(0));
  for (const character of "É—×") expect(points.latin).toContain(character.codePointAt(0));
  for (const character of "ΖЖ\u0007\n") expect(points.latin).not.toContain(character.codePointAt(0));
  expect(points.extended).toEqual([]);
});

test("keeps the Latin Extended letters of the texts apart, for subsets of their own, in both cases", () => {
  const points = subsetCodePoints(["Ōtake Łucja", "Zoë"]);
  expect(points.extended).toEqual(["Ł", "ł", "Ō", "ō"].map((character) => character.codePointAt(0)));
  // The name is set in capitals on Home: ë as Ë too.
  expect(points.latin).toEqual(
    expect.arrayContaining(["ë", "Ë"].map((character) => character.codePointAt(0))),
  );
});

test("declares each subset for exactly its characters", () => {
  const css = facesCss("U+20-7E,U+D7");
  expect(css.match(/@font-face/g)).toHaveLength(faces.length);
  expect(css).toContain('font-family: "Instrument Sans Variable";');
  expect(css).toContain('src: url("./instrument-serif.woff2") format("woff2");');
  expect(css.match(/unicode-range: U\+20-7E,U\+D7;/g)).toHaveLength(faces.length);
  const extended = facesCss("U+20-7E", "U+141,U+14C");
  expect(extended.match(/@font-face/g)).toHaveLength(2 * faces.length);
  expect(extended).toContain(
    'src: url("./instrument-serif-latin-ext.woff2") format("woff2");\n  unicode-range: U+141,U+14C;',
  );
});

test("writes subsets far smaller than Fontsource's Latin files", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fonts-"));
  const source = mkdtempSync(path.join(tmpdir(), "content-"));
  await writeFontSubsets([source], dir);
  const require = createRequire(import.meta.url);
  for (const face of faces) {
    const subset = statSync(path.join(dir, `${face.name}.woff2`)).size;
    const original = statSync(require.resolve(face.source)).size;
    expect(subset).toBeGreaterThan(5_000);
    expect(subset).toBeLessThan(original * 0.75);
  }
  expect(readFileSync(path.join(dir, "faces.css"), "utf8")).toContain("unicode-range: U+20-7E;");
  // No Latin Extended letter, no Latin Extended subset.
  expect(existsSync(path.join(dir, "instrument-sans-latin-ext.woff2"))).toBe(false);
});

test("makes small Latin Extended subsets when the texts have such letters", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fonts-"));
  const source = mkdtempSync(path.join(tmpdir(), "content-"));
  writeFileSync(path.join(source, "site.yaml"), "name: Ōtake Łucja\n");
  await writeFontSubsets([source], dir);
  for (const face of faces) {
    const subset = statSync(path.join(dir, `${face.name}-latin-ext.woff2`)).size;
    expect(subset).toBeGreaterThan(500);
    expect(subset).toBeLessThan(4_000);
  }
  expect(readFileSync(path.join(dir, "faces.css"), "utf8")).toContain("unicode-range: U+141-142,U+14C-14D;");
});

test("makes the files again only when the characters change", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fonts-"));
  const source = mkdtempSync(path.join(tmpdir(), "content-"));
  await writeFontSubsets([source], dir);
  const made = statSync(path.join(dir, "instrument-sans.woff2")).mtimeMs;
  await writeFontSubsets([source], dir);
  expect(statSync(path.join(dir, "instrument-sans.woff2")).mtimeMs).toBe(made);
  writeFileSync(path.join(source, "works.yaml"), "title: Élise\n");
  await writeFontSubsets([source], dir);
  expect(readFileSync(path.join(dir, "faces.css"), "utf8")).toContain("unicode-range: U+20-7E,U+C9,U+E9;");
});

test("every fallback family the stylesheet's font stacks name is one the faces declare, made to its face", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fonts-"));
  await writeFontSubsets([mkdtempSync(path.join(tmpdir(), "content-"))], dir);
  const css = readFileSync(path.join(dir, "faces.css"), "utf8");
  const declared = [...css.matchAll(/font-family: "([^"]+ as [^"]+)";\n {2}src: local/g)].map(
    ([, name]) => name,
  );
  const stacks = readFileSync("app/app.css", "utf8").match(/--font-[a-z-]+:[^;]+;/g) ?? [];
  const named = stacks.flatMap((stack) => [...stack.matchAll(/"([^"]+ as [^"]+)"/g)].map(([, name]) => name));
  expect(named.length).toBeGreaterThan(0);
  expect(declared).toEqual(expect.arrayContaining(named));
  // Each made to its face: letters of another width, so a size of its own.
  for (const name of named) {
    const rule = css.slice(css.indexOf(`"${name}"`));
    expect(rule, name).toMatch(/size-adjust: (?!100%)\d+(\.\d+)?%;\n {2}ascent-override: \d+(\.\d+)?%;/);
  }
});
