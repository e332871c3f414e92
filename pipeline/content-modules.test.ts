import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeEach, expect, test } from "vitest";
import { parse } from "yaml";
import { parseDimensions } from "../rules/dimensions";
import { everyWork } from "../rules/lists";
import { contentModules } from "./content-modules";
import type { PhotographsModule } from "./content-types";
import { pictureQueries, shareQuery, widthsFor } from "./image-queries";
import { ContentError } from "./load";
import { photo, photographedFixture } from "./photographed-fixture";
import { placeholderColours } from "./photographs";
import { readCatalogue, readContent } from "./read";

let dir: string;
beforeEach(async () => {
  dir = await photographedFixture();
});

/** The fixture's modules, built with no host to give what site.yaml leaves out. */
const loadModule = async () => contentModules(readCatalogue(dir, {}), dir, path.join(dir, ".cache"));

const importsOf = (code: string) => code.match(/^import \w+ from ".*";$/gm) ?? [];

/** Node's own check of a module's syntax, early errors included (a name imported twice, say). */
function syntaxErrorsOf(code: string) {
  const check = spawnSync(process.execPath, ["--input-type=module", "--check", "-"], { input: code });
  return check.status === 0 ? "" : check.stderr.toString();
}

/** What a module exports, with each file it imports as the path and query it imports. */
function exportsOf<Exports>(code: string): Exports {
  const exports = {};
  const body = code
    .replace(/^import (\w+) from (".*");$/gm, "const $1 = $2;")
    .replace(/^export const (\w+) =/gm, "exports.$1 =");
  new Function("exports", body)(exports);
  return exports as Exports;
}
const photographsOf = (code: string) => exportsOf<PhotographsModule<string, string>>(code);

