// subset-font ships no types; these are the calls vite/font-subsets.ts, pipeline/share-images.ts
// and pipeline/price-list.ts make.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      keepFeatures?: string[];
      noHinting?: boolean;
      /** Every glyph, not those of `text` alone (which must then be ""). */
      keepAllGlyphs?: boolean;
      /** A variable font's axes pinned: a static instance. */
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}
