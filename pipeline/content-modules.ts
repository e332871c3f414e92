import path from "node:path";
import { hasPage } from "../rules/exhibitions.ts";
import { everyWork, listedWorks } from "../rules/lists.ts";
import { isThumbnailShaped, parseFocus, thumbnailCrop } from "../rules/proportions.ts";
import { inRoom, isClosed } from "../rules/rooms.ts";
import { seriesOf } from "../rules/series.ts";
import { buildDay } from "./build-day.ts";
import type {
  ContentModules,
  FileRef,
  PictureRef,
  ShareImages,
  Stored,
  WorkRecord,
  Zoom,
} from "./content-types.ts";
import { publicRoomsWarning, repositoryIsPublic, settingUpWarning } from "./first-steps.ts";
import { placeholderWarning } from "./host.ts";
import { pictureQueries, shareQuery, widths } from "./image-queries.ts";
import type { Content } from "./load.ts";
import { inspectPhotographs, proportionWarnings, smallPhotographs } from "./photographs.ts";
import { folderName } from "./read.ts";
import { drawShareImage, drawShareImages, shareImageSize } from "./share-images.ts";
import { tilesName } from "./tiles.ts";

// The content as the app imports it: ten modules, `virtual:content/site` (what every page
// names), `/cv`, `/gallery` and `/available` (each list page's works, sold ones where site.yaml
// puts them), `/home` (what Home alone shows: its works, the biography and the portrait),
// `/share` (the share images), `/exhibitions` (those with a page, with their installation
// photographs), `/series`, `/rooms` (the viewing rooms on the day of the build) and `/records`
// (each work's record beyond its details, for its page alone), so that a page loads only the
// content it shows.
// Each module is data, as JSON (its type is content-types.ts's ContentModules), and the list of
// the files it imports: every photograph through vite-imagetools, whole and (when it is not 4:5)
// cut to 4:5 for the lists, named in the data by its place in that list, with its colours from
// top to bottom, which the page draws (an SVG's attributes) until it arrives. Nothing of a
// photograph goes into the site's stylesheet, which is the same whatever the catalogue.

export const modulePrefix = "virtual:content/";
export type ContentModule = keyof ContentModules;

/** The files one module imports, each once, in the order its data names them. */
class ImportList {
  private readonly places = new Map<string, number>();

  /** The place of the file `source` (a path and its query) in the list. */
  add(source: string): FileRef {
    const file = this.places.get(source) ?? this.places.size;
    this.places.set(source, file);
    return { file };
  }

  /** The module: its imports, `files` in their order, and `data`. */
  module<Name extends ContentModule>(data: Stored<ContentModules[Name]>): string {
    const sources = [...this.places.keys()];
    return [
      ...sources.map((source, file) => `import file${file} from ${JSON.stringify(source)};`),
      `export const files = [${sources.map((_, file) => `file${file}`).join(", ")}];`,
      `export const data = ${JSON.stringify(data)};`,
    ].join("\n");
  }
}

/** The part of a photograph a list's thumbnail keeps. */
type Crop = ReturnType<typeof thumbnailCrop>;
type PhotographData = {
  image: string;
  focus?: string | undefined;
  views?: { image: string; alt: string }[] | undefined;
};

/**
 * The source of each `virtual:content/*` module and the build's warnings, for `content` (read
 * from `contentDir`).
 */