test("a featured work that is also a recent one: each module is valid, its photographs imported once", async () => {
  const site = path.join(dir, "site.yaml");
  const recent = readFileSync(site, "utf8").match(/recentWorks: \[(\d+)/)?.[1];
  writeFileSync(site, readFileSync(site, "utf8").replace(/featuredWork: \d+/, `featuredWork: ${recent}`));
  const { modules } = await loadModule();
  for (const [name, code] of Object.entries(modules)) {
    expect(syntaxErrorsOf(code), name).toBe("");
    expect(new Set(importsOf(code)).size, name).toBe(importsOf(code).length);
  }
});

test("imports each photograph whole, and cut to 4:5 for the lists where it is not", async () => {
  const { modules, imports } = await loadModule();
  // Each photograph twice: AVIF, and the JPEG fallback; 16 works and the portrait. And as
  // many again for the 11 works that are not 4:5 (within 1%), cut to 4:5 for the lists. Gallery:
  // 160 x 110 (twice), 120 x 100, 137 x 107 and 180 x 140 cm; for sale: 120 x 90, 160 x 110
  // (twice), 60 x 50 (twice), 137 x 107. And the four pages' share images.
  expect(importsOf(modules.photographs)).toHaveLength(17 * 2 + 11 * 2 + 4);
  // The photographs' imports, which the build's report counts, leave out the share images.
  expect(imports).toHaveLength(17 * 2 + 11 * 2);
  // Low Tide, Blackwattle Bay (160 x 110 cm, 440 x 640 px): whole, and its middle cut to 4:5.
  const lowTide = `${dir}/images/works/01.jpg`;
  // Every size up to the photograph's own width, 440 px, whole or cut.
  const { modern, fallback } = pictureQueries(440);
  expect(modern).toMatch(/^w=360;440&/);
  const { photographs } = photographsOf(modules.photographs);
  expect(photographs["works/01.jpg"]).toMatchObject({
    whole: { modern: `${lowTide}?${modern}`, fallback: `${lowTide}?${fallback}` },
    cuts: {
      "": {
        modern: `${lowTide}?extract=0_45_440_550&${modern}`,
        fallback: `${lowTide}?extract=0_45_440_550&${fallback}`,
      },
    },
    zoom: { tiles: expect.stringMatching(/^[0-9a-f]+$/), width: 440, height: 640 },
  });
  // Saltbush Hymn, 150 x 120 cm, is 4:5 already: whole alone.
  expect(photographs["works/03.jpg"]?.cuts).toEqual({});
  expect(photographs["portrait.jpg"]?.cuts).toEqual({});
});

test("cuts a thumbnail at the work's focus", async () => {
  const works = path.join(dir, "works.yaml");
  writeFileSync(
    works,
    readFileSync(works, "utf8").replace("image: works/01.jpg", "image: works/01.jpg\n    focus: top"),
  );
  const { modules } = await loadModule();
  const { cuts } = photographsOf(modules.photographs).photographs["works/01.jpg"] ?? {};
  expect(Object.keys(cuts ?? {})).toEqual(["top"]);
  expect(cuts?.top?.modern).toContain(`${dir}/images/works/01.jpg?extract=0_0_440_550&`);
});

test("gives a work's other photographs every size and format of its main one, and no 4:5 cut", async () => {
  const works = path.join(dir, "works.yaml");
  writeFileSync(
    works,
    readFileSync(works, "utf8").replace(
      "image: works/01.jpg",
      "image: works/01.jpg\n    views:\n      - image: works/01-room.jpg\n        alt: In a room",
    ),
  );
  await photo(path.join(dir, "images", "works", "01-room.jpg"), 600, 400);
  const { modules } = await loadModule();
  const room = `${dir}/images/works/01-room.jpg`;
  // The room's photograph whole, in every size and format, and never cut.
  expect(photographsOf(modules.photographs).photographs["works/01-room.jpg"]).toEqual({
    whole: {
      modern: `${room}?${pictureQueries(600).modern}`,
      fallback: `${room}?${pictureQueries(600).fallback}`,
    },
    cuts: {},
    colours: await placeholderColours(room),
  });
  expect(syntaxErrorsOf(modules.photographs)).toBe("");
});

test("draws each page's share image, 1200 x 630, and describes it", async () => {
  const { modules } = await loadModule();
  const { shareImages } = photographsOf(modules.photographs);
  for (const page of ["home", "gallery", "available", "contact"] as const) {
    const file = path.join(dir, ".cache", `share-${page}.png`);
    expect(shareImages.pages[page].src).toBe(`${file}?${shareQuery}`);
    const { width, height } = await sharp(file).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  }
  expect(shareImages.pages.gallery).toEqual({
    src: `${path.join(dir, ".cache", "share-gallery.png")}?${shareQuery}`,
    alt: "Mara Ellison, Gallery, beside the painting Low Tide, Blackwattle Bay",
    width: 1200,
    height: 630,
  });
  // The sample has no viewing rooms.
  expect(shareImages.rooms).toEqual({});
});

test("gives each open room's share image its words and size, and imports no file for it: a build step writes it", async () => {
  writeFileSync(
    path.join(dir, "rooms.yaml"),
    [
      "- title: New paintings for Anna",
      "  key: xgjuieu2yy5siu5ihbcnohvoue",
      "  works: [15, 2]",
      "- title: Last summer",
      "  key: ttkmhnf6wzr7i2velo2i7ztfcd",
      "  works: [2]",
      "  closes: 2020-01-31",
    ].join("\n"),
  );
  const { modules } = await loadModule();
  // The fixture's artist, and the room's first work.
  const { site, works } = readContent(dir, {});
  const first = everyWork(works).find((work) => work.id === 15);
  expect(photographsOf(modules.photographs).shareImages.rooms).toEqual({
    xgjuieu2yy5siu5ihbcnohvoue: {
      alt: `${site.artist.name}, New paintings for Anna, beside the painting ${first?.title}`,
      width: 1200,
      height: 630,
    },
  });
  // The four pages' share images alone, as without rooms; nothing of a room among the drawn files.
  expect(importsOf(modules.photographs)).toHaveLength(17 * 2 + 11 * 2 + 4);
  expect(
    readdirSync(path.join(dir, ".cache"))
      .filter((file) => file.endsWith(".png"))
      .sort(),
  ).toEqual(["available", "contact", "gallery", "home"].map((page) => `share-${page}.png`));
});

test("gives each photograph its colours from top to bottom, for its place while it loads", async () => {
  const { modules } = await loadModule();
  const { photographs } = photographsOf(modules.photographs);
  expect(photographs["portrait.jpg"]?.colours).toEqual(
    await placeholderColours(`${dir}/images/portrait.jpg`),
  );
  expect(photographs["works/01.jpg"]?.colours).toEqual(
    await placeholderColours(`${dir}/images/works/01.jpg`),
  );
  // Nothing of any photograph for a stylesheet: the modules import photographs alone.
  for (const code of Object.values(modules)) expect(code).not.toMatch(/^import .*\.css\b/m);
});

test("a placeholder runs from the top colour of the photograph to the bottom one", async () => {
  const file = path.join(dir, "two-tone.png");
  // Red above, blue below.
  const red = { r: 255, g: 0, b: 0 };
  await sharp({ create: { width: 4, height: 6, channels: 3, background: red } })
    .composite([
      {
        input: { create: { width: 4, height: 3, channels: 3, background: { r: 0, g: 0, b: 255 } } },
        top: 3,
        left: 0,
      },
    ])
    .png()
    .toFile(file);
  const [top, middle, bottom] = await placeholderColours(file);
  expect([top, bottom]).toEqual(["#ff0000", "#0000ff"]);
  expect(middle).toMatch(/^#[0-9a-f]{6}$/);
  // A phone's photograph, stored on its side (red on the left) and shown turned upright (red above).
  const phone = path.join(dir, "phone.jpg");
  await sharp(file).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 100 }).toFile(phone);
  const [upper, , lower] = await placeholderColours(phone);
  const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  expect(rgb(upper).map((channel) => channel > 128)).toEqual([true, false, false]);
  expect(rgb(lower).map((channel) => channel > 128)).toEqual([false, false, true]);
});

