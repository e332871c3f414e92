/** The photograph formats the build makes pictures from, by the names people know them by. */
export const photoFormats = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF", tiff: "TIFF" } as const;
export type PhotoFormat = keyof typeof photoFormats;

/** Enough of a file's start to hold an ISO media file's whole list of brands. */
export const photoHeadLength = 64;

/** What a file's first bytes (`photoHeadLength` of them) say it is: a format the build takes, HEIC (a phone's photo), or unknown. */
export function photoFormat(head: Uint8Array): PhotoFormat | "heic" | "unknown" {
  const text = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (text(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return "webp";
  if (text(0, 4) === "II*\0" || text(0, 4) === "MM\0*") return "tiff";
  // ISO media files (AVIF and HEIC) list their kinds in the "ftyp" box at byte 4: its main
  // brand, then the brands it is compatible with (an AVIF may say "mif1" first, and "avif" after).
  if (text(4, 8) === "ftyp") {
    const size = Math.min(new DataView(head.buffer, head.byteOffset).getUint32(0), head.length);
    const brands = [text(8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(text(at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
    if (brands.some((brand) => ["heic", "heix", "heim", "heis", "hevc", "hevx"].includes(brand)))
      return "heic";
  }
  return "unknown";
}
