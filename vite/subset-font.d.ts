// subset-font ships no types; this is the one call vite/font-subsets.ts makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; keepFeatures?: string[]; noHinting?: boolean },
  ): Promise<Buffer>;
}
