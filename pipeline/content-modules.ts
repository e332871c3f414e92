import path from "node:path";
import { everyWork } from "../rules/lists.ts";
import { isThumbnailShaped, parseFocus, thumbnailCrop } from "../rules/proportions.ts";
import { noTimeZoneWarning } from "./build-day.ts";
import type { Catalogue } from "./catalogue.ts";
import type { PhotographsModule } from "./content-types.ts";
import { publicRoomsWarning, repositoryIsPublic, settingUpWarning } from "./first-steps.ts";
import { placeholderWarning } from "./host.ts";
import { pictureQueries, shareQuery, widths } from "./image-queries.ts";
import { netlifyInquiriesLine } from "./netlify-inquiries.ts";
import { inspectPhotographs, proportionWarnings, smallPhotographs } from "./photographs.ts";
import { folderName } from "./read.ts";
import {
  drawListShareImages,
  drawShareImages,
  roomShareDescription,
  shareImageSize,
} from "./share-images.ts";
import { tilesName } from "./tiles.ts";

// The photographs as the app imports them, in one module, `virtual:content/photographs` (every
// photograph's files, its colours and its zoom, each page's share image, and each open room's
// share image's words), which the loaders alone read, at build time. Everything else a page shows
// comes from the catalogue (pipeline/catalogue.ts), which the loaders take from pipeline/read.ts
// as this module does.
// Each photograph is imported through vite-imagetools, whole and (for a work, when it is not 4:5)
// cut to 4:5 at its focus for the lists, with its colours from top to bottom, which the page draws
// (an SVG's attributes) until it arrives. Nothing of a photograph goes into the site's
// stylesheet, which is the same whatever the catalogue.

export const modulePrefix = "virtual:content/";
export const moduleNames = ["photographs"] as const;
export type ContentModule = (typeof moduleNames)[number];

/** A file the module imports, in the data the module exports: written as the import's name. */
class Imported {
  constructor(readonly name: string) {}
}

/** The files one module imports, each once, and its exports as source text. */
class ImportList {
  private readonly names = new Map<string, Imported>();

  /** The file `source` (a path and its query), imported once however often it is named. */
  add(source: string): Imported {
    const known = this.names.get(source) ?? new Imported(`file${this.names.size}`);
    this.names.set(source, known);
    return known;
  }

  /** The module: its imports, then each of `exports` as a constant. */
  module(exports: Record<string, unknown>): string {
    return [
      ...[...this.names].map(([source, { name }]) => `import ${name} from ${JSON.stringify(source)};`),
      ...Object.entries(exports).map(([name, value]) => `export const ${name} = ${sourceOf(value)};`),
    ].join("\n");
  }
}

/** `value` as JavaScript: JSON, but an Imported file is the name it is imported as. */
function sourceOf(value: unknown): string {
  if (value instanceof Imported) return value.name;
  if (Array.isArray(value)) return `[${value.map(sourceOf).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${sourceOf(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The source of each `virtual:content/*` module, the build's warnings, and every photograph's
 * imports, for the catalogue `made` (its content read from `contentDir`).
 */
export async function contentModules(
  made: Catalogue,
  contentDir: string,
  /** Where the share images are drawn, before vite-imagetools encodes them. */
  shareDir: string,
): Promise<{ modules: Record<ContentModule, string>; warnings: string[]; imports: string[] }> {
  const imagesDir = path.join(contentDir, "images");
  const { content } = made;
  const { site, works } = content;
  const sizes = await inspectPhotographs(content, contentDir);
  const files = new ImportList();
  /** Every photograph's imports (the share images are the build's own). */
  const imports = new Set<string>();
  /** A photograph's files, whole or cut to `crop`. */
  const filesOf = (image: string, crop?: Crop) => {
    const file = path.join(imagesDir, image);
    const extract = crop ? `extract=${crop.left}_${crop.top}_${crop.width}_${crop.height}&` : "";
    const queries = pictureQueries(crop?.width ?? sizes.get(image)?.width ?? widths[0]);
    const modern = `${file}?${extract}${queries.modern}`;
    const fallback = `${file}?${extract}${queries.fallback}`;
    imports.add(modern).add(fallback);
    return { modern: files.add(modern), fallback: files.add(fallback) };
  };

  // Every photograph whole: the works', their other views', the exhibitions' and the portrait.
  const photographs: PhotographsModule<Imported, Imported>["photographs"] = {};
  const add = (image: string) => {
    photographs[image] ??= { whole: filesOf(image), cuts: {}, colours: sizes.get(image)?.colours ?? [] };
    return photographs[image];
  };
  for (const work of everyWork(works)) {
    const photograph = add(work.image);
    // Its tiles' name and its size, for the zoom; inspectPhotographs has measured it, or stopped the build.
    const size = sizes.get(work.image);
    if (size && !photograph.zoom) {
      const tiles = await tilesName(path.join(imagesDir, work.image));
      photograph.zoom = { tiles, width: size.width, height: size.height };
    }
    // A list's 4:5 cut, at the work's focus, where the photograph is not 4:5 already.
    const crop =
      size && !isThumbnailShaped(size) && thumbnailCrop(size, parseFocus(work.focus ?? "") ?? undefined);
    if (crop) photograph.cuts[work.focus ?? ""] ??= filesOf(work.image, crop);
    for (const view of work.views ?? []) add(view.image);
  }
  for (const { exhibition } of made.exhibitions) for (const view of exhibition.views ?? []) add(view.image);
  add(site.artist.portrait.image);

  const shareImage = ({ file, alt }: { file: string; alt: string }) => ({
    src: files.add(`${file}?${shareQuery}`),
    alt,
    ...shareImageSize,
  });
  const pageShares = await drawShareImages(content, made.home.featured, imagesDir, shareDir);
  const listShares = await drawListShareImages(content, made.series, made.exhibitions, imagesDir, shareDir);
  const shareImagesOf = (drawn: Record<string, { file: string; alt: string }>) =>
    Object.fromEntries(Object.entries(drawn).map(([slug, image]) => [slug, shareImage(image)]));
  // Each open room's words alone: its picture is a build step's, at the room's own address.
  const roomShares = made.rooms
    .filter((room) => room.open)
    .map((room) => [room.key, roomShareDescription(site, room)] as const);
  const shareImages: PhotographsModule<Imported, Imported>["shareImages"] = {
    pages: {
      home: shareImage(pageShares.home),
      gallery: shareImage(pageShares.gallery),
      available: shareImage(pageShares.available),
      contact: shareImage(pageShares.contact),
    },
    rooms: Object.fromEntries(roomShares),
    series: shareImagesOf(listShares.series),
    exhibitions: shareImagesOf(listShares.exhibitions),
  };

  const modules: Record<ContentModule, string> = { photographs: files.module({ photographs, shareImages }) };
  return {
    modules,
    warnings: [
      ...content.warnings,
      ...placeholderWarning(site, folderName(contentDir)),
      ...noTimeZoneWarning(site, folderName(contentDir)),
      ...settingUpWarning(site, folderName(contentDir)),
      ...publicRoomsWarning(
        content.rooms.length > 0,
        content.rooms.length > 0 ? await repositoryIsPublic(process.env) : undefined,
        folderName(contentDir),
      ),
      ...netlifyInquiriesLine(process.env),
      ...proportionWarnings(content, sizes),
      ...smallPhotographs(content, sizes),
    ],
    imports: [...imports],
  };
}

/** The part of a photograph a list's thumbnail keeps. */
type Crop = ReturnType<typeof thumbnailCrop>;
