// The viewing rooms, read from the built pages: each open room's words, works in its order with
// the room's prices and states, Inquire naming the room; a closed room's notice without works or
// prices; and that no public page, sitemap or file names a room. Their headers are the HTTP
// suite's (e2e/http.spec.ts), their viewer the browser's (e2e/rooms.spec.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { content, everyPage, inquiryHref, rooms, shownPrice } from "../content.ts";
import { cardsOf, client, headOf, pageAt, textOf } from "./site.ts";

const { site } = content;
/** "20 December 2026", as the room says its closing day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

test.skipIf(rooms.length === 0)(
  "every room is a page of its own, asking search engines to leave it out",
  () => {
    for (const room of rooms) {
      const head = headOf(pageAt(room.path));
      expect(head.meta.robots, room.path).toBe("noindex, nofollow");
      expect(head.title).toBe(`${room.title} | ${site.artist.name}`);
      expect(head.jsonLd).toEqual([]);
      // Its link preview: the room's title, beside its first work (the artist's portrait once closed).
      const first = room.works[0]?.work;
      expect(head.meta["og:image:alt"]).toBe(
        `${site.artist.name}, ${room.title}, beside ${room.closed || !first ? "a photograph of the artist" : `the painting ${first.title}`}`,
      );
    }
  },
);

describe.each(rooms.filter((room) => !room.closed).map((room) => [room.title, room] as const))(
  "open room %s",
  (_, room) => {
    const document = pageAt(room.path);
    const main = document.querySelector("main");

    test("says whom it is for, its words, and until when it is open", () => {
      expect(textOf(main?.querySelector("h1"))).toBe(room.title);
      const text = textOf(main);
      if (room.for) expect(text).toContain(`Prepared for ${room.for}`);
      for (const paragraph of room.text ?? []) expect(text).toContain(paragraph);
      if (room.closes) expect(text).toContain(`Open until ${longDay(room.closes)}`);
    });

    test("shows its works in its order, each with the room's price or its own, and its state", () => {
      const cards = cardsOf(document);
      expect(cards.map((card) => card.title)).toEqual(room.works.map(({ work }) => work.title));
      for (const [index, { work, roomPrice }] of room.works.entries()) {
        const card = cards[index];
        const text = textOf(card?.element);
        const status = "status" in work ? work.status : undefined;
        const ownPrice = "price" in work ? work.price : undefined;
        const inquire = card?.element.querySelector('a[href^="mailto:"]')?.getAttribute("href");
        if (status === "sold") {
          expect(text, work.title).toContain("Sold");
          expect(text, work.title).not.toContain(shownPrice(roomPrice ?? ownPrice));
          expect(inquire, work.title).toBeUndefined();
        } else if (roomPrice !== undefined || status !== undefined) {
          expect(text, work.title).toContain(shownPrice(roomPrice ?? ownPrice));
          if (status === "reserved") expect(text, work.title).toContain("Reserved");
          else expect(inquire, work.title).toBe(inquiryHref(work, room.title));
        } else {
          // A work of the Gallery without a room price is shown as the Gallery shows it: no price.
          expect(inquire, work.title).toBeUndefined();
        }
      }
    });
  },
);

test.skipIf(!rooms.some((room) => room.closed))(
  "a closed room says so, with no works and no prices, and keeps the artist's e-mail",
  () => {
    for (const room of rooms.filter((one) => one.closed)) {
      const main = pageAt(room.path).querySelector("main");
      const text = textOf(main);
      expect(text).toContain(`This viewing room closed on ${longDay(room.closes ?? "")}.`);
      expect(cardsOf(pageAt(room.path))).toEqual([]);
      for (const { work, roomPrice } of room.works) {
        expect(text).not.toContain(work.title);
        if (roomPrice !== undefined) expect(text).not.toContain(shownPrice(roomPrice));
      }
      expect(main?.querySelector(`a[href="mailto:${site.artist.email}"]`)).not.toBeNull();
    }
  },
);

test.skipIf(rooms.length === 0)(
  "no public page or file names a room: not a page, the sitemap, robots.txt or the manifest",
  () => {
    const secrets = rooms.flatMap((room) => [room.key, room.title]);
    const publicFiles = [
      ...everyPage.map((address) => (address === "/" ? "index.html" : `${address.slice(1)}.html`)),
      "404.html",
      "sitemap.xml",
      "robots.txt",
      ...readdirSync(client).filter((file) => file.endsWith(".webmanifest")),
    ];
    for (const file of publicFiles) {
      const text = readFileSync(path.join(client, file), "utf8");
      expect(text.includes("/rooms/"), file).toBe(false);
      for (const secret of secrets) expect(text.includes(secret), `${file} names ${secret}`).toBe(false);
    }
  },
);
