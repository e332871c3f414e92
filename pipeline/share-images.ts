import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import subsetFont from "subset-font";
import { escapeXml } from "../rules/escape-xml.ts";
import { pages } from "../rules/pages.ts";
import { roomSharePath } from "../rules/rooms.ts";
import type { Catalogue } from "./catalogue.ts";
import { shareJpeg } from "./image-queries.ts";
import type { Content } from "./load.ts";

// The picture a link to the site shows in messages and social posts
// (og:image): the artist's name, the page's name and one photograph, on the
// site's paper colour, 1200 x 630 px. Made at build time from the content: the
// pages' through Vite (under /assets/), each open room's into the room's own
// address by a build step, so that it closes with the room.

export const shareImageSize = { width: 1200, height: 630 } as const;

const colours = { paper: "#fbfaf8", ink: "#161513", stone: "#5f5a53" } as const;
const margin = 64;

const require = createRequire(import.meta.url);
const serifWoff = require.resolve(
  "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff",
);

/**
 * Every character the face's file (Fontsource's Latin) may hold: the whole face is kept, so that
 * every image of every build draws with the one file (the renderer finds a face by its name).
 */
const everyLatinCharacter = String.fromCodePoint(
  ...Array.from({ length: 0x250 - 0x20 }, (_, index) => 0x20 + index),
  ...Array.from({ length: 0x2070 - 0x2000 }, (_, index) => 0x2000 + index),
  0x20ac,
  0x2122,
  0x2212,
);

/**
 * The heading face as a TrueType file on disk, where the text renderer can load it (Pango, in
 * sharp, reads TrueType but not the WOFF files the font packages ship). Named after what it holds:
 * the renderer never sees a file rewritten under the same name.
 */
async function writeSerifFont(dir: string) {
  const font = await subsetFont(readFileSync(serifWoff), everyLatinCharacter, { targetFormat: "sfnt" });
  const file = path.join(
    dir,
    `instrument-serif-${createHash("sha256").update(font).digest("hex").slice(0, 12)}.ttf`,
  );
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Written whole under another name first: images drawn at once may ask for the same face.
    const written = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(written, font);
    renameSync(written, file);
  }
  return file;
}

const serifFonts = new Map<string, Promise<string>>();
/** The heading face's file in `dir`, cut once a build rather than once a card. */
function serifFont(dir: string) {
  const made = serifFonts.get(dir) ?? writeSerifFont(dir);
  serifFonts.set(dir, made);
  made.catch(() => serifFonts.delete(dir));
  return made;
}

