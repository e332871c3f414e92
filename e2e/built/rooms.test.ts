// The viewing rooms, read from the built files: each open room's words, works in its order with
// the room's prices and states, Inquire leading to the room's form about the work, its share image under its own
// address; a closed room's address left to the page of a closed room, which names none; and that no
// file any host serves names a room, but the room's own page and list, nor is at an address naming
// it but the room's own. Their headers are the HTTP suite's (e2e/http.spec.ts), their viewer the
// browser's (e2e/rooms.spec.ts).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { allWorks, content, dayThere, longDay, rooms, shownPrice } from "../content.ts";
import { cardsOf, client, fileOf, headOf, pageAt, textOf } from "./site.ts";

const { site } = content;

const openRooms = rooms.filter((room) => !room.closed);
/** The page every address under /rooms/ that is no open room shows. */
const closedPage = "/rooms/404";

test.skipIf(openRooms.length === 0)(
  "every open room is a page of its own, asking search engines to leave it out",
  () => {
    for (const room of openRooms) {
      const head = headOf(pageAt(room.path));
      expect(head.meta.robots, room.path).toBe("noindex, nofollow");
      expect(head.title).toBe(`${room.title} | ${site.artist.name}`);
      expect(head.jsonLd).toEqual([]);
      // Its link preview: the room's title, beside its first work.
      const first = room.works[0]?.work;
      expect(head.meta["og:image:alt"]).toBe(
        `${site.artist.name}, ${room.title}, beside ${first ? `the painting ${first.title}` : "a photograph of the artist"}`,
      );
    }
  },
);

