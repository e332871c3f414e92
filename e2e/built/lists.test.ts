// The lists as their built pages show them, without JavaScript: the Gallery's and Available Works'
// pages and each series', every work reached by the pagers' links, each card's details, prices and
// states, and the sold works where site.yaml puts them.
import { describe, expect, test } from "vitest";
import {
  content,
  lists,
  mainPages,
  pagesOf,
  perPage,
  reserved,
  series,
  seriesPages,
  seriesPath,
  shownPrice,
  sold,
  workPath,
} from "../content.ts";
import { cardOf, cardsOf, cardsOfList, pageAt, textOf, textsOf } from "./site.ts";

const { site } = content;

/** Whether a card shows `text` as one of its lines (a paragraph, a badge). */
const shows = (card: Element, text: string) => textsOf(card, "p, span, h2, h3").some((line) => line === text);

/** The card's Inquire control: a link, or a button when the work cannot be inquired about. */
const inquireOf = (card: Element) =>
  [...card.querySelectorAll("a, button")].find((control) => textOf(control).startsWith("Inquire"));

describe("the Gallery", () => {
  test.each(pagesOf("gallery"))(
    "$path introduces the works and lists its own, with title and year",
    (page) => {
      const document = pageAt(page.path);
      expect(textOf(document.querySelector("main h1"))).toBe("Gallery");
      expect(textsOf(document, "main p")).toContain(site.gallery.intro);
      const cards = cardsOf(document);
      expect(cards.map((card) => card.title)).toEqual(page.works.map((work) => work.title));
      for (const [index, work] of page.works.entries())
        expect(shows(cards[index]?.element as Element, work.year)).toBe(true);
    },
  );
});

describe("Available Works", () => {
  test.each(pagesOf("available"))("$path lists its works with their details, prices and states", (page) => {
    const document = pageAt(page.path);
    expect(textOf(document.querySelector("main h1"))).toBe("Available Works");
    expect(textsOf(document, "main p")).toContain(site.available.intro);
    expect(cardsOf(document).map((card) => card.title)).toEqual(page.works.map((work) => work.title));
    for (const work of page.works) {
      const card = cardOf(document, work.title);
      expect(shows(card, work.year), work.title).toBe(true);
      // A sold work shows its badge alone (below).
      if (work.status === "sold") continue;
      for (const detail of [work.medium, work.dimensions, shownPrice(work.price)])
        expect(shows(card, detail), `${work.title}: ${detail}`).toBe(true);
      // A reserved work says so, and cannot be inquired about; any other can, by the form on its page.
      const isReserved = work.status === "reserved";
      expect(shows(card, "Reserved"), work.title).toBe(isReserved);
      const inquire = inquireOf(card);
      expect(inquire?.tagName.toLowerCase(), work.title).toBe(isReserved ? "button" : "a");
      if (isReserved) expect(inquire?.hasAttribute("disabled")).toBe(true);
      else expect(inquire?.getAttribute("href")).toBe(`${workPath(work)}#inquire`);
    }
  });
});

describe.each(["gallery", "available"] as const)("without JavaScript, %s", (name) => {
  test("reaches every work from its first page by the pager's links, each card leading to the work's own page", () => {
    expect(cardsOfList(mainPages[name].path, mainPages[name].heading)).toEqual(
      lists[name].map((work) => ({ title: work.title, href: workPath(work) })),
    );
  });

  test("shows each page's number of works, site.yaml's perPage at most", () => {
    for (const page of pagesOf(name)) expect(page.works.length).toBeLessThanOrEqual(perPage[name]);
  });
});

