import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin, Rollup } from "vite";
import { ContentError, loadContent } from "../app/content/load.ts";

// Serves the validated files of content/ to the app as four modules,
// `virtual:content/site`, `/cv`, `/gallery` and `/available`, so that a page
// loads only the content it shows. Every photograph is imported through
// vite-imagetools, so that the build makes its responsive sizes and formats,
// and the site's stylesheet gets a placeholder for each photograph, shown
// until it loads. Invalid content stops the build.

const modulePrefix = "virtual:content/";
export const contentModules = ["site", "cv", "gallery", "available"] as const;
type ContentModule = (typeof contentModules)[number];

/**
 * The sizes made of every photograph (never wider than the file itself);
 * pages choose among them with `sizes`. 360, 720 and 1080 px are a phone's
 * full-width image at 1x, 2x and 3x; 540 and 1440 fit the desktop layouts.
 * Quality was chosen by eye on the placeholders: AVIF 45 keeps the canvas
 * weave that lower settings smooth away.
 */
export const imageQuery = "w=360;540;720;1080;1440&format=avif;webp&quality=45&as=picture";
/** JPEG only for the few browsers without AVIF or WebP: two sizes are enough. */
export const fallbackQuery = "w=720;1080&format=jpg&quality=75&progressive&as=picture";

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The source of each `virtual:content/*` module, and the placeholders'
 * stylesheet, for the content in `contentDir`. Calls `watch` with each file
 * it reads; throws a ContentError for invalid content.
 */
export async function contentModule(
  contentDir: string,
  watch: (file: string) => void,
): Promise<{ modules: Record<ContentModule, string>; css: string }> {
  const imagesDir = path.join(contentDir, "images");
  const read = (name: string) => {
    const file = path.join(contentDir, `${name}.yaml`);
    watch(file);
    return readFileSync(file, "utf8");
  };
  const { site, cv, works } = loadContent(
    { site: read("site"), cv: read("cv"), works: read("works") },
    (image) => isFile(path.join(imagesDir, image)),
  );

  // Every photograph, numbered: picture n is imported as modern<n> and fallback<n>.
  const images: string[] = [];
  const picture = (image: string) => {
    const n = images.push(image) - 1;
    return `{ sources: { ...modern${n}.sources, ...fallback${n}.sources }, img: fallback${n}.img, placeholder: "ph-${n}" }`;
  };
  const withPicture = (item: { image: string }) =>
    `{ ...${JSON.stringify(item)}, picture: ${picture(item.image)} }`;
  /** A module exporting `value`, with the imports of the photographs it names. */
  const module = (name: string, value: string) => {
    const imports = [...value.matchAll(/\bmodern(\d+)\b/g)].flatMap(([, n]) => {
      const file = path.join(imagesDir, images[Number(n)] ?? "");
      return [
        `import modern${n} from ${JSON.stringify(`${file}?${imageQuery}`)};`,
        `import fallback${n} from ${JSON.stringify(`${file}?${fallbackQuery}`)};`,
      ];
    });
    return [...imports, `export const ${name} = ${value};`].join("\n");
  };

  const { portrait, ...artist } = site.artist;
  const modules = {
    site: module(
      "site",
      `{ ...${JSON.stringify(site)}, artist: { ...${JSON.stringify(artist)}, portrait: ${withPicture(portrait)} } }`,
    ),
    cv: module("cv", JSON.stringify(cv)),
    gallery: module("gallery", `[${works.gallery.map(withPicture).join(", ")}]`),
    available: module("available", `[${works.available.map(withPicture).join(", ")}]`),
  };
  const gradients = await Promise.all(
    images.map((image) => placeholderGradient(path.join(imagesDir, image))),
  );
  return {
    modules,
    css: gradients.map((gradient, n) => `.ph-${n}{background-image:${gradient}}`).join("\n"),
  };
}

/**
 * The photograph's colours from top to bottom, averaged into three bands: a
 * few bytes of CSS that stand in for it while it loads, so the page shows the
 * painting's palette at once instead of grey boxes that pop.
 */
export async function placeholderGradient(file: string): Promise<string> {
  const pixels = await sharp(file).resize(1, 3, { fit: "fill" }).removeAlpha().raw().toBuffer();
  const hex = (offset: number) =>
    `#${[...pixels.subarray(offset, offset + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  return `linear-gradient(${hex(0)},${hex(3)},${hex(6)})`;
}

/**
 * `stylesheet` is the site's one stylesheet: the placeholders go at its end,
 * so they cost no request of their own.
 */
export function contentPlugin(contentDir: string, stylesheet: string): Plugin {
  // The module and the placeholders come from one reading of content/, redone when a file changes.
  let built: ReturnType<typeof contentModule> | undefined;
  const watched = new Set<string>();
  async function content(context: Rollup.PluginContext) {
    built ??= contentModule(contentDir, (file) => watched.add(file));
    try {
      return await built;
    } catch (error) {
      // The artist's message alone, without a stack trace into the bundler.
      if (error instanceof ContentError) context.error(error.message);
      throw error;
    } finally {
      for (const file of watched) context.addWatchFile(file);
    }
  }
  return {
    name: "portfolio-content",
    buildStart() {
      built = undefined;
    },
    watchChange() {
      built = undefined;
    },
    resolveId(id) {
      return id.startsWith(modulePrefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      const name = id.startsWith(`\0${modulePrefix}`) ? id.slice(modulePrefix.length + 1) : null;
      if (name === null) return undefined;
      const { modules } = await content(this);
      if (!(name in modules)) this.error(`No module ${id.slice(1)}: there are ${contentModules.join(", ")}.`);
      return modules[name as ContentModule];
    },
    async transform(code, id) {
      // Not `app.css?url` itself, a module that exports the built file's address.
      const [file, query = ""] = id.split("?");
      if (file !== stylesheet || /(^|&)(url|raw)(&|$)/.test(query)) return undefined;
      return `${code}\n${(await content(this)).css}`;
    },
  };
}
