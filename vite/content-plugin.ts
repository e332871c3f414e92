import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin, Rollup } from "vite";
import { parseDimensions } from "../app/lib/dimensions.ts";
import { pages, sitePages } from "../app/lib/pages.ts";
import {
  isThumbnailShaped,
  type PhotoSize,
  parseFocus,
  proportionsDisagree,
  thumbnailCrop,
} from "../app/lib/proportions.ts";
import { inCm, paintingPlacement, wallScene } from "../app/lib/wall.ts";
import { everyWork, listedWorks, listings } from "../pipeline/lists.ts";
import { type Content, ContentError } from "../pipeline/load.ts";
import { contentFiles, exitWith, folderName, readContent } from "../pipeline/read.ts";
import { renderShareImage, shareImageSize } from "./share-images.ts";

// Serves the validated files of content/ to the app as six modules,
// `virtual:content/site` (what every page's script needs), `/cv`, `/gallery`
// and `/available` (each list page's works, sold ones where site.yaml puts
// them), `/home` (what Home alone shows: its works, the biography and the
// portrait) and `/share` (the share images), so that a page loads only the
// content it shows. Every photograph is imported through vite-imagetools,
// so that the build makes its responsive sizes and formats, whole and (when it
// is not 4:5) cut to 4:5 for the lists; the site's stylesheet gets a rule for
// each photograph (its proportions, and its colours shown until it loads) and
// one for each work (where its photograph hangs on "See it on a wall").
// Each page gets a share image. Invalid content stops the build.

const modulePrefix = "virtual:content/";
const moduleNames = ["site", "cv", "gallery", "available", "home", "share"] as const;
type ContentModule = (typeof moduleNames)[number];

/**
 * The widths made of every photograph; pages choose among them with `sizes`. 360, 720 and 1080
 * px are a phone's full-width image at 1x, 2x and 3x; 540 and 1440 fit the desktop layouts; 660
 * is a 360 px phone's full width at 2x, a 412 px phone's at 1.75x and the dialog's at 1x, which
 * would otherwise fetch the 720 px file.
 */
const widths = [360, 540, 660, 720, 1080, 1440] as const;
/** JPEG only for the few browsers without AVIF or WebP: two sizes are enough. */
const fallbackWidths = [720, 1080] as const;

/** `wanted`, but never wider than the image itself (`width`): its own width stands in for the wider ones. */
export const widthsFor = (wanted: readonly number[], width: number): number[] => [
  ...new Set(wanted.map((w) => Math.min(w, width))),
];

/**
 * The two imports of an image `width` px wide (after any cut): AVIF and WebP at quality 45,
 * which keeps the canvas weave, with libaom's effort 3 (much faster than 4, for files a little larger),
 * and the JPEG fallback.
 */
export const pictureQueries = (width: number) => ({
  modern: `w=${widthsFor(widths, width).join(";")}&format=avif;webp&quality=45&effort=3&as=picture`,
  fallback: `w=${widthsFor(fallbackWidths, width).join(";")}&format=jpg&quality=75&progressive&as=picture`,
});

/** Narrower than this, a photograph shows less sharp than it could on a phone's screen at 2x. */
const sharpWidth = 720;

/** How the share images are encoded, by vite-imagetools, from the PNGs made here. */
export const shareQuery = "format=jpg&quality=80&progressive";

/**
 * The source of one module: `build` makes the exported value's code, naming
 * through `use` each file it imports; the imports are written from that set
 * (each once, however often the value names it).
 */
function moduleSource(name: string, build: (use: (source: string) => string) => string) {
  const imports = new Map<string, string>();
  const value = build((source) => {
    const local = imports.get(source) ?? `file${imports.size}`;
    imports.set(source, local);
    return local;
  });
  return [
    ...[...imports].map(([source, local]) => `import ${local} from ${JSON.stringify(source)};`),
    `export const ${name} = ${value};`,
  ].join("\n");
}
type Use = Parameters<Parameters<typeof moduleSource>[1]>[0];

/** The part of a photograph a list's thumbnail keeps. */
type Crop = ReturnType<typeof thumbnailCrop>;

/** A photograph's size as it is shown (its EXIF orientation applied), and its placeholder's colours. */
type Photograph = PhotoSize & { gradient: string };

