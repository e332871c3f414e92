// A close look at the paint (IIIF): where a work's photograph's tiles and its manifest are served,
// for the site's own zoom and for any museum's viewer.

/** The tiles of the works' photographs, each at /iiif/<name>/, with its info.json. */
export const iiifPrefix = "/iiif/";

/** Where the tiles named `name` are served: the IIIF Image service's id, on the site's address. */
export const tilesPath = (name: string) => `${iiifPrefix}${name}`;

/** The side of a tile, in pixels (pipeline/tiles.ts says why this size). */
export const tileSize = 2048;

/**
 * The whole photograph of `width` x `height` px in one piece, as its tiles have it: fitted within one
 * tile, never enlarged. It is IIIF's full/max (info.json's maxWidth and maxHeight are a tile's side),
 * at /iiif/<name>/full/<width>,<height>/0/default.jpg and /iiif/<name>/full/max/0/default.jpg.
 */
export function wholeImage({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, tileSize / width, tileSize / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Where the tiles `name` have their photograph whole, in one piece (wholeImage): a real JPEG. */
export const wholeImagePath = (zoom: { tiles: string; width: number; height: number }) => {
  const { width, height } = wholeImage(zoom);
  return `${tilesPath(zoom.tiles)}/full/${width},${height}/0/default.jpg`;
};

/** The IIIF Image API description of the tiles `name`: their sizes and levels. */
export const infoPath = (name: string) => `${tilesPath(name)}/info.json`;

/** A work's IIIF Presentation 3 manifest, beside its page. */
export const manifestPath = (work: { slug: string }) => `/works/${work.slug}/manifest.json`;

/** The rights of every work on the site: in copyright, the artist's (rightsstatements.org). */
export const rightsStatement = "http://rightsstatements.org/vocab/InC/1.0/";

/** How many times the zoom may enlarge a photograph beyond its own pixels: none, and a little. */
export const overZoom = 1.5;
