import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { withExtract } from "./crop-transform.ts";

// The one cache of the build's image files: vite-imagetools writes each encoding there, named by
// the source file's bytes and the settings, and reads it back instead of encoding again. One
// folder per content folder, under .cache/images/, which CI keeps between runs.

/** The image cache of the content in `contentDir`: .cache/images/content for content/. */
export function imageCacheDir(contentDir: string, root = process.cwd()): string {
  const relative = path.relative(root, contentDir);
  const name =
    relative && !relative.startsWith("..") && !path.isAbsolute(relative)
      ? relative.split(path.sep).join("-")
      : createHash("sha1").update(contentDir).digest("hex").slice(0, 12);
  return path.join(root, ".cache", "images", name);
}

const sha1 = (file: string) => createHash("sha1").update(readFileSync(file)).digest("hex");

/** The files directly in `dir` (none if it does not exist). */
const filesIn = (dir: string) =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(dir, entry.name));

/**
 * Removes every file of the cache `cacheDir` that is not, byte for byte, a file of the built
 * `assetsDir`: after a build, the cache holds what that build used and nothing else.
 */
export function pruneImageCache(cacheDir: string, assetsDir: string): { kept: number; removed: number } {
  const built = filesIn(assetsDir);
  // Sizes first: only a file of a size the build has can be one of its files.
  const sizes = new Set(built.map((file) => statSync(file).size));
  const hashes = new Set(built.filter((file) => !file.endsWith(".gz") && !file.endsWith(".br")).map(sha1));
  let kept = 0;
  let removed = 0;
  for (const file of filesIn(cacheDir)) {
    if (sizes.has(statSync(file).size) && hashes.has(sha1(file))) kept++;
    else {
      rmSync(file);
      removed++;
    }
  }
  return { kept, removed };
}

/** The names of the files in the cache now. */
export const cachedFiles = (cacheDir: string): Set<string> =>
  new Set(filesIn(cacheDir).map((file) => path.basename(file)));

/**
 * vite-imagetools, keeping its encodings in `cacheDir`, and the pruning of that folder once the
 * whole build (every environment's part) has written the site's files.
 */
export function imagePlugins(cacheDir: string): Plugin[] {
  return [
    imagetools({
      // With `extract`, to cut the lists' thumbnails from photographs of other proportions.
      extendTransforms: withExtract,
      // Any case of extension: a camera's IMG_2041.JPG as well as a .jpg.
      include: /^[^?]+\.(avif|gif|heif|jpe?g|png|tiff?|webp)(\?.*)?$/i,
      cache: { dir: cacheDir },
    }),
    {
      name: "portfolio-image-cache",
      apply: "build",
      buildApp: {
        order: "post",
        async handler(builder) {
          const client = builder.environments.client?.config.build.outDir;
          if (client) pruneImageCache(cacheDir, path.join(client, "assets"));
        },
      },
    },
  ];
}