/** `text` drawn `width` px wide at most, its words wrapped (and a word longer than a line, broken). */
async function textImage(text: string, size: number, colour: string, width: number, font: string) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeXml(text)}</span>`,
      font: `Instrument Serif ${size}`,
      fontfile: font,
      width,
      wrap: "word-char",
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The smallest size text is drawn at, however long: below it, what does not fit is cut, with an ellipsis. */
const smallestSize = 12;

/** A text's characters as a reader counts them: a cut never splits an emoji, or a letter from its accent. */
const charactersOf = (text: string) =>
  [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].map(({ segment }) => segment);

/** The first `count` of `characters`, and an ellipsis when some are left out. */
const cut = (characters: readonly string[], count: number) =>
  count >= characters.length ? characters.join("") : `${characters.slice(0, count).join("").trimEnd()}…`;

/**
 * The most characters that could fit `box` at `size` px, were they all as narrow as an i (a fifth of
 * the size) on lines a size apart. More are never drawn: the renderer fails on a picture over
 * 32,767 px tall, which a long enough text, wrapped, would make.
 */
const mostThatFit = (size: number, box: { width: number; height: number }) =>
  Math.floor(box.width / (size / 5)) * Math.ceil(box.height / size);

/**
 * `text` drawn at `size` px, or smaller until it fits `width` x `height`: a long name wraps onto
 * more lines, then shrinks, then is cut with an ellipsis, so the picture is always made whatever
 * the artist wrote.
 */
async function fittedText(
  text: string,
  size: number,
  box: { width: number; height: number },
  colour: string,
  font: string,
) {
  const characters = charactersOf(text);
  const drawn = (count: number, at: number) => textImage(cut(characters, count), at, colour, box.width, font);
  const fits = (image: { width: number; height: number }) =>
    image.height <= box.height && image.width <= box.width;
  for (let at = size; at > smallestSize; at = Math.max(smallestSize, Math.floor(at * 0.85))) {
    const image = await drawn(mostThatFit(at, box), at);
    if (fits(image)) return image;
  }
  // At the smallest size, the most characters that fit before the ellipsis, found by halving.
  let [fit, over] = [0, Math.min(characters.length, mostThatFit(smallestSize, box)) + 1];
  while (over - fit > 1) {
    const middle = Math.floor((fit + over) / 2);
    if (fits(await drawn(middle, smallestSize))) fit = middle;
    else over = middle;
  }
  const image = await drawn(fit, smallestSize);
  if (fits(image)) return image;
  // Not even an ellipsis fits: what does is kept.
  const kept = { width: Math.min(image.width, box.width), height: Math.min(image.height, box.height) };
  const data = await sharp(image.data)
    .extract({ left: 0, top: 0, ...kept })
    .png()
    .toBuffer();
  return { data, ...kept };
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
  /** Where the font is written for the text renderer. */
  cacheDir: string;
}): Promise<Buffer> {
  const { width, height } = shareImageSize;
  const { data: photoImage, info: drawn } = await sharp(photo)
    .autoOrient()
    .resize(photoMaxWidth, height - 2 * margin, { fit: "inside" })
    .toBuffer({ resolveWithObject: true });
  const textWidth = width - drawn.width - 3 * margin;
  const heading = title.toUpperCase();
  const font = await serifFont(cacheDir);
  const room = height - 2 * margin - 24;
  const line = await fittedText(
    subtitle,
    40,
    { width: textWidth, height: Math.round(room / 3) },
    colours.stone,
    font,
  );
  const name = await fittedText(
    heading,
    84,
    { width: textWidth, height: room - line.height },
    colours.ink,
    font,
  );
  const textTop = Math.round((height - name.height - 24 - line.height) / 2);
  return sharp({ create: { width, height, channels: 3, background: colours.paper } })
    .composite([
      { input: name.data, left: margin, top: textTop },
      { input: line.data, left: margin, top: textTop + name.height + 24 },
      { input: photoImage, left: width - margin - drawn.width, top: Math.round((height - drawn.height) / 2) },
    ])
    .png()
    .toBuffer();
}

/** What a share image shows: a line under the artist's name, and a photograph of content/images, which `shows` describes. */
type Share = { subtitle: string; photo: string; shows: string };

/** Words for those who cannot see a share image. */
const altOf = (artist: string, { subtitle, shows }: Share) => `${artist}, ${subtitle}, beside ${shows}`;

/**
 * One page's share image, drawn into `file`: the artist's name, `subtitle` and `photo` (a file of
 * content/images), described by `alt`.
 */
async function drawShareImage(artist: string, share: Share, imagesDir: string, file: string) {
  const png = await renderShareImage({
    title: artist,
    subtitle: share.subtitle,
    photo: path.join(imagesDir, share.photo),
    cacheDir: path.dirname(file),
  });
  writeFileSync(file, png);
  return { file, alt: altOf(artist, share) };
}

type ShareRoom = Pick<Catalogue["rooms"][number], "key" | "title" | "works">;
type ShareSite = { artist: { name: string; portrait: { image: string } } };

/** An open room's share image: its title beside its first work (the portrait, while it has none). */
function roomShare({ artist }: ShareSite, { title, works: [first] }: ShareRoom): Share {
  return first
    ? { subtitle: title, photo: first.image, shows: `the painting ${first.title}` }
    : { subtitle: title, photo: artist.portrait.image, shows: "a photograph of the artist" };
}

/** An open room's share image as its page's tags describe it: its words and size (its address is rules/rooms.ts's). */
export const roomShareDescription = (site: ShareSite, room: ShareRoom) => ({
  alt: altOf(site.artist.name, roomShare(site, room)),
  ...shareImageSize,
});

/**
 * Each open room's share image, a JPEG written into the served folder `client` at the room's own
 * address (roomSharePath), which says nothing of the room but the key already in it: every host's
 * rule for a closed room's addresses covers it, and it is revalidated on every use.
 */
export async function writeRoomShareImages(
  client: string,
  { site, rooms }: Pick<Catalogue, "site" | "rooms">,
  imagesDir: string,
  /** Where the font is written for the text renderer. */
  cacheDir: string,
) {
  await Promise.all(
    rooms
      .filter((room) => room.open)
      .map(async (room) => {
        const { subtitle, photo } = roomShare(site, room);
        const png = await renderShareImage({
          title: site.artist.name,
          subtitle,
          photo: path.join(imagesDir, photo),
          cacheDir,
        });
        const file = path.join(client, roomSharePath(room));
        mkdirSync(path.dirname(file), { recursive: true });
        await sharp(png).jpeg(shareJpeg).toFile(file);
      }),
  );
}

/**
 * Each of the four pages' share images, drawn into `shareDir`: the artist's name, the page's
 * name and one photograph (Home's featured work, each list's first, the portrait for Contact),
 * with words for those who cannot see it; the portrait wherever there is no work to show.
 */
export async function drawShareImages(
  { site, works }: Pick<Content, "site" | "works">,
  featured: { image: string; title: string } | undefined,
  imagesDir: string,
  shareDir: string,
) {
  const { name, role, city } = site.artist;
  const portrait = { photo: site.artist.portrait.image, shows: "a photograph of the artist" };
  const painting = (work: { image: string; title: string } | undefined) =>
    work ? { photo: work.image, shows: `the painting ${work.title}` } : portrait;
  const firstInGallery = painting(works.gallery[0] ?? featured);
  const firstForSale = painting(works.available[0] ?? featured);
  const draw = (page: string, share: { subtitle: string; photo: string; shows: string }) =>
    drawShareImage(name, share, imagesDir, path.join(shareDir, `share-${page}.png`));
  const [home, gallery, available, contact] = await Promise.all([
    draw("home", { subtitle: `${role}, ${city}`, ...painting(featured) }),
    draw("gallery", { subtitle: pages.gallery.label, ...firstInGallery }),
    draw("available", { subtitle: pages.available.label, ...firstForSale }),
    draw("contact", { subtitle: pages.contact.heading, ...portrait }),
  ]);
  return { home, gallery, available, contact };
}

type ShareSeries = { slug: string; name: string; works: readonly { image: string; title: string }[] };
type ShareExhibition = {
  exhibition: { slug: string; title: string; views?: readonly { image: string }[] | undefined };
  works: readonly { image: string; title: string }[];
};

/**
 * Each series' and each exhibition's share image, drawn into `shareDir` as the four pages' are: the
 * artist's name, the series' name or the exhibition's title, and its first work (an exhibition's
 * first installation photograph before it; the portrait for a show with neither). By slug.
 */
export async function drawListShareImages(
  { site }: Pick<Content, "site">,
  series: readonly ShareSeries[],
  exhibitions: readonly ShareExhibition[],
  imagesDir: string,
  shareDir: string,
) {
  const { name } = site.artist;
  const portrait = { photo: site.artist.portrait.image, shows: "a photograph of the artist" };
  const painting = (work: { image: string; title: string }) => ({
    photo: work.image,
    shows: `the painting ${work.title}`,
  });
  const draw = (file: string, share: Share) =>
    drawShareImage(name, share, imagesDir, path.join(shareDir, `${file}.png`));
  const drawn = await Promise.all([
    ...series.map(async ({ slug, name: subtitle, works: [first] }) => {
      const shown = first ? painting(first) : portrait;
      return ["series", slug, await draw(`share-series-${slug}`, { subtitle, ...shown })] as const;
    }),
    ...exhibitions.map(async ({ exhibition, works: [first] }) => {
      const [view] = exhibition.views ?? [];
      const shown = view
        ? { photo: view.image, shows: "a photograph of the exhibition" }
        : first
          ? painting(first)
          : portrait;
      const share = { subtitle: exhibition.title, ...shown };
      return [
        "exhibitions",
        exhibition.slug,
        await draw(`share-exhibition-${exhibition.slug}`, share),
      ] as const;
    }),
  ]);
  const of = (kind: string) =>
    Object.fromEntries(
      drawn.filter(([drawnKind]) => drawnKind === kind).map(([, slug, image]) => [slug, image]),
    );
  return { series: of("series"), exhibitions: of("exhibitions") };
}
