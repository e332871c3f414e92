import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createBuilder } from "vite";
import { beforeAll, expect, test } from "vitest";
import { photo, photographedFixture } from "../pipeline/photographed-fixture";
import { readContent } from "../pipeline/read";
import { contentPlugin } from "./content-plugin";
import { imageCacheDir, imagePlugins, pruneImageCache } from "./image-cache";

// The image cache through real builds (Vite's, with the site's content and image plugins) of
// the spec's sample with small photographs: reused, made again when a photograph is replaced,
// and holding no more than the last build used.

let dir: string;
let cacheDir: string;
let outDir: string;

beforeAll(async () => {
  dir = await photographedFixture();
  cacheDir = path.join(dir, ".cache", "images");
  outDir = path.join(dir, "out");
  // An entry that imports the photographs' module, as the site's loaders do.
  writeFileSync(path.join(dir, "entry.js"), `export * from "virtual:content/photographs";`);
});

/** Builds the site's images; returns the built image files and the cache's, each by its bytes. */
async function build() {
  const builder = await createBuilder({
    configFile: false,
    root: dir,
    logLevel: "silent",
    plugins: [
      contentPlugin(dir, {
        shareDir: path.join(dir, ".cache", "share"),
      }),
      ...imagePlugins(cacheDir),
    ],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: path.join(dir, "entry.js") } },
    // As React Router's does, the app's build builds its environments; the plugins' last steps follow.
    builder: {
      buildApp: async (app) => {
        for (const environment of Object.values(app.environments)) await app.build(environment);
      },
    },
  });
  await builder.buildApp();
  const isImage = (file: string) => /\.(avif|webp|jpg)$/.test(file);
  const hashes = (folder: string, only = (_file: string) => true) =>
    readdirSync(folder)
      .filter(only)
      .map((file) =>
        createHash("sha1")
          .update(readFileSync(path.join(folder, file)))
          .digest("hex"),
      );
  return {
    built: readdirSync(path.join(outDir, "assets")).filter(isImage),
    builtBytes: new Set(hashes(path.join(outDir, "assets"), isImage)),
    cached: new Set(readdirSync(cacheDir)),
    cachedBytes: new Set(hashes(cacheDir)),
  };
}

test("the cache is reused, made again for a replaced photograph, and holds just what the last build used", async () => {
  const first = await build();
  expect(first.built.length).toBeGreaterThan(0);
  // Every encoding the site has is kept, and nothing else.
  expect(first.cachedBytes).toEqual(first.builtBytes);

  // Built again, nothing is encoded: the cache's files are the same ones.
  const again = await build();
  expect(again.cached).toEqual(first.cached);
  expect(again.builtBytes).toEqual(first.builtBytes);

  // A photograph replaced under the same name: its files are made again, the old ones dropped.
  const { works, site } = readContent(dir);
  const replaced = works.gallery[0]?.image ?? "";
  const { width = 0, height = 0 } = await sharp(path.join(dir, "images", replaced)).metadata();
  await photo(path.join(dir, "images", replaced), width, height, { r: 20, g: 60, b: 200 });
  const replacedBuild = await build();
  const made = [...replacedBuild.cached].filter((file) => !first.cached.has(file));
  const dropped = [...first.cached].filter((file) => !replacedBuild.cached.has(file));
  expect(made.length).toBeGreaterThan(0);
  expect(dropped).toHaveLength(made.length);
  expect(replacedBuild.cachedBytes).toEqual(replacedBuild.builtBytes);

  // A work removed with its photograph: none of that photograph's files is left in the build or
  // the cache.
  const onHome = [site.home.featuredWork, ...site.home.recentWorks];
  const removed = works.gallery.findLast((work) => !onHome.includes(work.id));
  if (!removed) throw new Error("the fixture has no gallery works");
  const worksFile = path.join(dir, "works.yaml");
  const text = readFileSync(worksFile, "utf8");
  const entry = new RegExp(`\\n  - id: ${removed.id}\\n[\\s\\S]*?(?=\\n  - id: |\\navailable:)`);
  expect(text).toMatch(entry);
  writeFileSync(worksFile, text.replace(entry, ""));
  rmSync(path.join(dir, "images", removed.image));
  const removedBuild = await build();
  const stem = path.basename(removed.image, path.extname(removed.image));
  expect(removedBuild.built.filter((file) => file.startsWith(`${stem}-`))).toEqual([]);
  expect(removedBuild.cached.size).toBeLessThan(replacedBuild.cached.size);
  expect(removedBuild.cachedBytes).toEqual(removedBuild.builtBytes);
}, 120_000);

test("pruning keeps the files the build has, byte for byte, and removes the rest", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "prune-"));
  const [cache = "", assets = ""] = ["cache", "assets"].map((name) => path.join(folder, name));
  for (const [file, text] of [
    [`${cache}/a`, "used"],
    [`${cache}/b`, "stale"],
    [`${cache}/c`, "same size"],
    [`${assets}/x-1.avif`, "used"],
    [`${assets}/y-1.avif`, "size same"],
  ] as const) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  expect(pruneImageCache(cache, assets)).toEqual({ kept: 1, removed: 2 });
  expect(readdirSync(cache)).toEqual(["a"]);
});

test("each content folder has a cache of its own, named after it", () => {
  expect(imageCacheDir("/project/content", "/project")).toBe("/project/.cache/images/content");
  expect(imageCacheDir("/project/e2e/catalogue", "/project")).toBe("/project/.cache/images/e2e-catalogue");
  expect(imageCacheDir("/elsewhere/content", "/project")).toMatch(
    /^\/project\/\.cache\/images\/[0-9a-f]{12}$/,
  );
});
