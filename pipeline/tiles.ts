import { createHash } from "node:crypto";
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { iiifPrefix, tileSize, tilesPath, wholeImage } from "../rules/zoom.ts";
import { pixelLimit } from "./photographs.ts";

// A close look at the paint: each work's photograph cut into tiles at its own resolution and at
// halves of it, as a IIIF Image API 3 level-0 service (static files: any viewer asks only for the
// tiles on screen). Made by sharp, kept in the image cache under tiles/, named by the photograph's
// bytes and these settings, so an unchanged photograph is never tiled again; the build copies
// each into /iiif/<name>/ with its info.json.

/**
 * The tiles' settings. 2048 px tiles keep a 4,000 x 3,000 px photograph to 7 files and its
 * info.json (1024 px tiles make 19, 512 px 67): 400 works of such photographs stay within a static
 * host's file limit (Cloudflare Pages: 20,000) beside their pages and images.
 */
export const tileSettings = { size: tileSize, quality: 82 } as const;

/** The name of a photograph's tiles: its bytes' and the settings' hash. */
export async function tilesName(file: string): Promise<string> {
  const hash = createHash("sha1")
    .update(JSON.stringify(tileSettings))
    .update(await readFile(file));
  return hash.digest("hex").slice(0, 20);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Tiles `file` into `<cacheDir>/<name>/` unless they are there already; returns the photograph's
 * size, upright. The tiles are written aside and moved into place whole, so an interrupted build
 * leaves none half made.
 */
async function tileInto(
  cacheDir: string,
  file: string,
  name: string,
): Promise<{ width: number; height: number }> {
  const folder = path.join(cacheDir, name);
  if (!(await exists(path.join(folder, "info.json")))) {
    await mkdir(cacheDir, { recursive: true });
    // sharp writes a vips-properties.xml beside the folder it tiles into: this one, then removed.
    const staging = await mkdtemp(path.join(cacheDir, ".tiling-"));
    try {
      await sharp(file, { limitInputPixels: pixelLimit })
        .autoOrient()
        .jpeg({ quality: tileSettings.quality })
        // The id is the build's to write (infoJson): it names the site's address.
        .tile({ layout: "iiif3", size: tileSettings.size })
        .toFile(path.join(staging, name));
      await rm(folder, { recursive: true, force: true });
      await rename(path.join(staging, name), folder);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  const { width, height } = JSON.parse(await readFile(path.join(folder, "info.json"), "utf8"));
  await wholeInto(folder, file, { width, height });
  return { width, height };
}

/**
 * The photograph whole in one piece (wholeImage), in the tiles' `folder` unless sharp made it (a
 * photograph of one tile) or an earlier build did: IIIF level 0 requires full/max, which a viewer
 * or a validator asks for first.
 */
async function wholeInto(folder: string, file: string, size: { width: number; height: number }) {
  const { width, height } = wholeImage(size);
  const target = path.join(folder, "full", `${width},${height}`, "0", "default.jpg");
  if (await exists(target)) return;
  await mkdir(path.dirname(target), { recursive: true });
  // Written beside the tiles' folder, not in it: one a stopped build leaves is never published.
  const written = `${folder}.${process.pid}.whole.tmp`;
  await sharp(file, { limitInputPixels: pixelLimit })
    .autoOrient()
    .resize(width, height, { fit: "fill" })
    .jpeg({ quality: tileSettings.quality })
    .toFile(written);
  await rename(written, target);
}

/**
 * The files of the folder `from` at `to`, each a hard link to its cached copy (no bytes copied),
 * or a copy where the two are on different file systems.
 */
async function linkTree(from: string, to: string) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) await linkTree(source, target);
    else {
      // Never through an old link: that would write into the cache.
      await rm(target, { force: true });
      await link(source, target).catch(() => copyFile(source, target));
    }
  }
}

/**
 * The info.json sharp wrote in `folder`, served at `service`: level 0 (static files), with the
 * sizes of the whole photograph made in one piece, which sharp leaves out, and full/max's bounds
 * (a tile's side: no request asks for more).
 */
async function infoJson(folder: string, service: string) {
  const written = JSON.parse(await readFile(path.join(folder, "info.json"), "utf8"));
  const whole = await readdir(path.join(folder, "full")).catch(() => []);
  const sizes = whole
    .filter((size) => /^\d+,\d+$/.test(size))
    .map((size) => size.split(",").map(Number))
    .map(([width = 0, height = 0]) => ({ width, height }))
    .sort((a, b) => a.width - b.width);
  return { ...written, id: service, sizes, maxWidth: tileSettings.size, maxHeight: tileSettings.size };
}

/**
 * Writes each photograph's tiles into `client` (the built site) at /iiif/<name>/, from the cache
 * `cacheDir` (tiling those it does not have, two at a time), each with its info.json naming its
 * address on `siteUrl`; then empties the cache of tiles no photograph of this build has.
 * Returns how many were tiled now and how many came from the cache.
 */
export async function writeTiles(
  client: string,
  photographs: readonly string[],
  cacheDir: string,
  siteUrl: string,
): Promise<{ made: number; reused: number }> {
  const names = new Map<string, string>();
  for (const file of photographs) names.set(await tilesName(file), file);
  let made = 0;
  const queue = [...names];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, file] = next;
      const cached = await exists(path.join(cacheDir, name, "info.json"));
      const { width, height } = await tileInto(cacheDir, file, name);
      if (!cached) made++;
      const folder = path.join(client, iiifPrefix.slice(1), name);
      await linkTree(path.join(cacheDir, name), folder);
      // Every photograph whole as full/max, whatever its size (IIIF level 0 requires it).
      const whole = wholeImage({ width, height });
      await linkTree(
        path.join(folder, "full", `${whole.width},${whole.height}`),
        path.join(folder, "full", "max"),
      );
      const info = await infoJson(folder, `${siteUrl}${tilesPath(name)}`);
      // A file of its own, not the cache's (a link to it), which keeps sharp's.
      await rm(path.join(folder, "info.json"));
      await writeFile(path.join(folder, "info.json"), `${JSON.stringify(info)}\n`);
    }
  };
  await Promise.all([worker(), worker()]);
  for (const entry of await readdir(cacheDir).catch(() => [])) {
    if (!names.has(entry)) await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  }
  return { made, reused: names.size - made };
}
