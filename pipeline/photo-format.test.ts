import { expect, test } from "vitest";
import { photoFormat } from "./photo-format";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

test.each([
  [bytes([0xff, 0xd8, 0xff, 0xe1], "Exif"), "jpeg"],
  [bytes("\x89PNG\r\n\x1a\n", [0, 0, 0, 13]), "png"],
  [bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "webp"],
  [bytes("II*\0", [8, 0, 0, 0]), "tiff"],
  [bytes("MM\0*", [0, 0, 0, 8]), "tiff"],
  [bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0]), "avif"],
  // An iPhone's photo, whatever its file is called.
  [bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0]), "heic"],
  [bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0], "mif1heic"), "heic"],
  // An AVIF that names the general image format first.
  [bytes([0, 0, 0, 32], "ftypmif1", [0, 0, 0, 0], "mif1avifmiaf", [0, 0, 0, 0]), "avif"],
  // Only the box's own brands count: "avif" in the next box is not this file's.
  [bytes([0, 0, 0, 20], "ftypheic", [0, 0, 0, 0], "mif1avif"), "heic"],
  [bytes("GIF89a"), "unknown"],
  [bytes("%PDF-1.7"), "unknown"],
  [bytes(), "unknown"],
])("%#: %s", (head, format) => {
  expect(photoFormat(head)).toBe(format);
});
