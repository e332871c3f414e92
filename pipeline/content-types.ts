import type { z } from "zod";
import type { SiteData } from "./load.ts";
import type { cvSchema, roomsSchema, worksSchema } from "./schema.ts";

// The content as the app has it (pipeline/content-modules.ts makes it): the files' checked data,
// with each photograph's responsive sources in place of its path. The app imports these types
// alone.

/** A photograph's responsive sources, made at build time (pipeline/content-modules.ts). */
export type Picture = {
  /** A srcset per format: avif, webp, jpeg. */
  sources: Record<string, string>;
  /** The JPEG fallback's largest size. */
  img: { src: string; w: number; h: number };
  /** Its colours from top to bottom, #rrggbb: what the page shows in its place while it loads. */
  colours: string[];
};

/** Another photograph of a work (a detail, the work in a room), with its own alt text. */
export type View = { alt: string; picture: Picture };
/**
 * A work's photograph whole, cut to 4:5 for the lists when it is not 4:5
 * already, and its other views.
 */
type Photographs = { picture: Picture; thumbnail?: Picture; views?: View[]; zoom: Zoom };
/**
 * A work's photograph as the zoom has it: its tiles' name (served at /iiif/<name>/,
 * pipeline/tiles.ts) and its size in pixels, upright.
 */
export type Zoom = { tiles: string; width: number; height: number };
type WorksData = z.output<typeof worksSchema>;
/** The parts of a work's record its own page alone shows (`virtual:content/records`). */
type RecordField = "signed" | "framed" | "provenance" | "literature";
export type GalleryWork = Omit<WorksData["gallery"][number], "views" | RecordField> & Photographs;
export type AvailableWork = Omit<WorksData["available"][number], "views" | RecordField> & Photographs;
export type Artwork = GalleryWork | AvailableWork;

/** A work's record beyond its details, for its page: signature, framed size, provenance, literature. */
export type WorkRecord = Pick<WorksData["gallery"][number], "id" | RecordField>;

/** A page's share image (og:image): its address, description and size in pixels. */
export type ShareImage = { src: string; alt: string; width: number; height: number };

/**
 * site.yaml as every page's script has it (`virtual:content/site`): Home's
 * biography and the portrait are Home's own (`virtual:content/home`).
 */
export type Site = Omit<SiteData, "artist" | "home"> & {
  artist: Omit<SiteData["artist"], "portrait">;
  home: Omit<SiteData["home"], "biography">;
};
/** The artist as every page names her: the top bar, the footer, the Inquire buttons. */
export type Artist = Site["artist"];
/** The artist's portrait, with its photograph. */
export type Portrait = SiteData["artist"]["portrait"] & { picture: Picture };
/** Each page's share image: `virtual:content/share`. */
export type ShareImages = Record<"home" | "gallery" | "available" | "contact", ShareImage>;
export type Cv = z.output<typeof cvSchema>;
type ExhibitionData = Cv["exhibitions"][number];
/** An exhibition with a page (rules/exhibitions.ts's hasPage), its installation photographs with their sources. */
export type Exhibition = Omit<ExhibitionData, "views"> & { views?: View[] };
type RoomData = z.output<typeof roomsSchema>[number];
/** An open viewing room as its page shows it on the day of the build (rooms.yaml). */
export type Room = Omit<RoomData, "works"> & {
  /** Its works in its order, each with the room's price where it gives one. */
  works: Artwork[];
  /** Its link preview: the room's title beside its first work. */
  share: ShareImage;
};

/** A series: its name, its address and its works' ids, in works.yaml's order. */
export type Series = { name: string; slug: string; works: number[] };

/** What Home alone shows: its featured and recent works (site.yaml), the biography and the portrait. */
export type HomeContent = {
  featured: GalleryWork;
  recent: GalleryWork[];
  biography: string[];
  portrait: Portrait;
};

/**
 * The data of each `virtual:content/<name>` module, so that a page loads only the content it
 * shows: pipeline/content-modules.ts writes them, app/data/ reads them.
 */
export type ContentModules = {
  /** What every page's tags and parts name: the artist, each page's words. */
  site: Site;
  cv: Cv;
  /** The Gallery page's works: its own, then any sold works moved to it (site.yaml). */
  gallery: Artwork[];
  available: AvailableWork[];
  home: HomeContent;
  share: ShareImages;
  /** The exhibitions with a page: read by their pages' and the works' loaders. */
  exhibitions: Exhibition[];
  /** The series: read by their pages' and the works' loaders. */
  series: Series[];
  /** The viewing rooms: read by their pages' loaders alone. */
  rooms: Room[];
  /** The records of the works that have one: read by the works' pages' loaders alone. */
  records: WorkRecord[];
};

/** A file a module imports: vite-imagetools' sources of a photograph (as=picture), or a file's address. */
export type ImportedFile = { sources: Record<string, string>; img: Picture["img"] } | string;
/** Where a module's data names one of its imported files: its place in the module's `files`. */
export type FileRef = { file: number };
/** A photograph as a module's data names it: its modern formats' files and its JPEG's, and its colours. */
export type PictureRef = { modern: FileRef; fallback: FileRef; colours: string[] };

/**
 * `T` as a module's data holds it, as JSON: each photograph a PictureRef, each share image's
 * address a FileRef. app/data/content-module.ts puts the imported files in their places.
 */
export type Stored<T> = T extends Picture
  ? PictureRef
  : T extends ShareImage
    ? Omit<ShareImage, "src"> & { src: FileRef }
    : T extends readonly (infer Item)[]
      ? Stored<Item>[]
      : T extends object
        ? { [Key in keyof T]: Stored<T[Key]> }
        : T;