/**
 * Each photograph, read once before any image is made: its size, and its
 * colours for its placeholder (which decodes it whole). A file that cannot be
 * read as a photograph stops the build here, named with its work.
 */
async function inspectPhotographs(content: Content, contentDir: string): Promise<Map<string, Photograph>> {
  const problems: string[] = [];
  const found = new Map<string, Photograph>();
  await Promise.all(
    [...content.photoPlaces].map(async ([image, place]) => {
      const file = path.join(contentDir, "images", image);
      try {
        const { autoOrient } = await sharp(file).metadata();
        found.set(image, { ...autoOrient, gradient: await placeholderGradient(file) });
      } catch {
        // sharp's own words (libvips' decoder errors) would not help the artist.
        problems.push(
          `${place}: ${image} cannot be read: the file is damaged or incomplete. Save or copy it again`,
        );
      }
    }),
  );
  if (problems.length > 0) throw new ContentError(problems, folderName(contentDir));
  return found;
}

/** A warning for each work whose photograph's proportions disagree with its dimensions. */
function proportionWarnings(content: Content, sizes: ReadonlyMap<string, PhotoSize>) {
  return everyWork(content.works).flatMap((work) => {
    const dimensions = parseDimensions(work.dimensions);
    const size = sizes.get(work.image);
    const problem = dimensions && size && proportionsDisagree(dimensions, size);
    return problem ? [`${content.photoPlaces.get(work.image)}: ${problem}`] : [];
  });
}

/**
 * One note for the photographs too narrow to show sharp on a phone, if any: the artist can
 * replace them with larger files. (Wider ones lacking only the largest sizes are normal.)
 */
function smallPhotographs(content: Content, sizes: ReadonlyMap<string, PhotoSize>): string[] {
  const small = [...content.photoPlaces.keys()].filter(
    (image) => (sizes.get(image)?.width ?? 0) < sharpWidth,
  );
  if (small.length === 0) return [];
  const named = small.slice(0, 3).map((image) => `${image} (${sizes.get(image)?.width} px)`);
  const more = small.length > 3 ? ` and ${small.length - 3} more` : "";
  return [
    `${small.length === 1 ? "One photograph is" : `${small.length} photographs are`} narrower than ${sharpWidth} px: ${named.join(", ")}${more}. ` +
      `They show less sharp on a phone than they could; a file ${widths.at(-1)} px wide or more is sharp everywhere.`,
  ];
}

/**
 * The source of each `virtual:content/*` module, the photographs'
 * stylesheet rules and the build's warnings, for `content` (read from `contentDir`).
 */