test.skipIf(openRooms.length === 0)(
  "every open room's share image is under the room's own address, a 1200 x 630 JPEG, so it closes with the room",
  async () => {
    for (const room of openRooms) {
      const head = headOf(pageAt(room.path));
      const image = new URL(head.meta["og:image"] ?? "");
      expect(image.origin, room.path).toBe(new URL(site.siteUrl).origin);
      expect(image.pathname.startsWith(`${room.path}/`), image.pathname).toBe(true);
      expect(head.meta).toMatchObject({
        "og:image:type": "image/jpeg",
        "og:image:width": "1200",
        "og:image:height": "630",
      });
      const file = fileOf(image.pathname);
      expect(await sharp(file).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      expect(statSync(file).size).toBeLessThan(300 * 1024);
    }
  },
);

describe.each(openRooms.map((room) => [room.title, room] as const))("open room %s", (_, room) => {
  const document = pageAt(room.path);
  const main = document.querySelector("main");

  test("says whom it is for, its words, and until when it is open", () => {
    expect(textOf(main?.querySelector("h1"))).toBe(room.title);
    const text = textOf(main);
    if (room.for) expect(text).toContain(`Prepared for ${room.for}`);
    for (const paragraph of room.text ?? []) expect(text).toContain(paragraph);
    if (room.closes) expect(text).toContain(`Open until ${longDay(room.closes)}`);
  });

  test.skipIf(!room.closes)(
    "tells every host the instant it closes: the end of its closing day where she lives",
    () => {
      const closing = Date.parse(main?.getAttribute("data-closes") ?? "");
      const minute = 60_000;
      expect(closing % minute).toBe(0);
      // The minute before is still its closing day there; that instant is the next day's first.
      expect(dayThere(closing - minute)).toBe(room.closes);
      expect(dayThere(closing) > (room.closes ?? "")).toBe(true);
    },
  );

  test("shows its works in its order, each with the room's price or its own, and its state", () => {
    const cards = cardsOf(document);
    expect(cards.map((card) => card.title)).toEqual(room.works.map(({ work }) => work.title));
    for (const [index, { work, roomPrice, state }] of room.works.entries()) {
      const card = cards[index];
      const text = textOf(card?.element);
      const ownPrice = "price" in work ? work.price : undefined;
      const inquire = [...(card?.element.querySelectorAll("a") ?? [])]
        .find((link) => textOf(link).startsWith("Inquire"))
        ?.getAttribute("href");
      if (state === "sold") {
        expect(text, work.title).toContain("Sold");
        expect(text, work.title).not.toContain(shownPrice(roomPrice ?? ownPrice));
        expect(inquire, work.title).toBeUndefined();
      } else if (state !== "not for sale") {
        expect(text, work.title).toContain(shownPrice(roomPrice ?? ownPrice));
        if (state === "reserved") expect(text, work.title).toContain("Reserved");
        // To the room's form about this work, on this page, which names it and the room (e2e/built/inquiry.test.ts).
        else {
          expect(inquire, work.title).toBe(`#inquire-${work.slug}`);
          expect(document.querySelector(`[id="inquire-${work.slug}"] form`), work.title).not.toBeNull();
        }
      } else {
        // A work of the Gallery without a room price is shown as the Gallery shows it: no price.
        expect(inquire, work.title).toBeUndefined();
      }
    }
  });
});

test.skipIf(!rooms.some((room) => room.closed))(
  "a closed room leaves no file: its address shows that the room has closed, and the artist's e-mail",
  () => {
    for (const room of rooms.filter((one) => one.closed)) {
      // Its page, its list, and its folder (its share image's).
      for (const file of [`${room.path}.html`, `${room.path}.pdf`, room.path]) {
        expect(existsSync(path.join(client, file)), file).toBe(false);
      }
    }
    const document = pageAt(closedPage);
    expect(headOf(document).meta.robots).toBe("noindex, nofollow");
    const main = document.querySelector("main");
    expect(textOf(main?.querySelector("h1"))).toBe("This room has closed");
    expect(cardsOf(document)).toEqual([]);
    expect(main?.querySelector(`a[href="mailto:${site.artist.email}"]`)).not.toBeNull();
  },
);

/**
 * What could tell a stranger of a room: its key, title and guest, and each price it gives that no
 * public page shows (as the room shows it, and as a page's data holds it).
 */
function secretsOf(room: (typeof rooms)[number]) {
  const publicPrices = new Set(allWorks.map((work) => ("price" in work ? shownPrice(work.price) : "")));
  const prices = room.works.flatMap(({ roomPrice }) =>
    roomPrice === undefined || publicPrices.has(shownPrice(roomPrice))
      ? []
      : [shownPrice(roomPrice), ...(typeof roomPrice === "number" ? [`"price":${roomPrice}`] : [])],
  );
  return [room.key, room.title, ...(room.for ? [room.for] : []), ...prices];
}

/** Every file of the served folder, as text a reader would find in it: compressed copies decoded, a PDF's words. */
function servedText(file: string) {
  const full = path.join(client, file);
  if (file.endsWith(".pdf"))
    return execFileSync("pdftotext", ["-enc", "UTF-8", full, "-"], { encoding: "utf8" });
  const bytes = readFileSync(full);
  const decoded = file.endsWith(".br")
    ? brotliDecompressSync(bytes)
    : file.endsWith(".gz")
      ? gunzipSync(bytes)
      : bytes;
  // A PDF's words are compressed: its text too, beside its bytes.
  return decoded.toString("utf8");
}

/** Every file of the served folder, by its path there. */
const servedFiles = () =>
  readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));

test.skipIf(rooms.length === 0)(
  "no file's address names a room but the open room's own: its page, its list, and what is under its address",
  () => {
    const files = servedFiles();
    for (const room of rooms) {
      const own = room.path.slice(1);
      const naming = files.filter((file) => file.includes(room.key));
      const outside = naming.filter(
        (file) => !/^\.(html|pdf)(\.(br|gz))?$/.test(file.slice(own.length)) && !file.startsWith(`${own}/`),
      );
      expect(outside, room.path).toEqual([]);
      if (room.closed) expect(naming, room.path).toEqual([]);
      // The share image among them, whose bytes are read below with every file's.
      else expect(naming.filter((file) => file.startsWith(`${own}/`)).length, room.path).toBeGreaterThan(0);
    }
  },
);

test.skipIf(rooms.length === 0)(
  "no file any host serves names a room, but the open room's own page and list",
  () => {
    const read = servedFiles().map((file) => ({ file, text: servedText(file) }));
    expect(read.length).toBeGreaterThan(100);
    for (const room of rooms) {
      const own = room.closed ? [] : [`${room.path.slice(1)}.html`, `${room.path.slice(1)}.pdf`];
      const isOwn = (file: string) => own.some((name) => file === name || file.startsWith(`${name}.`));
      for (const secret of secretsOf(room)) {
        const naming = read
          .filter(({ file, text }) => !isOwn(file) && text.includes(secret))
          .map(({ file }) => file);
        expect(naming, `files naming "${secret}"`).toEqual([]);
      }
    }
  },
);
