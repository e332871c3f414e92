/** The photograph formats the build makes pictures from, by the names people know them by. */
export const photoFormats = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF", tiff: "TIFF" } as const;
export type PhotoFormat = keyof typeof photoFormats;

/** What a file's first bytes say it is: a format the build takes, HEIC (a phone's photo), or unknown. */
export function photoFormat(head: Uint8Array): PhotoFormat | "heic" | "unknown" {
  const text = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (text(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return "webp";
  if (text(0, 4) === "II*\0" || text(0, 4) === "MM\0*") return "tiff";
  // ISO media files (AVIF and HEIC) name their kind in the "ftyp" box at byte 4.
  if (text(4, 8) === "ftyp") {
    const brand = text(8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return "unknown";
}