export async function contentModules(
  content: Content,
  contentDir: string,
  /** Where the share images are drawn, before vite-imagetools encodes them. */
  shareDir: string,
): Promise<{ modules: Record<ContentModule, string>; css: string; warnings: string[]; imports: string[] }> {
  const imagesDir = path.join(contentDir, "images");
  const { site, cv, works } = content;
  const sizes = await inspectPhotographs(content, contentDir);

  // Every photograph, numbered once for all the modules: photograph n has the class ph-<n>.
  const photographs = new Map<string, number>();
  const numberOf = (image: string) => {
    if (!photographs.has(image)) photographs.set(image, photographs.size);
    return photographs.get(image) ?? 0;
  };
  /** Every photograph's imports, whatever module has them. */
  const imports = new Set<string>();
  /** A Picture, as code: the files made of `image`, whole or cut to `crop`. */
  const picture = (use: Use, image: string, crop?: Crop) => {
    const file = path.join(imagesDir, image);
    const extract = crop ? `extract=${crop.left}_${crop.top}_${crop.width}_${crop.height}&` : "";
    const queries = pictureQueries(crop?.width ?? sizes.get(image)?.width ?? widths[0]);
    const [modern, fallback] = [queries.modern, queries.fallback].map((query) => {
      imports.add(`${file}?${extract}${query}`);
      return use(`${file}?${extract}${query}`);
    });
    return `{ sources: { ...${modern}.sources, ...${fallback}.sources }, img: ${fallback}.img, photoClass: "ph-${numberOf(image)}" }`;
  };
  /**
   * A work (or the portrait) with its photograph whole (`picture`) and, for a
   * work `listed` in a list, when that is not 4:5 already, cut to 4:5 for it
   * (`thumbnail`) at its focus, and its other photographs for its dialog (`views`).
   */
  const withPicture = (
    use: Use,
    item: { image: string; focus?: string | undefined; views?: { image: string; alt: string }[] | undefined },
    listed = true,
  ) => {
    const { views, ...fields } = item;
    const size = sizes.get(item.image);
    const crop =
      listed &&
      size &&
      !isThumbnailShaped(size) &&
      thumbnailCrop(size, parseFocus(item.focus ?? "") ?? undefined);
    const thumbnail = crop ? `, thumbnail: ${picture(use, item.image, crop)}` : "";
    // Its other views, for the dialog, each in every size and format of the main photograph.
    const others =
      listed && views
        ? `, views: [${views.map((view) => `{ alt: ${JSON.stringify(view.alt)}, picture: ${picture(use, view.image)} }`).join(", ")}]`
        : "";
    return `{ ...${JSON.stringify(fields)}, picture: ${picture(use, item.image)}${thumbnail}${others} }`;
  };
  const list = (use: Use, items: readonly { image: string }[]) =>
    `[${items.map((item) => withPicture(use, item)).join(", ")}]`;

  // Each page's share image: the artist's name, the page's name, one photograph.
  const { name, role, city } = site.artist;
  const byId = new Map(works.gallery.map((work) => [work.id, work]));
  // loadContent has checked that the featured and recent works are in the gallery.
  const inGallery = (id: number) => {
    const work = byId.get(id);
    if (!work) throw new Error(`${id} is not a gallery work`);
    return work;
  };
  const featured = inGallery(site.home.featuredWork);
  const recent = site.home.recentWorks.map(inGallery);
  const firstInGallery = works.gallery[0] ?? featured;
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
      photo: firstInGallery.image,
      shows: `the painting ${firstInGallery.title}`,
    },
    {
      page: "available",
      subtitle: pages.available.label,
      photo: firstForSale.image,
      shows: `the painting ${firstForSale.title}`,
    },
    {
      page: "contact",
      subtitle: pages.contact.heading,
      photo: site.artist.portrait.image,
      shows: "a photograph of the artist",
    },
  ] as const;
  const shareFiles = await Promise.all(
    shares.map(async ({ page, subtitle, photo }) => {
      const png = await renderShareImage({
        title: name,
        subtitle,
        photo: path.join(imagesDir, photo),
        cacheDir: shareDir,
      });
      const file = path.join(shareDir, `share-${page}.png`);
      writeFileSync(file, png);
      return file;
    }),
  );

  // Each list page's works, with the sold ones where the artist puts them.
  const listed = listedWorks(works, site.available.soldWorks);
  // Home's own words and photographs go to Home's module, which only its build-time loader reads.
  const { portrait, ...artist } = site.artist;
  const { biography, ...home } = site.home;
  const modules: Record<ContentModule, string> = {
    site: moduleSource("site", () => JSON.stringify({ ...site, artist, home })),
    // Read by the pages' tags alone, at build time: no page's script carries it.
    share: moduleSource(
      "share",
      (use) =>
        `{ ${shares
          .map(({ page, subtitle, shows }, index) => {
            const src = use(`${shareFiles[index]}?${shareQuery}`);
            const alt = JSON.stringify(`${name}, ${subtitle}, beside ${shows}`);
            return `${page}: { src: ${src}, alt: ${alt}, width: ${shareImageSize.width}, height: ${shareImageSize.height} }`;
          })
          .join(", ")} }`,
    ),
    cv: moduleSource("cv", () => JSON.stringify(cv)),
    gallery: moduleSource("gallery", (use) => list(use, listed.gallery)),
    available: moduleSource("available", (use) => list(use, listed.available)),
    home: moduleSource(
      "homeContent",
      (use) =>
        `{ featured: ${withPicture(use, featured, false)}, recent: ${list(use, recent)}, biography: ${JSON.stringify(biography)}, portrait: ${withPicture(use, portrait, false)} }`,
    ),
  };
  // Each photograph's proportions, for the views that show it whole, and its colours while it loads.
  const rules = [...photographs.keys()].map((image, n) => {
    const { width = 4, height = 5, gradient = "none" } = sizes.get(image) ?? {};
    return `.ph-${n}{--ratio:${+(width / height).toFixed(5)}}img.ph-${n}{background-image:${gradient}}`;
  });
  // Where each work's photograph hangs on its wall (app/components/wall-scene.tsx).
  for (const work of everyWork(works)) {
    const dimensions = parseDimensions(work.dimensions);
    if (dimensions) rules.push(`.wall-${work.id}{${paintingPlacement(wallScene(inCm(dimensions)))}}`);
  }
  return {
    modules,
    css: rules.join("\n"),
    warnings: [...proportionWarnings(content, sizes), ...smallPhotographs(content, sizes)],
    imports: [...imports],
  };
}

