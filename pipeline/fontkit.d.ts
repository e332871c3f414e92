// fontkit (PDFKit's font reader) ships no types; these are the calls pipeline/price-list.ts and
// vite/fallback-faces.ts make.
declare module "fontkit" {
  export function create(data: Uint8Array): {
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphsForString(text: string): { advanceWidth: number }[];
  };
}
