import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { contentModule, imageQuery } from "./content-plugin";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync("content", dir, { recursive: true });
});

function loadModule() {
  const watched: string[] = [];
  const code = contentModule(dir, (file) => watched.push(file));
  return { code, watched };
}

test("serves the content as a module that imports every photograph through imagetools", () => {
  const { code, watched } = loadModule();
  expect(watched.map((file) => path.basename(file)).sort()).toEqual(["cv.yaml", "site.yaml", "works.yaml"]);
  const imports = code.match(/^import picture\d+ from ".*";$/gm) ?? [];
  // 16 works and the portrait.
  expect(imports).toHaveLength(17);
  expect(imports[0]).toBe(
    `import picture0 from ${JSON.stringify(`${dir}/images/works/01.jpg?${imageQuery}`)};`,
  );
  for (const name of ["cv", "gallery", "available", "site"]) {
    expect(code).toMatch(new RegExp(`^export const ${name} = `, "m"));
  }
});

test("stops the build with the work and field named when content is invalid", () => {
  const works = path.join(dir, "works.yaml");
  const broken = `gallery:\n  - id: 1\n    title: Low Tide\n    year: 2025\n    medium: Oil\n    image: works/01.jpg\navailable: []\n`;
  writeFileSync(works, broken);
  expect(() => loadModule()).toThrow(/content\/works\.yaml: gallery work 1 "Low Tide": dimensions: /);
});

test("stops the build when a photograph is missing", () => {
  const site = path.join(dir, "site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace("image: portrait.jpg", "image: self-portrait.jpg"));
  expect(() => loadModule()).toThrow(/artist\.portrait\.image: no file content\/images\/self-portrait\.jpg/);
});
