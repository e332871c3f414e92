import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin, Rollup } from "vite";
import { ContentError, loadContent } from "../app/content/load.ts";
import { pages } from "../app/lib/pages.ts";
import { renderShareImage, shareImageSize } from "./share-images.ts";

// Serves the validated files of content/ to the app as six modules,
// `virtual:content/site` (what every page's script needs), `/cv`, `/gallery`,
// `/available`, `/home` (what Home alone shows: its works, the biography and
// the portrait) and `/share` (the share images), so that a page loads only
// the content it shows. Every photograph is imported through vite-imagetools,
// so that the build makes its responsive sizes and formats, and the site's
// stylesheet gets a placeholder for each photograph, shown until it loads.
// Each page gets a share image. Invalid content stops the build.

/**
 * The folder the site is built from: content/, or CONTENT_DIR (the e2e
 * suite's fixture site, with a reserved work). The routes, the list of pages
 * to prerender and the modules above are all made from it.
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");

const modulePrefix = "virtual:content/";
export const contentModules = ["site", "cv", "gallery", "available", "home", "share"] as const;
type ContentModule = (typeof contentModules)[number];

/**
 * The sizes made of every photograph (never wider than the file itself);
 * pages choose among them with `sizes`. 360, 720 and 1080 px are a phone's
 * full-width image at 1x, 2x and 3x; 540 and 1440 fit the desktop layouts.
 * 660 covers the full width of the most common phone, 360 px wide, at 2x
 * (640 px), of a 412 px phone at 1.75x (651 px: the slow phone Lighthouse
 * emulates) and the dialog's 1x width on a desktop (640 px): without it they
 * fetched the 720 px file, 19% more pixels, for every photograph.
 * Quality was chosen by eye on the placeholders: AVIF 45 keeps the canvas
 * weave that lower settings smooth away.
 */
export const imageQuery = "w=360;540;660;720;1080;1440&format=avif;webp&quality=45&as=picture";
/** JPEG only for the few browsers without AVIF or WebP: two sizes are enough. */
export const fallbackQuery = "w=720;1080&format=jpg&quality=75&progressive&as=picture";

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The content of `contentDir`, read and validated (a ContentError names what
 * is wrong). Calls `watch` with each file it reads.
 */
export function readContent(contentDir: string, watch: (file: string) => void = () => {}) {
  const read = (name: string) => {
    const file = path.join(contentDir, `${name}.yaml`);
    watch(file);
    return readFileSync(file, "utf8");
  };
  return loadContent({ site: read("site"), cv: read("cv"), works: read("works") }, (image) =>
    isFile(path.join(contentDir, "images", image)),
  );
}

/** How the share images are encoded, by vite-imagetools, from the PNGs made here. */
export const shareQuery = "format=jpg&quality=80&progressive";

/**
 * The source of each `virtual:content/*` module, and the placeholders'
 * stylesheet, for the content in `contentDir`. Calls `watch` with each file
 * it reads; throws a ContentError for invalid content.
 */
