// fontkit (PDFKit's font reader) ships no types; this is the one call pipeline/price-list.ts makes.
declare module "fontkit" {
  export function create(data: Uint8Array): { hasGlyphForCodePoint(codePoint: number): boolean };
}
