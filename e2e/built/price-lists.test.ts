// The lists a gallery forwards (PDF), read as their reader reads them: poppler's pdftotext and
// pdfinfo (Debian's poppler-utils, installed by scripts/ensure-test-deps.sh). Available Works
// links its list, with every work for sale that is not sold; each open room links its own, at its
// prices. Each is A4, its text is text in the site's faces (embedded), each title links to the
// work's page, and it stays small enough to e-mail.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { domainToUnicode } from "node:url";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { priceListPdf } from "../../pipeline/price-list.ts";
import { content, forSale, longDay, reserved, rooms, shownPrice, sold, today, workPath } from "../content.ts";
import { client, pageAt, textOf } from "./site.ts";

const { site, works } = content;

/** A PDF's text as pdftotext lays it out, its runs of white space as one space. */
const textOfPdf = (file: string) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
/** pdfinfo's fields. */
const infoOf = (file: string) =>
  Object.fromEntries(
    execFileSync("pdfinfo", [file], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.split(/:\s+/, 2) as [string, string]),
  );
/** The fonts a PDF names, and whether each is embedded. */
const fontsOf = (file: string) =>
  execFileSync("pdffonts", [file], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((line) => ({ name: line.split(/\s+/)[0] ?? "", embedded: / yes yes yes /.test(line) }));
/**
 * The texts of a PDF's structure elements of `type` (H1, H2, Figure…), in reading order, as
 * poppler's pdfinfo -struct-text reads its tags: what a screen reader is given.
 */
const tagged = (file: string, type: string) => {
  const lines = execFileSync("pdfinfo", ["-struct-text", file], { encoding: "utf8" }).split("\n");
  const depth = (line: string) => line.length - line.trimStart().length;
  return lines.flatMap((line, index) => {
    if (!line.trimStart().startsWith(`${type} `) && line.trim() !== `${type}:`) return [];
    const inside = lines.slice(index + 1);
    const end = inside.findIndex((next) => depth(next) <= depth(line));
    return [
      (end === -1 ? inside : inside.slice(0, end))
        .map((next) => /^\s*"(.*)"$/.exec(next)?.[1])
        .filter((text) => text !== undefined)
        .join(""),
    ];
  });
};
/** The addresses a PDF's links lead to. */
const linksOf = (file: string) =>
  [...readFileSync(file, "latin1").matchAll(/\/URI \(([^)]*)\)/g)].map(([, uri]) => uri);

/** The link to a list on a page, by its words. */
const listLink = (address: string) =>
  [...(pageAt(address).querySelector("main")?.querySelectorAll("a") ?? [])].find(
    (link) => textOf(link) === "Download the list (PDF)",
  );

/** The day the build made the list, where she lives. */
const madeOn = longDay(today);

/** Bytes a list may take: its faces and heading, and each work with its photograph (at most 45 KB). */
const budget = (works: number) => 80_000 + 50_000 * works;

/** What every list says: the artist, how to write and where the site is, and the day it was made. */
function expectHeading(text: string) {
  expect(text).toContain(site.artist.name);
  expect(text).toContain(site.artist.email);
  // The site's name as a person reads it, accents and all (not its xn-- form).
  expect(text).toContain(domainToUnicode(new URL(site.siteUrl).hostname));
  expect(text).toContain(`Made on ${madeOn}`);
}

const unsold = [...forSale, ...reserved].sort(
  (a, b) => works.available.indexOf(a) - works.available.indexOf(b),
);
const availableList = path.join(client, "available.pdf");

test.skipIf(unsold.length > 0)("without a work for sale, Available Works has no list", () => {
  expect(listLink("/available")).toBeUndefined();
  expect(existsSync(availableList)).toBe(false);
});

describe.skipIf(unsold.length === 0)("Available Works' list", () => {
  test("is linked from each of its pages, and is an A4 PDF of its works, in the site's faces", () => {
    expect(listLink("/available")?.getAttribute("href")).toBe("/available.pdf");
    const info = infoOf(availableList);
    expect(info["Page size"]).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    expect(info.Title).toBe(`Available Works, ${site.artist.name}`);
    const fonts = fontsOf(availableList);
    expect(fonts.map((font) => font.name).join(" ")).toMatch(/InstrumentSerif/);
    expect(fonts.map((font) => font.name).join(" ")).toMatch(/InstrumentSans/);
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });

  test("lists every work for sale that is not sold, in order, with its details, inventory number, price and Reserved", () => {
    const text = textOfPdf(availableList);
    expectHeading(text);
    let from = 0;
    for (const work of unsold) {
      const at = text.indexOf(work.title, from);
      expect(at, work.title).toBeGreaterThanOrEqual(from);
      from = at + work.title.length;
      const ref = work.ref ? [`Inventory number ${work.ref}`] : [];
      for (const detail of [work.year, work.medium, work.dimensions, ...ref, shownPrice(work.price)]) {
        expect(text.slice(at), `${work.title}: ${detail}`).toContain(detail);
      }
    }
    expect(text.match(/\bReserved\b/g) ?? []).toHaveLength(reserved.length);
    for (const work of sold) expect(text, work.title).not.toContain(work.title);
  });

  test("is tagged: its title the heading, then each work's photograph and title, in order", () => {
    expect(infoOf(availableList).Tagged).toBe("yes");
    expect(tagged(availableList, "H1")).toEqual(["Available Works"]);
    expect(tagged(availableList, "H2")).toEqual(unsold.map((work) => work.title));
    // Each photograph a Figure (its words, the work's title, are tested in pipeline/price-list.test.ts).
    expect(tagged(availableList, "Figure")).toHaveLength(unsold.length);
  });

  test("links each title to its work's page, and stays small enough to e-mail", () => {
    const links = linksOf(availableList);
    for (const work of unsold) expect(links).toContain(`${site.siteUrl}${workPath(work)}`);
    expect(readFileSync(availableList).length).toBeLessThanOrEqual(budget(unsold.length));
  });
});