describe("a sold work", () => {
  const where = site.available.soldWorks;
  const other = where === "gallery" ? "available" : "gallery";

  test.skipIf(sold.length === 0)(
    `is listed on ${where}, after the others, in works.yaml's order, and not on ${other}`,
    () => {
      expect(
        cardsOfList(mainPages[where].path, mainPages[where].heading)
          .slice(-sold.length)
          .map((card) => card.title),
      ).toEqual(sold.map((work) => work.title));
      for (const page of pagesOf(other))
        expect(cardsOf(pageAt(page.path)).map((card) => card.title)).not.toContain(sold[0]?.title);
    },
  );

  test.skipIf(sold.length === 0)("has a card that says Sold, without its price or an Inquire control", () => {
    for (const work of sold) {
      const page = pagesOf(where).find((one) => one.works.some((listed) => listed.id === work.id));
      const card = cardOf(pageAt(page?.path ?? ""), work.title);
      expect(shows(card, "Sold")).toBe(true);
      expect(shows(card, shownPrice(work.price))).toBe(false);
      expect(inquireOf(card)).toBeUndefined();
    }
  });
});

test.skipIf(reserved.length === 0)(
  "a reserved work's card shows its badge and price, and a disabled Inquire button",
  () => {
    for (const work of reserved) {
      const page = pagesOf("available").find((one) => one.works.some((listed) => listed.id === work.id));
      const card = cardOf(pageAt(page?.path ?? ""), work.title);
      expect(shows(card, "Reserved")).toBe(true);
      expect(shows(card, shownPrice(work.price))).toBe(true);
      expect(inquireOf(card)?.tagName.toLowerCase()).toBe("button");
      expect(inquireOf(card)?.hasAttribute("disabled")).toBe(true);
    }
  },
);

describe.each(series)("the series $name", (one) => {
  test("shows its works over its pages, in works.yaml's order, each leading to its own page", () => {
    expect(cardsOfList(seriesPath(one), one.name)).toEqual(
      one.works.map((work) => ({ title: work.title, href: workPath(work) })),
    );
  });

  test("marks its works as the lists do: sold, reserved, or with an Inquire link to the work's form", () => {
    for (const page of seriesPages.filter((each) => each.path.startsWith(seriesPath(one)))) {
      const document = pageAt(page.path);
      expect(textOf(document.querySelector("main h1"))).toBe(one.name);
      for (const work of page.works) {
        const card = cardOf(document, work.title);
        const status = "status" in work ? work.status : undefined;
        expect(shows(card, "Sold"), work.title).toBe(status === "sold");
        expect(shows(card, "Reserved"), work.title).toBe(status === "reserved");
        if (status === "available") {
          expect(inquireOf(card)?.getAttribute("href")).toBe(`${workPath(work)}#inquire`);
        }
      }
    }
  });
});

describe("the Gallery's choice of series", () => {
  const choiceOn = (address: string) => pageAt(address).querySelector('nav[aria-label="Series"]');

  test.skipIf(series.length > 0)("is not there when no work has a series", () => {
    expect(choiceOn(mainPages.gallery.path)).toBeNull();
  });

  test.skipIf(series.length === 0)(
    "offers All works and each series as links, the current one marked",
    () => {
      const choice = choiceOn(mainPages.gallery.path);
      expect(textsOf(choice as Element, "a")).toEqual(["All works", ...series.map((one) => one.name)]);
      const current = (address: string) => textsOf(choiceOn(address) as Element, 'a[aria-current="page"]');
      expect(current(mainPages.gallery.path)).toEqual(["All works"]);
      for (const one of series) {
        const link = [...(choice?.querySelectorAll("a") ?? [])].find((each) => textOf(each) === one.name);
        expect(link?.getAttribute("href")).toBe(seriesPath(one));
        expect(current(seriesPath(one))).toEqual([one.name]);
      }
    },
  );
});

test("a list shows each work's main photograph alone, never its other photographs", () => {
  const views = [...lists.gallery, ...lists.available].flatMap((work) => work.views ?? []);
  for (const page of [...pagesOf("gallery"), ...pagesOf("available"), ...seriesPages]) {
    const alts = [...pageAt(page.path).querySelectorAll("main img")].map((img) => img.getAttribute("alt"));
    for (const view of views) expect(alts, page.path).not.toContain(view.alt);
  }
});