export async function contentModules(
  content: Content,
  contentDir: string,
  /** Where the share images are drawn, before vite-imagetools encodes them. */
  shareDir: string,
  /** The day of the build, year-month-day: a room closes from its closing day. */
  today: string = buildDay(),
): Promise<{ modules: Record<ContentModule, string>; warnings: string[]; imports: string[] }> {
  const imagesDir = path.join(contentDir, "images");
  const { site, cv } = content;
  const sizes = await inspectPhotographs(content, contentDir);
  // Each work's photograph as the zoom has it: its tiles' name and its size.
  const zooms = new Map<string, Zoom>();
  for (const { image } of everyWork(content.works)) {
    const size = sizes.get(image);
    if (size && !zooms.has(image)) {
      const tiles = await tilesName(path.join(imagesDir, image));
      zooms.set(image, { tiles, width: size.width, height: size.height });
    }
  }
  // A work's record goes to its page alone; the lists, the viewer and the rooms carry the rest.
  const forPages = <W extends ContentWork>(work: W) => ({
    ...withoutRecord(work),
    // inspectPhotographs has measured every work's photograph, or stopped the build.
    zoom: zooms.get(work.image) ?? { tiles: "", width: 0, height: 0 },
  });
  const works = {
    gallery: content.works.gallery.map(forPages),
    available: content.works.available.map(forPages),
  };
  const records = everyWork(content.works).flatMap(recordOf);

  /** Every photograph's imports, whatever module has them. */
  const imports = new Set<string>();
  /** A photograph as `files`' module names it: the files made of `image`, whole or cut to `crop`, and its colours. */
  const picture = (files: ImportList, image: string, crop?: Crop): PictureRef => {
    const file = path.join(imagesDir, image);
    const extract = crop ? `extract=${crop.left}_${crop.top}_${crop.width}_${crop.height}&` : "";
    const queries = pictureQueries(crop?.width ?? sizes.get(image)?.width ?? widths[0]);
    const [modern, fallback] = [queries.modern, queries.fallback].map((query) => {
      imports.add(`${file}?${extract}${query}`);
      return files.add(`${file}?${extract}${query}`);
    }) as [FileRef, FileRef];
    return { modern, fallback, colours: sizes.get(image)?.colours ?? [] };
  };
  /** Photographs with their descriptions (a work's other views, an exhibition's), each whole. */
  const viewList = (files: ImportList, views: readonly { image: string; alt: string }[]) =>
    views.map((view) => ({ alt: view.alt, picture: picture(files, view.image) }));
  /**
   * A work (or the portrait) with its photograph whole (`picture`) and, for a work `listed` in a
   * list, when that is not 4:5 already, cut to 4:5 for it (`thumbnail`) at its focus, and its
   * other photographs for its dialog (`views`).
   */
  const withPicture = <Item extends PhotographData>(files: ImportList, item: Item, listed = true) => {
    const { views, ...fields } = item;
    const size = sizes.get(item.image);
    const crop =
      listed &&
      size &&
      !isThumbnailShaped(size) &&
      thumbnailCrop(size, parseFocus(item.focus ?? "") ?? undefined);
    return {
      ...fields,
      picture: picture(files, item.image),
      ...(crop && { thumbnail: picture(files, item.image, crop) }),
      ...(listed && views && { views: viewList(files, views) }),
    };
  };

  // loadContent has left out of Home any work not in the gallery (pipeline/left-out.ts).
  const byId = new Map(works.gallery.map((work) => [work.id, work]));
  const inGallery = (id: number) => {
    const work = byId.get(id);
    if (!work) throw new Error(`${id} is not a gallery work`);
    return work;
  };
  const featured = inGallery(site.home.featuredWork);
  const recent = site.home.recentWorks.map(inGallery);
  const shares = await drawShareImages(content, featured, imagesDir, shareDir);
  const rooms = await roomsOn(content, works, today, imagesDir, shareDir);

  // Each list page's works, with the sold ones where the artist puts them.
  const listed = listedWorks(works, site.available.soldWorks);
  // Home's own words and photographs go to Home's module, which only its build-time loader reads.
  const { portrait, ...artist } = site.artist;
  const { biography, ...home } = site.home;
  const exhibitions = cv.exhibitions.filter(hasPage);
  const series = seriesOf(everyWork(works));
  const lists = { gallery: new ImportList(), available: new ImportList() };
  const [exhibitionFiles, shareFiles, homeFiles, roomFiles] = [
    new ImportList(),
    new ImportList(),
    new ImportList(),
    new ImportList(),
  ];
  const modules: Record<ContentModule, string> = {
    exhibitions: exhibitionFiles.module<"exhibitions">(
      exhibitions.map(({ views, ...fields }) =>
        views ? { ...fields, views: viewList(exhibitionFiles, views) } : fields,
      ),
    ),
    series: new ImportList().module<"series">(
      series.map(({ works: members, ...named }) => ({ ...named, works: members.map((work) => work.id) })),
    ),
    site: new ImportList().module<"site">({ ...site, artist, home }),
    // Read by the pages' tags alone, at build time: no page's script carries it.
    share: shareFiles.module<"share">(
      Object.fromEntries(
        shares.map(({ page, file, alt }) => [
          page,
          { src: shareFiles.add(`${file}?${shareQuery}`), alt, ...shareImageSize },
        ]),
      ) as Stored<ShareImages>,
    ),
    cv: new ImportList().module<"cv">(cv),
    gallery: lists.gallery.module<"gallery">(listed.gallery.map((work) => withPicture(lists.gallery, work))),
    available: lists.available.module<"available">(
      listed.available.map((work) => withPicture(lists.available, work)),
    ),
    rooms: roomFiles.module<"rooms">(
      rooms.map(({ works: shown, share, ...room }) => ({
        ...room,
        works: shown.map((work) => withPicture(roomFiles, work)),
        share: { src: roomFiles.add(`${share.file}?${shareQuery}`), alt: share.alt, ...shareImageSize },
      })),
    ),
    records: new ImportList().module<"records">(records),
    home: homeFiles.module<"home">({
      featured: withPicture(homeFiles, featured, false),
      recent: recent.map((work) => withPicture(homeFiles, work)),
      biography,
      portrait: withPicture(homeFiles, portrait, false),
    }),
  };
  return {
    modules,
    warnings: [
      ...content.warnings,
      ...placeholderWarning(site, folderName(contentDir)),
      ...settingUpWarning(site, folderName(contentDir)),
      ...publicRoomsWarning(
        content.rooms.length > 0,
        content.rooms.length > 0 ? await repositoryIsPublic(process.env) : undefined,
        folderName(contentDir),
      ),
      ...proportionWarnings(content, sizes),
      ...smallPhotographs(content, sizes),
    ],
    imports: [...imports],
  };
}

