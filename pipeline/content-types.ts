import type { KindLinks } from "../rules/pages.ts";
import type { RecordField, Work } from "./catalogue.ts";
import type { SiteData } from "./load.ts";
import type { CvOutput } from "./schema.ts";

// The content as the app has it: the catalogue's (pipeline/catalogue.ts) with each photograph's
// responsive sources (app/data/photographs.server.ts) in place of its path. The app's components
// import these types alone.

/** A photograph's responsive sources, made at build time (pipeline/content-modules.ts). */
export type Picture = {
  /** A srcset per format: avif, jpeg. */
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
/**
 * A work as a page shows it, of either list or of the one `List` names (Available Works' has a
 * status and a price): its photographs' files, its zoom and its other views, without its record.
 */
export type Artwork<List extends "gallery" | "available" = "gallery" | "available"> = List extends unknown
  ? Omit<Work<List>, "views" | RecordField> & Photographs
  : never;

/** A page's share image (og:image): its address, description and size in pixels. */
export type ShareImage = { src: string; alt: string; width: number; height: number };

/**
 * site.yaml as every page's loader gives it (app/data/catalogue.server.ts's pageSite), with the
 * kinds' links: Home's biography and the portrait are Home's own (app/data/home.server.ts).
 */
export type Site = Omit<SiteData, "artist" | "home"> & {
  artist: Omit<SiteData["artist"], "portrait">;
  home: Omit<SiteData["home"], "biography">;
  links: KindLinks;
};
/** The artist as every page names her: the top bar, the footer, the Inquire buttons. */
export type Artist = Site["artist"];
/** The artist's portrait, with its photograph. */
export type Portrait = SiteData["artist"]["portrait"] & { picture: Picture };
/** The pages with a share image of their own; the others show Home's. */
export type ShareImageName = "home" | "gallery" | "available" | "contact";
type ExhibitionData = CvOutput["exhibitions"][number];
/** An exhibition with a page (rules/exhibitions.ts's hasPage), its installation photographs with their sources. */
export type Exhibition = Omit<ExhibitionData, "views"> & { views?: View[] };

/** What Home alone shows: its featured and recent works (site.yaml), the biography and the portrait. */
export type HomeContent = {
  /** None when works.yaml has no work. */
  featured: Artwork<"gallery"> | undefined;
  recent: Artwork<"gallery">[];
  biography: string[];
  portrait: Portrait;
};

/** vite-imagetools' sources of a photograph at its widths, in one format or more (as=picture). */
export type ImagetoolsPicture = { sources: Record<string, string>; img: Picture["img"] };
/** A photograph's files: its AVIF's and its JPEG's. */
export type PictureFiles<File = ImagetoolsPicture> = { modern: File; fallback: File };

/**
 * What `virtual:content/photographs` exports (pipeline/content-modules.ts writes it, with each
 * `File` an import of vite-imagetools' and each `Url` a share image's file's address).
 */
export type PhotographsModule<File = ImagetoolsPicture, Url = string> = {
  /** Every photograph by its path in content/images. */
  photographs: Record<
    string,
    {
      whole: PictureFiles<File>;
      /** Cut to 4:5 for a list at a work's focus ("" for none), where it is not 4:5 already. */
      cuts: Record<string, PictureFiles<File>>;
      colours: string[];
      /** A work's photograph's, for its zoom. */
      zoom?: Zoom;
    }
  >;
  shareImages: {
    pages: Record<ShareImageName, Omit<ShareImage, "src"> & { src: Url }>;
    /** Each open room's words and size, by its key: its file is at rules/rooms.ts's roomSharePath. */
    rooms: Record<string, Omit<ShareImage, "src">>;
    /** Each series' and each exhibition's, by its slug. */
    series: Record<string, Omit<ShareImage, "src"> & { src: Url }>;
    exhibitions: Record<string, Omit<ShareImage, "src"> & { src: Url }>;
  };
};