/**
 * The photograph's colours from top to bottom, averaged into three bands: a
 * few bytes of CSS that stand in for it while it loads, so the page shows the
 * painting's palette at once instead of grey boxes that pop.
 */
export async function placeholderGradient(file: string): Promise<string> {
  const pixels = await sharp(file).autoOrient().resize(1, 3, { fit: "fill" }).removeAlpha().raw().toBuffer();
  const hex = (offset: number) =>
    `#${[...pixels.subarray(offset, offset + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  return `linear-gradient(${hex(0)},${hex(3)},${hex(6)})`;
}

/** Every page's address, in one string; undefined while the content has a mistake. */
function pageAddresses(contentDir: string): string | undefined {
  try {
    return sitePages(listings(readContent(contentDir)))
      .map((page) => page.path)
      .join(" ");
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

/**
 * `stylesheet` is the site's one stylesheet: the photographs' rules go at its end,
 * so they cost no request of their own.
 */
export function contentPlugin(
  contentDir: string,
  stylesheet: string,
  {
    shareDir,
    onImports,
  }: {
    /** Where the share images are drawn, before vite-imagetools encodes them. */
    shareDir: string;
    /** Told every photograph's imports, each time the modules are made. */
    onImports?: (imports: readonly string[]) => void;
  },
): Plugin {
  // The modules and the photographs' rules, made once for the content readContent() gives (the
  // same object for every environment of a build) and again when a file changes.
  let built: { for: Content; result: ReturnType<typeof contentModules> } | undefined;
  mkdirSync(shareDir, { recursive: true });
  let warned = false;
  async function content(context: Rollup.PluginContext) {
    for (const file of contentFiles(contentDir)) context.addWatchFile(file);
    try {
      const current = readContent(contentDir);
      if (built?.for !== current) {
        built = { for: current, result: contentModules(current, contentDir, shareDir) };
        onImports?.((await built.result).imports);
      }
      const result = await built.result;
      // Once, from the browser's build: the server's build reads the same content.
      if (!warned && context.environment.name === "client") {
        warned = true;
        for (const warning of result.warnings) context.warn(warning);
      }
      return result;
    } catch (error) {
      built = undefined;
      if (!(error instanceof ContentError)) throw error;
      // A build stops with the artist's message; the development server shows it over the page
      // until the file is put right.
      if (context.environment.mode === "build") exitWith(error);
      context.error(error.message);
    }
  }
  return {
    name: "portfolio-content",
    watchChange() {
      warned = false;
    },
    configureServer(server) {
      // react-router.config.ts lists the pages to prerender when the server starts, and the
      // development server renders no other: a work added, removed or retitled in the files (by
      // the editor, say), or a list's new page, needs the server started again to have its page.
      let addresses = pageAddresses(contentDir);
      server.watcher.on("change", async (file) => {
        if (!contentFiles(contentDir).includes(file)) return;
        const now = pageAddresses(contentDir);
        if (now === undefined || now === addresses) return;
        addresses = now;
        await server.restart();
      });
    },
    resolveId(id) {
      return id.startsWith(modulePrefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      const name = id.startsWith(`\0${modulePrefix}`) ? id.slice(modulePrefix.length + 1) : null;
      if (name === null) return undefined;
      const { modules } = await content(this);
      if (!(name in modules)) this.error(`No module ${id.slice(1)}: there are ${moduleNames.join(", ")}.`);
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
