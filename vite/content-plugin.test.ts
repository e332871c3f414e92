import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, expect, test } from "vitest";
import { contentModule, fallbackQuery, imageQuery, placeholderGradient } from "./content-plugin";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync("content", dir, { recursive: true });
});

async function loadModule() {
  const watched: string[] = [];
  const { modules, css } = await contentModule(dir, (file) => watched.push(file));
  return { modules, css, watched };
}

const importsOf = (code: string) => code.match(/^import \w+ from ".*";$/gm) ?? [];

test("serves each part of the content as a module, importing only its own photographs", async () => {
  const { modules, watched } = await loadModule();
  expect(watched.map((file) => path.basename(file)).sort()).toEqual(["cv.yaml", "site.yaml", "works.yaml"]);
  for (const name of ["cv", "gallery", "available", "site"] as const) {
    expect(modules[name]).toMatch(new RegExp(`^export const ${name} = `, "m"));
  }
  // Each photograph twice: AVIF and WebP, and the JPEG fallback.
  expect(importsOf(modules.gallery)).toHaveLength(7 * 2);
  expect(importsOf(modules.available)).toHaveLength(9 * 2);
  expect(importsOf(modules.site)).toHaveLength(2);
  expect(importsOf(modules.cv)).toEqual([]);
  const firstGalleryWork = `${dir}/images/works/01.jpg`;
  const numbered = (line: string) => line.replace(/\d+ from/, "N from");
  expect(importsOf(modules.gallery).slice(0, 2).map(numbered)).toEqual([
    `import modernN from ${JSON.stringify(`${firstGalleryWork}?${imageQuery}`)};`,
    `import fallbackN from ${JSON.stringify(`${firstGalleryWork}?${fallbackQuery}`)};`,
  ]);
});

test("gives every photograph a placeholder rule in its own colours", async () => {
  const { modules, css } = await loadModule();
  // 16 works and the portrait, each named by the class its picture carries.
  const rules = css.split("\n");
  expect(rules).toHaveLength(17);
  const portraitClass = modules.site.match(/placeholder: "(ph-\d+)"/)?.[1];
  expect(rules).toContain(
    `.${portraitClass}{background-image:${await placeholderGradient(`${dir}/images/portrait.jpg`)}}`,
  );
});

test("a placeholder runs from the top colour of the photograph to the bottom one", async () => {
  const file = path.join(dir, "two-tone.png");
  // Red above, blue below.
  const red = { r: 255, g: 0, b: 0 };
  await sharp({ create: { width: 4, height: 6, channels: 3, background: red } })
    .composite([
      {
        input: { create: { width: 4, height: 3, channels: 3, background: { r: 0, g: 0, b: 255 } } },
        top: 3,
        left: 0,
      },
    ])
    .png()
    .toFile(file);
  const gradient = await placeholderGradient(file);
  expect(gradient).toMatch(/^linear-gradient\(#ff0000,#[0-9a-f]{6},#0000ff\)$/);
});

test("stops the build with the work and field named when content is invalid", async () => {
  const works = path.join(dir, "works.yaml");
  const broken = `gallery:\n  - id: 1\n    title: Low Tide\n    year: 2025\n    medium: Oil\n    image: works/01.jpg\navailable: []\n`;
  writeFileSync(works, broken);
  await expect(loadModule()).rejects.toThrow(/content\/works\.yaml: gallery work 1 "Low Tide": dimensions: /);
});

test("stops the build when a photograph is missing", async () => {
  const site = path.join(dir, "site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace("image: portrait.jpg", "image: self-portrait.jpg"));
  await expect(loadModule()).rejects.toThrow(
    /artist\.portrait\.image: no file content\/images\/self-portrait\.jpg/,
  );
});
