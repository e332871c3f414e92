import type { Dimensions } from "./dimensions.ts";

/** A photograph's size in pixels, as it is shown (its EXIF orientation applied). */
export type PhotoSize = { width: number; height: number };

const shape = (ratio: number) => (ratio > 1.05 ? "landscape" : ratio < 0.95 ? "portrait" : "square");

/**
 * What is wrong when a photograph's proportions disagree with the work's
 * dimensions (height x width) by more than 15%, the margin of a photograph
 * taken slightly askew or with a little wall around it; null when they agree.
 */
export function proportionsDisagree(dimensions: Dimensions, photo: PhotoSize): string | null {
  const expected = dimensions.width / dimensions.height;
  const actual = photo.width / photo.height;
  const size = `${dimensions.height} x ${dimensions.width} ${dimensions.unit}`;
  const pixels = `${photo.width} x ${photo.height} px`;
  if (shape(expected) !== shape(actual) && shape(expected) !== "square" && shape(actual) !== "square") {
    return `the photograph is ${shape(actual)} (${pixels}) but the dimensions, ${size} (height x width), are ${shape(expected)}: is the photograph rotated, or are the dimensions the wrong way round?`;
  }
  const off = actual / expected - 1;
  if (Math.abs(off) <= 0.15) return null;
  const howMuch = `${Math.round(Math.abs(off) * 100)}% ${off > 0 ? "wider" : "narrower"}`;
  return `the photograph (${pixels}) is ${howMuch} than the dimensions, ${size} (height x width), say: is it cropped, or are the dimensions mistyped?`;
}

/** The proportions of the lists' thumbnails (the spec's 4:5). */
const thumbnailRatio = 4 / 5;

/** Where a thumbnail is cut from its photograph, as a CSS object-position: 0 to 1 across and down. */
type Focus = { x: number; y: number };

const keywords: Record<string, Partial<Focus>> = {
  left: { x: 0 },
  right: { x: 1 },
  top: { y: 0 },
  bottom: { y: 1 },
  center: {},
  centre: {},
};

const side = "left|right";
const end = "top|bottom";
const middle = "center|centre";
const percent = "0*(?:100(?:\\.0+)?|\\d{1,2}(?:\\.\\d+)?)%";
/**
 * The texts parseFocus() reads, as one pattern for the editor: a keyword, or
 * two that name each direction at most once, or one or two percentages to 100.
 */
export const focusPattern = new RegExp(
  `^(?:(?:${side}|${end}|${middle})|(?:${side})\\s+(?:${end}|${middle})|(?:${end})\\s+(?:${side}|${middle})|(?:${middle})\\s+(?:${side}|${end}|${middle})|${percent}(?:\\s+${percent})?)$`,
  "i",
);
export const focusMessage =
  "must be top, bottom, left, right or center, two of them (left top), or two percentages across and down (30% 20%)";

/**
 * A work's `focus` as the artist writes it: "top", "left bottom", "center",
 * or two percentages across and down ("30% 20%"); null when it is neither.
 */
export function parseFocus(text: string): Focus | null {
  const parts = text.trim().toLowerCase().split(/\s+/);
  if (parts.length > 2) return null;
  if (parts.every((part) => /^\d+(\.\d+)?%$/.test(part))) {
    const [x = 50, y = 50] = parts.map((part) => Number.parseFloat(part));
    return x <= 100 && y <= 100 ? { x: x / 100, y: y / 100 } : null;
  }
  const named = parts.map((part) => keywords[part]);
  if (!named.every((keyword) => keyword !== undefined)) return null;
  // "left right" or "top bottom" name one direction twice.
  const across = named.filter((keyword) => "x" in keyword).length;
  const down = named.filter((keyword) => "y" in keyword).length;
  return across > 1 || down > 1 ? null : Object.assign({ x: 0.5, y: 0.5 }, ...named);
}

/** Whether a photograph is close enough to 4:5 (within 1%) to be its own thumbnail. */
export const isThumbnailShaped = ({ width, height }: PhotoSize) =>
  Math.abs(width / height / thumbnailRatio - 1) <= 0.01;

/**
 * The 4:5 part of a photograph its thumbnail shows, in pixels: as tall or as
 * wide as the photograph, placed at `focus` the way CSS's object-position
 * places an image (0.5 0.5 is the middle; 0 0 the top left corner).
 */
export function thumbnailCrop({ width, height }: PhotoSize, focus: Focus = { x: 0.5, y: 0.5 }) {
  const wide = width / height > thumbnailRatio;
  const crop = wide
    ? { width: Math.round(height * thumbnailRatio), height }
    : { width, height: Math.round(width / thumbnailRatio) };
  return {
    left: Math.round((width - crop.width) * focus.x),
    top: Math.round((height - crop.height) * focus.y),
    ...crop,
  };
}
