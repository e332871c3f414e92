import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { escapeXml } from "../app/lib/escape-xml.ts";
import { pages } from "../app/lib/pages.ts";
import type { Content } from "./load.ts";

// The picture a link to the site shows in messages and social posts
// (og:image): the artist's name, the page's name and one photograph, on the
// site's paper colour, 1200 x 630 px. Made at build time from the content.

export const shareImageSize = { width: 1200, height: 630 } as const;

const colours = { paper: "#fbfaf8", ink: "#161513", stone: "#5f5a53" } as const;
const margin = 64;

const require = createRequire(import.meta.url);
const serifWoff = require.resolve(
  "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff",
);

/**
 * The TrueType font inside a WOFF 1.0 file. The text renderer (Pango, in
 * sharp) reads TrueType but not WOFF, and the font packages ship only WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies = tables.map((table, index) => {
    const entry = 12 + index * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    // Tables start on four-byte boundaries.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}

/**
 * The heading face as a TrueType file on disk, where the text renderer can
 * load it. Written once: the renderer must never see it half rewritten.
 */
let serifSfnt: Buffer | undefined;
function serifFont(dir: string) {
  const file = path.join(dir, "instrument-serif-400.ttf");
  // Unpacked once per build, not once per image.
  serifSfnt ??= woffToSfnt(readFileSync(serifWoff));
  const font = serifSfnt;
  if (statSync(file, { throwIfNoEntry: false })?.size !== font.length) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, font);
  }
  return file;
}

async function textImage(text: string, size: number, colour: string, width: number, font: string) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeXml(text)}</span>`,
      font: `Instrument Serif ${size}`,
      fontfile: font,
      width,
      wrap: "word",
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height };
}

/** The most of the image's width the photograph may take: the rest is the name's. */
const photoMaxWidth = 600;

/**
 * A share image: `title` (the artist's name, in capitals) and `subtitle` on
 * the left, `photo` (a file of content/images) whole on the right, never
 * cropped, as tall as the margins allow (or as wide, for a wide painting).
 */
export async function renderShareImage({
  title,
  subtitle,
  photo,
  cacheDir,
}: {
  title: string;
  subtitle: string;
  photo: string;
  /** Where the font is unpacked for the text renderer. */
  cacheDir: string;
}): Promise<Buffer> {
  const { width, height } = shareImageSize;
  const { data: photoImage, info: drawn } = await sharp(photo)
    .autoOrient()
    .resize(photoMaxWidth, height - 2 * margin, { fit: "inside" })
    .toBuffer({ resolveWithObject: true });
  const textWidth = width - drawn.width - 3 * margin;
  const font = serifFont(cacheDir);
  const heading = await textImage(title.toUpperCase(), 84, colours.ink, textWidth, font);
  const line = await textImage(subtitle, 40, colours.stone, textWidth, font);
  const textTop = Math.round((height - heading.height - 24 - line.height) / 2);
  return sharp({ create: { width, height, channels: 3, background: colours.paper } })
    .composite([
      { input: heading.data, left: margin, top: textTop },
      { input: line.data, left: margin, top: textTop + heading.height + 24 },
      { input: photoImage, left: width - margin - drawn.width, top: Math.round((height - drawn.height) / 2) },
    ])
    .png()
    .toBuffer();
}

/**
 * Each of the four pages' share images, drawn into `shareDir`: the artist's name, the page's
 * name and one photograph (Home's featured work, each list's first, the portrait for Contact),
 * with words for those who cannot see it.
 */
export async function drawShareImages(
  { site, works }: Pick<Content, "site" | "works">,
  featured: { image: string; title: string },
  imagesDir: string,
  shareDir: string,
) {
  const { name, role, city } = site.artist;
  const firstInGallery = works.gallery[0] ?? featured;
  const firstForSale = works.available[0] ?? featured;
  const shares = [
    {
      page: "home",
      subtitle: `${role}, ${city}`,
      photo: featured.image,
      shows: `the painting ${featured.title}`,
    },
    {
      page: "gallery",
      subtitle: pages.gallery.label,
      photo: firstInGallery.image,
      shows: `the painting ${firstInGallery.title}`,
    },
    {
      page: "available",
      subtitle: pages.available.label,
      photo: firstForSale.image,
      shows: `the painting ${firstForSale.title}`,
    },
    {
      page: "contact",
      subtitle: pages.contact.heading,
      photo: site.artist.portrait.image,
      shows: "a photograph of the artist",
    },
  ] as const;
  return Promise.all(
    shares.map(async ({ page, subtitle, photo, shows }) => {
      const png = await renderShareImage({
        title: name,
        subtitle,
        photo: path.join(imagesDir, photo),
        cacheDir: shareDir,
      });
      const file = path.join(shareDir, `share-${page}.png`);
      writeFileSync(file, png);
      return { page, file, alt: `${name}, ${subtitle}, beside ${shows}` };
    }),
  );
}