export async function contentModule(
  contentDir: string,
  watch: (file: string) => void,
  /** Where the share images are drawn, before vite-imagetools encodes them. */
  cacheDir: string,
): Promise<{ modules: Record<ContentModule, string>; css: string }> {
  const imagesDir = path.join(contentDir, "images");
  const { site, cv, works } = readContent(contentDir, watch);

  // Every photograph, numbered: picture n is imported as modern<n> and fallback<n>.
  const images: string[] = [];
  const picture = (image: string) => {
    // One number per file, however many modules show it.
    const n = images.includes(image) ? images.indexOf(image) : images.push(image) - 1;
    return `{ sources: { ...modern${n}.sources, ...fallback${n}.sources }, img: fallback${n}.img, placeholder: "ph-${n}" }`;
  };
  const withPicture = (item: { image: string }) =>
    `{ ...${JSON.stringify(item)}, picture: ${picture(item.image)} }`;
  /** A module exporting `value`, with the imports of the photographs it names (and `more`). */
  const module = (name: string, value: string, more: string[] = []) => {
    const imports = [...value.matchAll(/\bmodern(\d+)\b/g)].flatMap(([, n]) => {
      const file = path.join(imagesDir, images[Number(n)] ?? "");
      return [
        `import modern${n} from ${JSON.stringify(`${file}?${imageQuery}`)};`,
        `import fallback${n} from ${JSON.stringify(`${file}?${fallbackQuery}`)};`,
      ];
    });
    return [...imports, ...more, `export const ${name} = ${value};`].join("\n");
  };

  // Each page's share image: the artist's name, the page's name, one photograph.
  const { name, role, city } = site.artist;
  const featured = works.gallery.find((work) => work.id === site.home.featuredWork);
  // loadContent has checked that the featured work is in the gallery.
  if (!featured) throw new Error(`featuredWork ${site.home.featuredWork} is not a gallery work`);
  const firstForSale = works.available[0] ?? featured;
  const shares = [
    {
      page: "home",
      subtitle: `${role}, ${city}`,
      photo: featured.image,
      shows: `the painting ${featured.title}`,
    },
    {
      page: "gallery",
      subtitle: pages.gallery.label,
      photo: works.gallery[0]?.image,
      shows: `the painting ${works.gallery[0]?.title}`,
    },
    {
      page: "available",
      subtitle: pages.available.label,
      photo: firstForSale?.image,
      shows: `the painting ${firstForSale?.title}`,
    },
    {
      page: "contact",
      subtitle: pages.contact.heading,
      photo: site.artist.portrait.image,
      shows: "a photograph of the artist",
    },
  ];
  const shareImports = await Promise.all(
    shares.map(async ({ page, subtitle, photo }) => {
      const png = await renderShareImage({
        title: name,
        subtitle,
        photo: path.join(imagesDir, photo ?? ""),
        cacheDir,
      });
      const file = path.join(cacheDir, `share-${page}.png`);
      writeFileSync(file, png);
      return `import share_${page} from ${JSON.stringify(`${file}?${shareQuery}`)};`;
    }),
  );
  const share = `{ ${shares
    .map(
      ({ page, subtitle, shows }) =>
        `${page}: { src: share_${page}, alt: ${JSON.stringify(`${name}, ${subtitle}, beside ${shows}`)}, width: ${shareImageSize.width}, height: ${shareImageSize.height} }`,
    )
    .join(", ")} }`;

  // Home's own words and photographs go to Home's module, which only its build-time loader reads.
  const { portrait, ...artist } = site.artist;
  const { biography, ...home } = site.home;
  const modules = {
    site: module("site", JSON.stringify({ ...site, artist, home })),
    // Read by the pages' tags alone, at build time: no page's script carries it.
    share: module("share", share, shareImports),
    cv: module("cv", JSON.stringify(cv)),
    gallery: module("gallery", `[${works.gallery.map(withPicture).join(", ")}]`),
    available: module("available", `[${works.available.map(withPicture).join(", ")}]`),
    home: module(
      "homeContent",
      `{ featured: ${withPicture(featured)}, recent: [${site.home.recentWorks
        .map((id) => works.gallery.find((work) => work.id === id))
        .filter((work) => work !== undefined)
        .map(withPicture)
        .join(", ")}], biography: ${JSON.stringify(biography)}, portrait: ${withPicture(portrait)} }`,
    ),
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
  // One folder per content folder, so that two builds of different content never share one.
  const cacheDir = path.resolve(
    "node_modules/.cache/portfolio-share",
    createHash("sha1").update(contentDir).digest("hex").slice(0, 12),
  );
  mkdirSync(cacheDir, { recursive: true });
  async function content(context: Rollup.PluginContext) {
    built ??= contentModule(contentDir, (file) => watched.add(file), cacheDir);
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
