import path from "node:path";
import { hasPage } from "../rules/exhibitions.ts";
import { everyWork, listedWorks } from "../rules/lists.ts";
import { isThumbnailShaped, parseFocus, thumbnailCrop } from "../rules/proportions.ts";
import { seriesOf } from "../rules/series.ts";
import type { ContentModules, Cv, Series, Site } from "./content-types.ts";
import { pictureQueries, shareQuery, widths } from "./image-queries.ts";
import type { Content } from "./load.ts";
import { inspectPhotographs, proportionWarnings, smallPhotographs } from "./photographs.ts";
import { drawShareImages, shareImageSize } from "./share-images.ts";
import { stylesheetRules } from "./stylesheet.ts";

// The content as the app imports it: seven modules, `virtual:content/site` (what every page
// names), `/cv`, `/gallery` and `/available` (each list page's works, sold ones where site.yaml
// puts them), `/home` (what Home alone shows: its works, the biography and the portrait),
// `/share` (the share images) and `/career` (the exhibitions with a page, with their
// installation photographs, and the series), so that a page loads only the content it shows.
// Every photograph is imported through vite-imagetools, whole and (when it is not 4:5) cut to 4:5
// for the lists; the stylesheet gets a rule for each photograph (its proportions, and its colours
// shown until it loads) and one for each work (where its photograph hangs on "See it on a wall").

export const modulePrefix = "virtual:content/";
export type ContentModule = keyof ContentModules;
/** Each module's one export, by the name its type has in ContentModules. */
const exportNames: { [Name in ContentModule]: keyof ContentModules[Name] } = {
  site: "site",
  cv: "cv",
  gallery: "gallery",
  available: "available",
  home: "homeContent",
  share: "share",
  career: "career",
};
export const moduleNames = Object.keys(exportNames) as ContentModule[];

/**
 * The source of one module: `build` makes the exported value's code, naming
 * through `use` each file it imports; the imports are written from that set
 * (each once, however often the value names it).
 */
function moduleSource(module: ContentModule, build: (use: (source: string) => string) => string) {
  const imports = new Map<string, string>();
  const value = build((source) => {
    const local = imports.get(source) ?? `file${imports.size}`;
    imports.set(source, local);
    return local;
  });
  return [
    ...[...imports].map(([source, local]) => `import ${local} from ${JSON.stringify(source)};`),
    `export const ${exportNames[module]} = ${value};`,
  ].join("\n");
}
type Use = Parameters<Parameters<typeof moduleSource>[1]>[0];

/** The part of a photograph a list's thumbnail keeps. */
type Crop = ReturnType<typeof thumbnailCrop>;

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
  /** Photographs with their descriptions (a work's other views, an exhibition's), each whole. */
  const viewList = (use: Use, views: readonly { image: string; alt: string }[]) =>
    `[${views.map((view) => `{ alt: ${JSON.stringify(view.alt)}, picture: ${picture(use, view.image)} }`).join(", ")}]`;
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
    // Its other views, for the dialog.
    const others = listed && views ? `, views: ${viewList(use, views)}` : "";
    return `{ ...${JSON.stringify(fields)}, picture: ${picture(use, item.image)}${thumbnail}${others} }`;
  };
  const list = (use: Use, items: readonly { image: string }[]) =>
    `[${items.map((item) => withPicture(use, item)).join(", ")}]`;

  // loadContent has checked that the featured and recent works are in the gallery.
  const byId = new Map(works.gallery.map((work) => [work.id, work]));
  const inGallery = (id: number) => {
    const work = byId.get(id);
    if (!work) throw new Error(`${id} is not a gallery work`);
    return work;
  };
  const featured = inGallery(site.home.featuredWork);
  const recent = site.home.recentWorks.map(inGallery);
  const shares = await drawShareImages(content, featured, imagesDir, shareDir);

  // Each list page's works, with the sold ones where the artist puts them.
  const listed = listedWorks(works, site.available.soldWorks);
  // Home's own words and photographs go to Home's module, which only its build-time loader reads.
  const { portrait, ...artist } = site.artist;
  const { biography, ...home } = site.home;
  const exhibitions = cv.exhibitions.filter(hasPage);
  const series = seriesOf(everyWork(works));
  const modules: Record<ContentModule, string> = {
    career: moduleSource("career", (use) => {
      const shows = exhibitions.map(({ views, ...fields }) =>
        views ? `{ ...${JSON.stringify(fields)}, views: ${viewList(use, views)} }` : JSON.stringify(fields),
      );
      const seriesIds = series.map(({ works: members, ...named }) => ({
        ...named,
        works: members.map((work) => work.id),
      }));
      return `{ exhibitions: [${shows.join(", ")}], series: ${JSON.stringify(seriesIds satisfies Series[])} }`;
    }),
    site: moduleSource("site", () => JSON.stringify({ ...site, artist, home } satisfies Site)),
    // Read by the pages' tags alone, at build time: no page's script carries it.
    share: moduleSource(
      "share",
      (use) =>
        `{ ${shares
          .map(({ page, file, alt }) => {
            const src = use(`${file}?${shareQuery}`);
            return `${page}: { src: ${src}, alt: ${JSON.stringify(alt)}, width: ${shareImageSize.width}, height: ${shareImageSize.height} }`;
          })
          .join(", ")} }`,
    ),
    cv: moduleSource("cv", () => JSON.stringify(cv satisfies Cv)),
    gallery: moduleSource("gallery", (use) => list(use, listed.gallery)),
    available: moduleSource("available", (use) => list(use, listed.available)),
    home: moduleSource(
      "home",
      (use) =>
        `{ featured: ${withPicture(use, featured, false)}, recent: ${list(use, recent)}, biography: ${JSON.stringify(biography)}, portrait: ${withPicture(use, portrait, false)} }`,
    ),
  };
  return {
    modules,
    css: stylesheetRules([...photographs.keys()], sizes, everyWork(works)),
    warnings: [...proportionWarnings(content, sizes), ...smallPhotographs(content, sizes)],
    imports: [...imports],
  };
}