test("stops the build with the work and field named when content is invalid", async () => {
  const works = path.join(dir, "works.yaml");
  const broken = `gallery:\n  - id: 1\n    title: Low Tide\n    year: 2025\n    medium: Oil\n    image: works/01.jpg\navailable: []\n`;
  writeFileSync(works, broken);
  await expect(loadModule()).rejects.toThrow(
    /\/works\.yaml, line 2: gallery work 1 "Low Tide": dimensions: is missing/,
  );
});

test.each([
  ["a file with no more than a JPEG's first bytes", () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])],
  // Its header is whole, its picture cut off: a copy that stopped halfway.
  [
    "a JPEG cut off after its header",
    async () =>
      (
        await sharp({ create: { width: 440, height: 640, channels: 3, background: "#a0522d" } })
          .jpeg()
          .toBuffer()
      ).subarray(0, 400),
  ],
])("%s stops the build, named with its work, before any image is made", async (_, bytes) => {
  writeFileSync(path.join(dir, "images", "works", "04.jpg"), await bytes());
  const error = await loadModule().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentError);
  expect((error as ContentError).problems).toEqual([
    expect.stringMatching(
      /\/works\.yaml, line \d+: gallery work 4 "Ochre Weather": image: works\/04\.jpg cannot be read: the file is damaged or incomplete\. Save or copy it again$/,
    ),
  ]);
});

test("a photograph over the pixel limit stops the build, named as too large with its size, before any image is made", async () => {
  // A PNG 30,000 x 30,000 px (900 megapixels), grey, whose rows are all zeros: small on disk.
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(30_001))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  writeFileSync(path.join(dir, "images", "works", "04.jpg"), png);
  const error = await loadModule().catch((caught: unknown) => caught);
  expect((error as ContentError).problems).toEqual([
    expect.stringMatching(
      /\/works\.yaml, line \d+: gallery work 4 "Ochre Weather": image: works\/04\.jpg is too large to make images of: 30,000 x 30,000 px \(900 megapixels\), over the 268 the build can take\. Save a copy about 4,000 px on its longer side$/,
    ),
  ]);
});

test("warns of a photograph whose proportions disagree with its work's dimensions, and builds", async () => {
  // Ochre Weather is 160 x 110 cm, height first: a portrait painting, photographed on its side.
  await photo(path.join(dir, "images", "works", "04.jpg"), 640, 440);
  const { warnings, modules } = await loadModule();
  const works = readFileSync(path.join(dir, "works.yaml"), "utf8").split("\n");
  const line = works.findIndex((text) => text.includes("image: works/04.jpg")) + 1;
  expect(warnings).toContainEqual(
    `${path.relative(process.cwd(), dir)}/works.yaml, line ${line}: gallery work 4 "Ochre Weather": image: the photograph is landscape (640 x 440 px) but the dimensions, 160 x 110 cm (height x width), are portrait: is the photograph rotated, or are the dimensions the wrong way round?`,
  );
  expect(modules.photographs).toContain("works/04.jpg");
});

