import { photographs, shareImages } from "virtual:content/photographs";
import { type Work, withoutRecord } from "../../pipeline/catalogue";
import type {
  Artwork,
  Picture,
  PictureFiles,
  ShareImage,
  ShareImageName,
  View,
} from "../../pipeline/content-types";
import { roomSharePath } from "../../rules/rooms";

// Each photograph as the pages show it, from the files the build made of it
// (`virtual:content/photographs`): read by the loaders alone, at build time.

/** What the build made of `image` (a file of content/images): its files, colours and zoom. */
function madeOf(image: string) {
  const made = photographs[image];
  if (!made) throw new Error(`No files were made of ${image}`);
  return made;
}

/** A photograph's files, whole or cut, as a picture with its colours. */
const pictureFrom = (files: PictureFiles, colours: string[]): Picture => ({
  sources: { ...files.modern.sources, ...files.fallback.sources },
  img: files.fallback.img,
  colours,
});

/** A photograph whole, with its files. */
export function pictureOf(image: string): Picture {
  const { whole, colours } = madeOf(image);
  return pictureFrom(whole, colours);
}

/** Photographs with their descriptions (a work's other views, an exhibition's), each whole. */
export const viewsOf = (views: readonly { image: string; alt: string }[]): View[] =>
  views.map((view) => ({ alt: view.alt, picture: pictureOf(view.image) }));

/**
 * A work as the pages show it: without its record (its own page has it), with its photograph
 * whole, its zoom and, in a list (`listed`), cut to 4:5 where it is not 4:5 already, and its
 * other photographs for its dialog. Home's featured work is not in a list there.
 */
export function pictured(work: Work<"gallery">, listed?: boolean): Artwork<"gallery">;
export function pictured(work: Work<"available">, listed?: boolean): Artwork<"available">;
export function pictured(work: Work, listed?: boolean): Artwork;
export function pictured(work: Work, listed = true): Artwork {
  const { views, ...fields } = withoutRecord(work);
  const { whole, cuts, colours, zoom } = madeOf(work.image);
  // Its list's 4:5 cut at its focus, where the photograph is not 4:5 already.
  const cut = listed ? cuts[work.focus ?? ""] : undefined;
  return {
    ...fields,
    zoom: zoom ?? { tiles: "", width: 0, height: 0 },
    picture: pictureFrom(whole, colours),
    ...(cut && { thumbnail: pictureFrom(cut, colours) }),
    ...(listed && views && { views: viewsOf(views) }),
  };
}

/** A page's share image (og:image): its own, or Home's. */
export const pageShareImage = (page: ShareImageName): ShareImage => shareImages.pages[page];

/** A series' or an exhibition's share image (drawn as the pages' are), by its slug. */
export function listShareImage(kind: "series" | "exhibitions", slug: string): ShareImage {
  const share = shareImages[kind][slug];
  if (!share) throw new Error(`No share image was made for ${kind} ${slug}`);
  return share;
}

/** An open room's share image: its title beside its first work, at its address under the room's. */
export function roomShareImage(room: { key: string }): ShareImage {
  const share = shareImages.rooms[room.key];
  if (!share) throw new Error(`No share image was made for the room ${room.key}`);
  return { src: roomSharePath(room), ...share };
}