describe.each(rooms.filter((room) => !room.closed).map((room) => [room.title, room] as const))(
  "the list of the room %s",
  (_, room) => {
    const file = path.join(client, `${room.path.slice(1)}.pdf`);
    // Its works for sale there: a Gallery work only at a price of the room's; none sold.
    const listed = room.works.filter(
      ({ work, roomPrice }) =>
        (roomPrice !== undefined || "status" in work) && !("status" in work && work.status === "sold"),
    );

    test("is linked from the room, and lists its works not sold at the room's prices", () => {
      expect(listLink(room.path)?.getAttribute("href")).toBe(`${room.path}.pdf`);
      const text = textOfPdf(file);
      expectHeading(text);
      expect(text).toContain(room.title);
      expect(tagged(file, "H1")).toEqual([room.title]);
      expect(tagged(file, "H2")).toEqual(listed.map(({ work }) => work.title));
      if (room.for) expect(text).toContain(`Prepared for ${room.for}`);
      // As its page says it (e2e/built/rooms.test.ts).
      if (room.closes) expect(text).toContain(`Open until ${longDay(room.closes)}`);
      for (const { work, roomPrice } of listed) {
        const price = roomPrice ?? ("price" in work ? work.price : undefined);
        const details = text.slice(text.indexOf(work.title));
        expect(details, work.title).toContain(shownPrice(price));
        if (work.ref) expect(details, work.title).toContain(`Inventory number ${work.ref}`);
      }
      for (const { work } of room.works.filter((entry) => !listed.includes(entry))) {
        expect(text, work.title).not.toContain(work.title);
      }
      expect(readFileSync(file).length).toBeLessThanOrEqual(budget(listed.length));
    });
  },
);

test.skipIf(!rooms.some((room) => room.closed))(
  "a closed room has no list, nor does the page its address shows",
  () => {
    for (const room of rooms.filter((one) => one.closed)) {
      expect(existsSync(path.join(client, `${room.path.slice(1)}.pdf`))).toBe(false);
    }
    expect(listLink("/rooms/404")).toBeUndefined();
  },
);

test("a work whose words are taller than its photograph is never split between two pages", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "list-"));
  await sharp({ create: { width: 400, height: 500, channels: 3, background: "#8a7f6a" } })
    .jpeg()
    .toFile(path.join(dir, "work.jpg"));
  // Titles of many lines and media of two: each work's words run past its photograph.
  const long = Array.from({ length: 9 }, (_, index) => ({
    title: `Number${index + 1}: ${"A very long title of a painting, as some are, ".repeat(9).trim()}`,
    slug: `work-${index + 1}`,
    year: "2026",
    medium: "Synthetic polymer paint, oil, oil stick, graphite, wood shavings and sand on linen",
    dimensions: "160 x 110 cm",
    image: "work.jpg",
    price: 1000 + index + 1,
    reserved: false,
  }));
  const file = path.join(dir, "list.pdf");
  writeFileSync(
    file,
    await priceListPdf(
      {
        artist: { name: "A Painter", email: "studio@example.com" },
        siteUrl: "https://www.example.com",
        title: "Available Works",
        works: long,
        day: "2026-12-20",
      },
      dir,
    ),
  );
  const pages = Number(infoOf(file).Pages);
  const pageTexts = Array.from({ length: pages }, (_, index) =>
    execFileSync("pdftotext", ["-f", String(index + 1), "-l", String(index + 1), file, "-"], {
      encoding: "utf8",
    }).replace(/\s+/g, " "),
  );
  for (const work of long) {
    const number = work.title.split(":")[0] ?? "";
    const on = pageTexts.filter((text) => text.includes(`${number}:`));
    expect(on, number).toHaveLength(1);
    expect(on[0], number).toContain(shownPrice(work.price));
    expect(on[0], number).toContain(work.dimensions);
  }
});