test("no size is made wider than the photograph: its own width stands in for the wider ones", () => {
  expect(widthsFor([360, 720, 1080, 1440], 2400)).toEqual([360, 720, 1080, 1440]);
  expect(widthsFor([360, 720, 1080, 1440], 1000)).toEqual([360, 720, 1000]);
  expect(widthsFor([720, 1080], 300)).toEqual([300]);
});

test("one note, in words, names the photographs too small to show sharp on a phone", async () => {
  // The fixture's photographs are 80 to 720 px wide: all but the first work's made 800 px wide.
  const works = Object.values(parse(readFileSync(path.join(dir, "works.yaml"), "utf8"))).flat() as {
    image: string;
    dimensions: string;
  }[];
  const wide = (image: string, dimensions = "50 x 40 cm") => {
    const { width = 4, height = 5 } = parseDimensions(dimensions) ?? {};
    return photo(path.join(dir, "images", image), 800, Math.round((800 * height) / width));
  };
  await Promise.all([
    ...works.slice(1).map((work) => wide(work.image, work.dimensions)),
    wide("portrait.jpg"),
  ]);
  const small = works[0]?.image ?? "";
  // A site with an address of its own: no note of its address either.
  const site = path.join(dir, "site.yaml");
  writeFileSync(
    site,
    readFileSync(site, "utf8").replace(/^siteUrl: .*$/m, "siteUrl: https://www.mara-ellison.com"),
  );
  const { warnings } = await loadModule();
  expect(warnings).toEqual([
    expect.stringMatching(new RegExp(`^One photograph is narrower than 720 px: ${small} \\(\\d+ px\\)\\.`)),
  ]);
  // None at all when every photograph is wide enough.
  await wide(small, works[0]?.dimensions);
  expect((await loadModule()).warnings).toEqual([]);
});

test("a site whose address is an example's, or left out with no host to give one, is named in one line", async () => {
  const site = path.join(dir, "site.yaml");
  const note = (address: string) =>
    `${path.relative(process.cwd(), dir)}/site.yaml: the site's address is ${address}, an example: canonical links, the sitemap and share images point there. Give yours as siteUrl, e.g. siteUrl: https://www.your-name.com (on Netlify, leave siteUrl out: the site's Netlify address is used).`;
  writeFileSync(
    site,
    readFileSync(site, "utf8").replace(/^siteUrl: .*$/m, "siteUrl: https://studio.example.org"),
  );
  expect((await loadModule()).warnings.filter((line) => line.includes("/site.yaml:"))).toEqual([
    note("https://studio.example.org"),
  ]);
  writeFileSync(site, readFileSync(site, "utf8").replace(/^siteUrl: .*\n/m, ""));
  expect((await loadModule()).warnings.filter((line) => line.includes("/site.yaml:"))).toEqual([
    note("https://www.example.com"),
  ]);
});

test("a site.yaml that names no time zone keeps UTC, and the build says so in one line", async () => {
  const site = path.join(dir, "site.yaml");
  const zoneLines = async () => (await loadModule()).warnings.filter((line) => line.includes("timeZone"));
  expect(await zoneLines()).toEqual([]);
  writeFileSync(site, readFileSync(site, "utf8").replace(/^timeZone: .*\n/m, ""));
  expect(await zoneLines()).toEqual([
    `${path.relative(process.cwd(), dir)}/site.yaml: names no timeZone: rooms close at the end of their closing day in UTC, and lists are dated by its day. Give yours, e.g. timeZone: Australia/Sydney.`,
  ]);
});

test("stops the build when a photograph is missing", async () => {
  const site = path.join(dir, "site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace("image: portrait.jpg", "image: self-portrait.jpg"));
  await expect(loadModule()).rejects.toThrow(
    /\/site\.yaml, line \d+: artist\.portrait\.image: no file .*\/images\/self-portrait\.jpg/,
  );
});
