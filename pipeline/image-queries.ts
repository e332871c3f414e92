// What the build asks vite-imagetools to make of each photograph: its widths and formats.

/**
 * The widths made of every photograph; pages choose among them with `sizes`. 360, 720 and 1080
 * px are a phone's full-width image at 1x, 2x and 3x; 540 and 1440 fit the desktop layouts; 660
 * is a 360 px phone's full width at 2x, a 412 px phone's at 1.75x and the dialog's at 1x, which
 * would otherwise fetch the 720 px file.
 */
export const widths = [360, 540, 660, 720, 1080, 1440] as const;
/** JPEG only for the few browsers without AVIF (Safari before 16, Edge before 121): two sizes are enough. */
const fallbackWidths = [720, 1080] as const;

/** `wanted`, but never wider than the image itself (`width`): its own width stands in for the wider ones. */
export const widthsFor = (wanted: readonly number[], width: number): number[] => [
  ...new Set(wanted.map((w) => Math.min(w, width))),
];

/**
 * The two imports of an image `width` px wide (after any cut): AVIF at quality 45, which keeps the
 * canvas weave, with libaom's effort 3 (much faster than 4, for files a little larger), and the
 * JPEG fallback. No WebP: every browser that has it but not AVIF is years old, and the JPEG serves
 * it; its six URLs a card cost every list page a kilobyte before its first paint
 * (docs/performance.md).
 */
export const pictureQueries = (width: number) => ({
  modern: `w=${widthsFor(widths, width).join(";")}&format=avif&quality=45&effort=3&as=picture`,
  fallback: `w=${widthsFor(fallbackWidths, width).join(";")}&format=jpg&quality=75&progressive&as=picture`,
});

/** How the share images are encoded from the PNGs made here: a JPEG of quality 80, progressive. */
export const shareJpeg = { quality: 80, progressive: true } as const;
/** The same, as vite-imagetools is asked for the pages' share images. */
export const shareQuery = `format=jpg&quality=${shareJpeg.quality}&progressive`;
