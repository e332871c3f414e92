import { photographs, shareImages } from "virtual:content/photographs";
import { type Work, withoutRecord } from "../../pipeline/catalogue";
import type {
  Artwork,
  AvailableWork,
  GalleryWork,
  Picture,
  PictureFiles,
  ShareImage,
  ShareImageName,
  View,
} from "../../pipeline/content-types";
import type { Content } from "../../pipeline/load";

// Each photograph as the pages show it, from the files the build made of it
// (`virtual:content/photographs`): read by the loaders alone, at build time.

type GalleryData = Content["works"]["gallery"][number];
type AvailableData = Content["works"]["available"][number];

/** `image` (a file of content/images) with its files, whole or as cut for a list at `focus`. */
function picture(image: string, focus?: string): Picture | undefined {
  const made = photographs[image];
  if (!made) throw new Error(`No files were made of ${image}`);
  const files: PictureFiles | undefined = focus === undefined ? made.whole : made.cuts[focus];
  return (
    files && {
      sources: { ...files.modern.sources, ...files.fallback.sources },
      img: files.fallback.img,
      colours: made.colours,
    }
  );
}

/** A photograph whole, with its files. */
export function pictureOf(image: string): Picture {
  const whole = picture(image);
  if (!whole) throw new Error(`No files were made of ${image}`);
  return whole;
}

/** Photographs with their descriptions (a work's other views, an exhibition's), each whole. */
export const viewsOf = (views: readonly { image: string; alt: string }[]): View[] =>
  views.map((view) => ({ alt: view.alt, picture: pictureOf(view.image) }));

/**
 * A work as the pages show it: without its record (its own page has it), with its photograph
 * whole, its zoom and, in a list (`listed`), cut to 4:5 where it is not 4:5 already, and its
 * other photographs for its dialog. Home's featured work is not in a list there.
 */
export function pictured(work: GalleryData, listed?: boolean): GalleryWork;
export function pictured(work: AvailableData, listed?: boolean): AvailableWork;
export function pictured(work: Work, listed?: boolean): Artwork;
export function pictured(work: Work, listed = true): Artwork {
  const { views, ...fields } = withoutRecord(work);
  const thumbnail = listed ? picture(work.image, work.focus ?? "") : undefined;
  return {
    ...fields,
    zoom: photographs[work.image]?.zoom ?? { tiles: "", width: 0, height: 0 },
    picture: pictureOf(work.image),
    ...(thumbnail && { thumbnail }),
    ...(listed && views && { views: viewsOf(views) }),
  };
}

/** A page's share image (og:image): its own, or Home's. */
export const pageShareImage = (page: ShareImageName): ShareImage => shareImages.pages[page];

/** An open room's share image: its title beside its first work. */
export function roomShareImage(key: string): ShareImage {
  const share = shareImages.rooms[key];
  if (!share) throw new Error(`No share image was made for the room ${key}`);
  return share;
}
