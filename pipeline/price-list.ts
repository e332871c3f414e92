import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { domainToUnicode } from "node:url";
import { create as openFont } from "fontkit";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import subsetFont from "subset-font";
import { escapeXml } from "../rules/escape-xml.ts";
import { absoluteUrl, workPath } from "../rules/pages.ts";
import { priceOnRequest, priceText } from "../rules/price.ts";
import { longDay, openUntil } from "../rules/rooms.ts";
import type { Catalogue, Work } from "./catalogue.ts";

// The list a gallery forwards: an A4 PDF of works, each with its photograph, title (a link to its
// page), year, medium, dimensions, inventory number, price and Reserved where it is, under the
// artist's name, e-mail and site, and the day it was made. Made at build time in Node with PDFKit: the text is
// text (selectable, searchable), in the site's own faces, embedded; a character they lack (a
// title in Greek, say) in Noto Sans; and tagged (PDF/UA-1), for a gallerist who hears it read.

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(file));

/** Each face's files, in the order a character is looked for in them. */
const faceFiles = {
  serif: [
    { file: "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2" },
    { file: "@fontsource/instrument-serif/files/instrument-serif-latin-ext-400-normal.woff2" },
  ],
  sans: [
    { file: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2", wght: 400 },
    {
      file: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-ext-wght-normal.woff2",
      wght: 400,
    },
  ],
} as const;
/** What neither face has: Noto Sans's Greek, Cyrillic and Vietnamese. */
const fallbackFiles = ["greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"].map((subset) => ({
  file: `@fontsource-variable/noto-sans/files/noto-sans-${subset}-wght-normal.woff2`,
  wght: 400,
}));

type Face = keyof typeof faceFiles;
/** A font file as the PDF embeds it (TrueType), and which characters it has. */
type FontFile = { name: string; data: Buffer; has: (codePoint: number) => boolean };

let loaded: Promise<Record<Face, FontFile[]>> | undefined;

/** The faces' files as TrueType (a variable one at its weight), each read once per process. */
function fonts() {
  const load = async (files: readonly { file: string; wght?: number }[], face: string) =>
    Promise.all(
      files.map(async ({ file, wght }, index) => {
        const data = await subsetFont(fontFile(file), "", {
          targetFormat: "sfnt",
          keepAllGlyphs: true,
          ...(wght && { variationAxes: { wght } }),
        });
        const font = openFont(data);
        return {
          name: `${face}-${index}`,
          data,
          has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
        };
      }),
    );
  loaded ??= (async () => {
    const fallback = await load(fallbackFiles, "fallback");
    return {
      serif: [...(await load(faceFiles.serif, "serif")), ...fallback],
      sans: [...(await load(faceFiles.sans, "sans")), ...fallback],
    };
  })();
  return loaded;
}

/** `text` cut into runs, each in the first file of `files` that has its characters. */
function runsOf(text: string, files: readonly FontFile[]) {
  const runs: { font: string; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const font = (files.find((file) => file.has(codePoint)) ?? files[0])?.name ?? "";
    const last = runs.at(-1);
    if (last && (last.font === font || /\s/.test(character))) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/** A row of the list: a work as it is printed. */
export type PrintedRow = {
  title: string;
  slug: string;
  year: string;
  medium: string;
  dimensions: string;
  /** Its inventory number, if it has one. */
  ref?: string | undefined;
  /** Its photograph, a file of content/images. */
  image: string;
  price: number | string;
  reserved: boolean;
};

/** A list: whose, what it is, for whom, and its works in order. */
export type PrintedList = {
  artist: { name: string; email: string };
  siteUrl: string;
  title: string;
  for?: string | undefined;
  /** A room's closing day, year-month-day: the last day it is open, where she lives. */
  closes?: string | undefined;
  works: readonly PrintedRow[];
  /** The day it is made, year-month-day. */
  day: string;
};

const colours = { ink: "#1c1917", stone: "#6b6560", rule: "#d6d3d1" };
/** A4 in points, its margins, and the photograph's box beside each work's words. */
const page = { width: 595.28, height: 841.89, margin: 48 };
const photoBox = 150;
/** A photograph's longer side in pixels: 150 pt at 300 dpi or so, sharp on paper. */
const photoPixels = 640;

/** The most a work's photograph may add to a list: a list of 40 works is then about 2 MB. */
export const photoBytes = 45_000;

/**
 * A photograph as a list prints it: a JPEG at most photoPixels on its longer side and photoBytes
 * in size (a busy surface is given a lower quality, then fewer pixels, until it fits).
 */
async function printedPhoto(file: string) {
  const upright = await sharp(file).autoOrient().flatten({ background: "#ffffff" }).toBuffer();
  for (const pixels of [photoPixels, Math.round(photoPixels * 0.8), Math.round(photoPixels * 0.64)]) {
    for (const quality of [80, 70, 60]) {
      const photo = await sharp(upright)
        .resize(pixels, pixels, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      if (photo.data.length <= photoBytes) return photo;
    }
  }
  return sharp(upright)
    .resize(300, 300, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 50, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

/**
 * The list as a PDF file's bytes: tagged (PDF/UA-1), so that a screen reader reads it in order:
 * the artist's name, the list's title as its heading (H1), the contact lines, then its works as a
 * list (L), each a Figure whose alternative text is the work's title, the title as a heading (H2)
 * linking to its page, its details and its price; the rules and the pages' feet are artifacts.
 */
export async function priceListPdf(list: PrintedList, imagesDir: string): Promise<Buffer> {
  const faces = await fonts();
  const made = new Date(`${list.day}T12:00:00Z`);
  const title = `${list.title}, ${list.artist.name}`;
  const document = new PDFDocument({
    size: "A4",
    margin: page.margin,
    bufferPages: true,
    info: { Title: title, Author: list.artist.name, CreationDate: made, ModDate: made },
    lang: "en",
    displayTitle: true,
    pdfVersion: "1.7",
    tagged: true,
    // PDFKit 0.20's, which @types/pdfkit does not name yet: pdfuaid:part 1 in the XMP metadata.
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
  });
  // The Info dictionary is written first, as given; the XMP metadata after, which must be XML.
  const endMetadata = document.endMetadata.bind(document);
  document.endMetadata = () => {
    Object.assign(document.info, { Title: escapeXml(title), Author: escapeXml(list.artist.name) });
    endMetadata();
  };
  for (const file of [...faces.serif, ...faces.sans]) document.registerFont(file.name, file.data);
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on("end", resolve));

  /** Writes `text` in `face` at `size`, each character in a file that has it. */
  const write = (
    text: string,
    face: Face,
    size: number,
    colour: string,
    options: PDFKit.Mixins.TextOptions & { x?: number; y?: number } = {},
  ) => {
    const { x, y, ...rest } = options;
    const runs = runsOf(text, faces[face]);
    document.fontSize(size).fillColor(colour);
    runs.forEach((run, index) => {
      document.font(run.font);
      const last = index === runs.length - 1;
      if (index === 0 && x !== undefined) document.text(run.text, x, y, { ...rest, continued: !last });
      else document.text(run.text, { ...rest, continued: !last });
    });
  };

  /** A structure element of `type` holding what `draw` draws. */
  const tagged = (type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions = {}) =>
    document.struct(type, options, draw);

  /**
   * A link (Link) whose words `draw` writes with `link`: PDFKit ties each of its annotations to it,
   * and PDF/UA asks each annotation for its description (Contents), which PDFKit's text does not give.
   */
  const linked = (description: string, draw: () => void) =>
    tagged("Link", () => {
      const annotate = document.annotate.bind(document);
      document.annotate = (x, y, w, h, options) =>
        annotate(x, y, w, h, { ...options, Contents: new String(description) as string });
      try {
        draw();
      } finally {
        document.annotate = annotate;
      }
    });

  /** Draws `draw` as an artifact: page furniture a screen reader passes over. */
  const artifact = (options: PDFKit.Mixins.MarkingOptions, draw: () => void) => {
    document.markContent("Artifact", options);
    draw();
    document.endMarkedContent();
  };

  /** How tall `text` runs in `face` at `size` within `width` (in the face's first file). */
  const heightOf = (text: string, face: Face, size: number, width: number) =>
    document
      .font(faces[face][0]?.name ?? "")
      .fontSize(size)
      .heightOfString(text, { width });

  const root = document.struct("Document");
  document.addStructure(root);
  const width = page.width - 2 * page.margin;
  root.add(
    tagged("P", () =>
      write(list.artist.name, "serif", 28, colours.ink, { x: page.margin, y: page.margin, width }),
    ),
  );
  root.add(tagged("H1", () => write(list.title, "sans", 13, colours.ink, { width })));
  if (list.for)
    root.add(tagged("P", () => write(`Prepared for ${list.for}`, "sans", 11, colours.stone, { width })));
  if (list.closes) {
    const closes = list.closes;
    root.add(tagged("P", () => write(openUntil(closes), "sans", 11, colours.stone, { width })));
  }
  document.moveDown(0.4);
  // The site's address as a person reads it: an accented name, not its xn-- form.
  const site = domainToUnicode(new URL(list.siteUrl).hostname);
  const contact = document.struct("P");
  root.add(contact);
  contact.add(
    linked(site, () =>
      write(`${list.artist.email}  ·  ${site}`, "sans", 10, colours.stone, { width, link: list.siteUrl }),
    ),
  );
  contact.end();
  root.add(tagged("P", () => write(`Made on ${longDay(list.day)}`, "sans", 10, colours.stone, { width })));
  let top = document.y + 18;

  const works = document.struct("L");
  root.add(works);
  for (const work of list.works) {
    const photo = await printedPhoto(path.join(imagesDir, work.image));
    const scale = Math.min(photoBox / photo.info.width, photoBox / photo.info.height);
    const drawn = { width: photo.info.width * scale, height: photo.info.height * scale };
    const textX = page.margin + photoBox + 24;
    const textWidth = page.width - page.margin - textX;
    const lines = [
      work.year,
      work.medium,
      work.dimensions,
      ...(work.ref ? [`Inventory number ${work.ref}`] : []),
    ];
    // Its words may be taller than its photograph (a long title, a long medium).
    const wordsHeight =
      heightOf(work.title, "serif", 16, textWidth) +
      lines.reduce((sum, line) => sum + heightOf(line, "sans", 10, textWidth), 0) +
      0.4 * heightOf("X", "sans", 10, textWidth) +
      heightOf(priceText(work.price), "sans", 11, textWidth) +
      (work.reserved ? heightOf("Reserved", "sans", 10, textWidth) : 0);
    // A work that would run past the page's foot starts the next page, whole.
    if (top + Math.max(photoBox, wordsHeight) > page.height - page.margin) {
      document.addPage();
      top = page.margin;
    }
    artifact({ type: "Layout" }, () =>
      document
        .moveTo(page.margin, top - 9)
        .lineTo(page.width - page.margin, top - 9)
        .lineWidth(0.5)
        .stroke(colours.rule),
    );
    const item = document.struct("LI");
    works.add(item);
    const body = document.struct("LBody");
    item.add(body);
    // PDF/UA asks a Figure for its box; @types/pdfkit does not name PDFKit 0.20's bbox yet.
    const box = { bbox: [page.margin, top, page.margin + drawn.width, top + drawn.height] };
    body.add(
      tagged("Figure", () => document.image(photo.data, page.margin, top, drawn), {
        alt: work.title,
        ...box,
      } as PDFKit.Mixins.StructureElementOptions),
    );
    const heading = document.struct("H2");
    body.add(heading);
    heading.add(
      linked(work.title, () =>
        write(work.title, "serif", 16, colours.ink, {
          x: textX,
          y: top,
          width: textWidth,
          link: absoluteUrl({ siteUrl: list.siteUrl }, workPath(work)),
        }),
      ),
    );
    heading.end();
    for (const line of lines)
      body.add(tagged("P", () => write(line, "sans", 10, colours.stone, { width: textWidth })));
    document.moveDown(0.4);
    body.add(tagged("P", () => write(priceText(work.price), "sans", 11, colours.ink, { width: textWidth })));
    if (work.reserved)
      body.add(tagged("P", () => write("Reserved", "sans", 10, colours.stone, { width: textWidth })));
    item.end();
    top = Math.max(top + drawn.height, document.y) + 27;
  }
  works.end();

  // Each page's foot: whose list, and which page of how many.
  const { start, count } = document.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    document.switchToPage(index);
    // Written in the bottom margin, which would otherwise start a page of its own.
    document.page.margins.bottom = 0;
    artifact({ type: "Pagination", attached: ["Bottom"] }, () =>
      write(
        `${list.artist.name}, ${list.title}  ·  page ${index + 1} of ${count}`,
        "sans",
        8,
        colours.stone,
        {
          x: page.margin,
          y: page.height - page.margin + 16,
          width,
          lineBreak: false,
        },
      ),
    );
  }
  root.end();
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A work as a list shows it: "Price on request" where it has no price, Reserved where it is. */
const printed = (work: Work): PrintedRow => ({
  ...work,
  price: ("price" in work ? work.price : undefined) ?? priceOnRequest,
  reserved: "status" in work && work.status === "reserved",
});

/**
 * Writes the catalogue's price lists into `client` (the built site): every work for sale that is
 * not sold, at /available.pdf (when there is one), and each open room's works at its prices,
 * beside its page. Returns the files written.
 */
export async function writePriceLists(client: string, catalogue: Catalogue, imagesDir: string) {
  const { site, day } = catalogue;
  const lists = catalogue.priceLists.map(({ path: file, title, for: recipient, closes, works }) => ({
    file,
    list: {
      artist: site.artist,
      siteUrl: site.siteUrl,
      day,
      title,
      for: recipient,
      closes,
      works: works.map(printed),
    } satisfies PrintedList,
  }));
  await Promise.all(
    lists.map(async ({ file, list }) => {
      const target = path.join(client, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await priceListPdf(list, imagesDir));
    }),
  );
  return {
    files: lists.map(({ file }) => file),
    unprintable: await unprintable(lists.flatMap(({ list }) => wordsOf(list))),
  };
}

/** Every text a list prints. */
const wordsOf = (list: PrintedList) => [
  list.artist.name,
  list.title,
  list.for ?? "",
  ...list.works.flatMap((work) => [work.title, work.medium, work.dimensions, work.ref ?? ""]),
];

/**
 * The characters of `texts` that none of the lists' faces has (Japanese, Arabic, say), which a
 * list would print as empty boxes: the build names them.
 */
export async function unprintable(texts: readonly string[]): Promise<string[]> {
  const faces = await fonts();
  const files = [...faces.serif, ...faces.sans];
  const missing = new Set<string>();
  for (const character of texts.join("")) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (!/\s/.test(character) && !files.some((file) => file.has(codePoint))) missing.add(character);
  }
  return [...missing];
}
