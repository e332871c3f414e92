import path from "node:path";
import sharp from "sharp";
import { parseDimensions } from "../rules/dimensions.ts";
import { everyWork } from "../rules/lists.ts";
import { type PhotoSize, proportionsDisagree } from "../rules/proportions.ts";
import { widths } from "./image-queries.ts";
import { type Content, ContentError } from "./load.ts";
import { folderName } from "./read.ts";

// Each photograph of the content, looked at once before any image is made: its size, its colours
// for the placeholder, and what the artist should hear of it.

/** Narrower than this, a photograph shows less sharp than it could on a phone's screen at 2x. */
const sharpWidth = 720;

/** The most pixels sharp (libvips) decodes in one photograph: 16,383 x 16,383, about 268 megapixels. */
export const pixelLimit = 0x3fff * 0x3fff;

/** A photograph's size as it is shown (its EXIF orientation applied), and its placeholder's colours. */
export type Photograph = PhotoSize & { colours: Colours };
/** A photograph's colours from top to bottom, as #rrggbb: what stands in for it while it loads. */
export type Colours = [top: string, middle: string, bottom: string];

/**
 * Each photograph, read once before any image is made: its size, and its
 * colours for its placeholder (which decodes it whole). A file that cannot be
 * read as a photograph stops the build here, named with its work.
 */
export async function inspectPhotographs(
  content: Content,
  contentDir: string,
): Promise<Map<string, Photograph>> {
  const problems: string[] = [];
  const found = new Map<string, Photograph>();
  await Promise.all(
    [...content.photoPlaces].map(async ([image, place]) => {
      const file = path.join(contentDir, "images", image);
      // sharp's own words (libvips' decoder errors) would not help the artist.
      const damaged = `${place}: ${image} cannot be read: the file is damaged or incomplete. Save or copy it again`;
      // The size alone, from the file's header: the limit is checked below, in the artist's words.
      const size = await sharp(file, { limitInputPixels: false })
        .metadata()
        .then(({ autoOrient }) => autoOrient)
        .catch(() => undefined);
      if (!size) return void problems.push(damaged);
      if (size.width * size.height > pixelLimit) {
        const megapixels = Math.round((size.width * size.height) / 1e6).toLocaleString("en-AU");
        return void problems.push(
          `${place}: ${image} is too large to make images of: ${size.width.toLocaleString("en-AU")} x ${size.height.toLocaleString("en-AU")} px (${megapixels} megapixels), over the ${Math.floor(pixelLimit / 1e6)} the build can take. Save a copy about 4,000 px on its longer side`,
        );
      }
      try {
        found.set(image, { ...size, colours: await placeholderColours(file) });
      } catch {
        problems.push(damaged);
      }
    }),
  );
  if (problems.length > 0) throw new ContentError(problems, folderName(contentDir));
  return found;
}

/** A warning for each work whose photograph's proportions disagree with its dimensions. */
export function proportionWarnings(content: Content, sizes: ReadonlyMap<string, PhotoSize>) {
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
export function smallPhotographs(content: Content, sizes: ReadonlyMap<string, PhotoSize>): string[] {
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
 * The photograph's colours from top to bottom, averaged into three bands: a
 * gradient of a few bytes that stands in for it while it loads, so the page shows
 * the painting's palette at once instead of grey boxes that pop.
 */
export async function placeholderColours(file: string): Promise<Colours> {
  const pixels = await sharp(file).autoOrient().resize(1, 3, { fit: "fill" }).removeAlpha().raw().toBuffer();
  const hex = (offset: number) =>
    `#${[...pixels.subarray(offset, offset + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  return [hex(0), hex(3), hex(6)];
}
