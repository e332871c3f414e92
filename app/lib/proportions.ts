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