type ContentWork = Content["works"]["gallery"][number] | Content["works"]["available"][number];
type RecordField = keyof Omit<WorkRecord, "id">;
/** A work without the parts of its record that its page alone shows. */
function withoutRecord<W extends ContentWork>(work: W): Omit<W, RecordField> {
  const { signed, framed, provenance, literature, ...rest } = work;
  return rest;
}
type Work = Omit<ContentWork, RecordField> & { zoom: Zoom };

/** A work's record, if it has one beyond its details. */
function recordOf({ id, signed, framed, provenance, literature }: ContentWork): WorkRecord[] {
  const record = { signed, framed, provenance, literature };
  const given = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
  return Object.keys(given).length > 0 ? [{ id, ...given }] : [];
}

/**
 * The viewing rooms open on `today`, each with its works (the room's prices where it gives them)
 * and its share image, the room's title beside its first work. A closed room leaves nothing here:
 * its address shows the rooms' closed page, which names none.
 */
async function roomsOn(
  content: Content,
  works: { gallery: Work[]; available: Work[] },
  today: string,
  imagesDir: string,
  shareDir: string,
) {
  const byId = new Map(everyWork(works).map((work) => [work.id, work]));
  const { name, portrait } = content.site.artist;
  const open = content.rooms.filter((room) => !isClosed(room, today));
  return Promise.all(
    open.map(async ({ works: chosen, ...room }, index) => {
      // loadContent has checked that every work of a room is a work of works.yaml.
      const works = chosen.flatMap((entry) => {
        const { id, price } = typeof entry === "number" ? { id: entry, price: undefined } : entry;
        const work = byId.get(id);
        return work ? [inRoom(work, price)] : [];
      });
      const [first] = works;
      const share = await drawShareImage(
        name,
        first
          ? { subtitle: room.title, photo: first.image, shows: `the painting ${first.title}` }
          : { subtitle: room.title, photo: portrait.image, shows: "a photograph of the artist" },
        imagesDir,
        // Named by its place, not its key: the file's name says nothing of the room.
        path.join(shareDir, `share-room-${index + 1}.png`),
      );
      return { ...room, works, share };
    }),
  );
}
