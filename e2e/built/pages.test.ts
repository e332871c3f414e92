// What each built page says before any script runs: Home's sections, Contact, the top bar, each
// work's page, the exhibitions' pages, from the content under test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { BuiltSite } from "../../hosting/policy.ts";
import {
  allWorks,
  content,
  emptyLists,
  exhibitionPath,
  exhibitions,
  forSale,
  listPageOf,
  lists,
  mainPages,
  series,
  seriesPath,
  shownPrice,
  sold,
  today,
  workPath,
} from "../content.ts";
import { buildDir } from "../servers.ts";
import { isBuilt, one, pageAt, textOf, textsOf } from "./site.ts";

const { site, cv, works } = content;
/** The year of the build's day (SITE_DAY's, say), which the footers show until a script shows the visitor's. */
const year = today.slice(0, 4);

/** The links of `scope` whose text is exactly `text`. */
const linksNamed = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll("a")].filter((link) => textOf(link) === text);

/** The link of `scope` named `name`, by its text or its label, or an error. */
function link(scope: ParentNode, name: string | RegExp) {
  const found = [...scope.querySelectorAll("a")].find((each) => {
    const label = each.getAttribute("aria-label") ?? textOf(each);
    return typeof name === "string" ? label === name : name.test(label);
  });
  if (!found) throw new Error(`No link named ${name}`);
  return found;
}

const social = new RegExp(`^${site.artist.social.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);

describe("Home", () => {
  const document = pageAt(mainPages.home.path);
  const section = (heading: string) => {
    const found = [...document.querySelectorAll("main section")].find(
      (each) => textOf(each.querySelector("h1, h2")) === heading,
    );
    if (!found) throw new Error(`No section "${heading}"`);
    return found;
  };

  test("the hero has the artist's name and leads to the Gallery, Available Works and the social profile", () => {
    const hero = section(site.artist.name);
    expect(link(hero, "View Gallery").getAttribute("href")).toBe(mainPages.gallery.path);
    expect(link(hero, "Available Works").getAttribute("href")).toBe(mainPages.available.path);
    expect(link(hero, social).getAttribute("href")).toBe(site.artist.social.url);
  });

  test("About has the paragraphs of the biography and the portrait", () => {
    const about = section("About");
    expect(textsOf(about, "p")).toEqual(site.home.biography.map((text) => text.replace(/\s+/g, " ")));
    expect([...about.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toContain(
      site.artist.portrait.alt,
    );
  });

  test("Recent Works shows the works chosen in site.yaml, in order, and leads to the Gallery", () => {
    const recent = section("Recent Works");
    const chosen = site.home.recentWorks.map((id) => works.gallery.find((work) => work.id === id));
    expect(textsOf(recent, "h3")).toEqual(chosen.map((work) => work?.title));
    expect(recent.querySelectorAll("img")).toHaveLength(chosen.length);
    expect(link(recent, "Explore Full Gallery").getAttribute("href")).toBe(mainPages.gallery.path);
  });

  test("the CV lists education, exhibitions and collections, each entry in full, a list with none left out", () => {
    const lists = [
      [
        "Education",
        cv.education.map((entry) => [entry.years, `${entry.qualification}, ${entry.institution}`]),
      ],
      [
        "Selected Exhibitions",
        cv.exhibitions.map((show) => [`${show.year} · ${show.kind}`, `${show.title}, ${show.venue}`]),
      ],
      ["Collections", cv.collections.map((collection) => [collection])],
    ] as const;
    const shown = lists.filter(([, entries]) => entries.length > 0);
    const cvSection = section("CV");
    expect(textsOf(cvSection, "h3")).toEqual(shown.map(([title]) => title));
    for (const [index, [, entries]] of shown.entries()) {
      const items = textsOf(cvSection.querySelectorAll("ul")[index] as Element, "li");
      expect(items).toHaveLength(entries.length);
      for (const [item, parts] of entries.entries())
        for (const part of parts) expect(items[item]).toContain(part);
    }
  });

  test("the CV links each exhibition that has a page, and leaves the others as lines", () => {
    const cvSection = section("CV");
    for (const exhibition of cv.exhibitions) {
      const links = linksNamed(cvSection, exhibition.title);
      const page = exhibitions.find(
        (each) => each.title === exhibition.title && each.year === exhibition.year,
      );
      expect(links.map((each) => each.getAttribute("href"))).toEqual(page ? [exhibitionPath(page)] : []);
    }
  });

  test("Get In Touch is the #contact anchor, with the e-mail and social buttons", () => {
    const contact = one(document, "section#contact");
    expect(textOf(contact.querySelector("h2"))).toBe("Get In Touch");
    expect(textOf(contact)).toContain(site.contact.invitation);
    expect(link(contact, new RegExp(`^${site.artist.email}`)).getAttribute("href")).toBe(
      `mailto:${site.artist.email}`,
    );
    expect(link(contact, social).getAttribute("target")).toBe("_blank");
  });

  test("the footer has the e-mail and social icons and the owner's name of site.yaml", () => {
    const footer = one(document, "footer");
    expect(link(footer, `Email ${site.artist.email} (opens your e-mail app)`).getAttribute("href")).toBe(
      `mailto:${site.artist.email}`,
    );
    expect(link(footer, social).getAttribute("href")).toBe(site.artist.social.url);
    expect(textOf(footer)).toContain(`© ${year} ${site.homeFooterName ?? site.artist.name}`);
  });
});

test("Contact invites an e-mail, shows the address, and the artist's name in its footer", () => {
  const document = pageAt(mainPages.contact.path);
  expect(textOf(document.querySelector("main h1"))).toBe("Get In Touch");
  expect(textOf(document.querySelector("main"))).toContain(site.contact.invitation);
  expect(link(one(document, "main"), new RegExp(`^${site.artist.email}`)).getAttribute("href")).toBe(
    `mailto:${site.artist.email}`,
  );
  expect(textOf(document.querySelector("footer"))).toContain(`© ${year} ${site.artist.name}`);
});

describe("the top bar", () => {
  const links = [
    { name: "Home", path: mainPages.home.path },
    { name: "Gallery", path: mainPages.gallery.path },
    { name: "Available Works", path: mainPages.available.path },
    { name: "Contact", path: mainPages.contact.path },
    // A list with no work leaves the bar (e2e/built/empty-lists.test.ts).
  ].filter(({ path }) => !emptyLists.some((name) => mainPages[name].path === path));

  test.each(links)(
    "on $path exactly the $name link is current, in the bar and in the phone's menu",
    ({ path }) => {
      const nav = one(pageAt(path), 'nav[aria-label="Main"]');
      for (const list of [one(nav, "ul"), one(nav, "#site-menu")]) {
        for (const each of links) {
          const [element] = linksNamed(list, each.name);
          expect(element?.getAttribute("href")).toBe(each.path);
          expect(element?.getAttribute("aria-current") ?? null, `${each.name} on ${path}`).toBe(
            each.path === path ? "page" : null,
          );
        }
      }
    },
  );

  test("its brand links home, and the social profile opens in a new tab, safely", () => {
    const nav = one(pageAt(mainPages.contact.path), 'nav[aria-label="Main"]');
    expect(linksNamed(nav, site.artist.name)[0]?.getAttribute("href")).toBe("/");
    const profile = link(nav, social);
    expect(profile.getAttribute("href")).toBe(site.artist.social.url);
    expect(profile.getAttribute("target")).toBe("_blank");
    expect(profile.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe.each([
  { list: "gallery", label: "Gallery" },
  { list: "available", label: "Available Works" },
] as const)("each work of $label", ({ list, label }) => {
  const listed = lists[list];

  test.each(listed.map((work, index) => ({ work, index, title: work.title })))(
    "$title has its page: its details, its list, and its neighbours",
    ({ work, index }) => {
      const main = one(pageAt(workPath(work)), "main");
      expect(textOf(main.querySelector("h1"))).toBe(work.title);
      const details = Object.fromEntries(
        [...main.querySelectorAll("dt")].map((term) => [textOf(term), textOf(term.nextElementSibling)]),
      );
      expect(details).toMatchObject({ Year: work.year, Medium: work.medium, Dimensions: work.dimensions });
      // The painting itself, described by its title.
      expect(
        [...main.querySelectorAll("img")].some((img) => img.getAttribute("alt")?.startsWith(work.title)),
      ).toBe(true);
      // Back to the list leads to the list's page that shows the work.
      expect(linksNamed(main, `← ${label}`)[0]?.getAttribute("href")).toBe(listPageOf(work));
      const more = one(main, `nav[aria-label="More in ${label}"]`);
      expect(textOf(more)).toContain(`${index + 1} of ${listed.length} in ${label}`);
      // The ends stop: no previous work before the first, no next after the last.
      const neighbour = (name: string) =>
        [...more.querySelectorAll("a")]
          .find((each) => textOf(each).includes(`${name}: `))
          ?.getAttribute("href") ?? null;
      const [previous, next] = [listed[index - 1], listed[index + 1]];
      expect(neighbour("Previous")).toBe(previous ? workPath(previous) : null);
      expect(neighbour("Next")).toBe(next ? workPath(next) : null);
    },
  );
});

test.skipIf(forSale.length === 0)(
  "a work for sale shows its price, and its Inquire leads to the form on its page",
  () => {
    for (const work of forSale) {
      const main = one(pageAt(workPath(work)), "main");
      expect(textsOf(main, "dd")).toContain(shownPrice(work.price));
      expect(link(main, /^Inquire About This Work/).getAttribute("href")).toBe("#inquire");
      expect(main.querySelector("#inquire form")).not.toBeNull();
    }
  },
);

test.skipIf(sold.length === 0)("a sold work's page says Sold, without its price or an Inquire link", () => {
  for (const work of sold) {
    const main = one(pageAt(workPath(work)), "main");
    expect(textsOf(main, "span, p, dd")).toContain("Sold");
    expect(textsOf(main, "dd")).not.toContain(shownPrice(work.price));
    expect(
      [...main.querySelectorAll("a, button")].filter((each) => textOf(each).startsWith("Inquire")),
    ).toEqual([]);
  }
});

test("a work's page names its series and the exhibitions it hung in, each linked", () => {
  for (const work of allWorks) {
    const main = one(pageAt(workPath(work)), "main");
    const terms = textsOf(main, "dt");
    const inSeries = series.find((one) => one.name === work.series);
    expect(terms.includes("Series"), work.title).toBe(inSeries !== undefined);
    if (inSeries) expect(linksNamed(main, inSeries.name)[0]?.getAttribute("href")).toBe(seriesPath(inSeries));
    const hung = exhibitions.filter((exhibition) => exhibition.works?.includes(work.id));
    expect(terms.includes("Exhibited"), work.title).toBe(hung.length > 0);
    for (const exhibition of hung) {
      expect(textOf(main)).toContain(`${exhibition.title}, ${exhibition.venue}, ${exhibition.year}`);
      expect(linksNamed(main, exhibition.title)[0]?.getAttribute("href")).toBe(exhibitionPath(exhibition));
    }
  }
});

test("a work's page shows its record, each part where it has one, in the order a registrar reads it", () => {
  for (const work of allWorks) {
    const main = one(pageAt(workPath(work)), "main");
    // Each term of the details with what it says: "Framed" → "64 x 184 x 5 cm".
    const rows = new Map(
      [...main.querySelectorAll("dt")].map((term) => [textOf(term), term.nextElementSibling]),
    );
    const record = [
      ["Inventory number", work.ref],
      ["Signed", work.signed],
      ["Framed", work.framed],
    ] as const;
    for (const [term, value] of record) {
      expect(textOf(rows.get(term)), `${work.title}: ${term}`).toBe(value ?? "");
    }
    const items = (term: string) => textsOf(rows.get(term) ?? main.ownerDocument.createElement("dd"), "li");
    expect(items("Provenance"), work.title).toEqual(work.provenance ?? []);
    expect(items("Literature"), work.title).toEqual((work.literature ?? []).map((entry) => entry.text));
    for (const entry of work.literature ?? []) {
      if (entry.link) expect(linksNamed(main, entry.text)[0]?.getAttribute("href")).toBe(entry.link);
    }
    // In that order, after the details and before the series and exhibitions.
    const terms = [...rows.keys()];
    const order = [
      "Dimensions",
      "Inventory number",
      "Signed",
      "Framed",
      "Series",
      "Provenance",
      "Literature",
      "Exhibited",
    ];
    const shown = order.filter((term) => terms.includes(term));
    expect(
      terms.filter((term) => order.includes(term)),
      work.title,
    ).toEqual(shown);
  }
});

test("a work's page shows its photograph, then its other photographs, each described", () => {
  for (const work of allWorks.filter((each) => (each.views?.length ?? 0) > 0)) {
    const alts = [...one(pageAt(workPath(work)), "main").querySelectorAll("img")].map((img) =>
      img.getAttribute("alt"),
    );
    expect(alts.slice(1, 1 + (work.views?.length ?? 0)), work.title).toEqual(
      work.views?.map((view) => view.alt),
    );
    expect(alts[0]?.startsWith(`${work.title}, `)).toBe(true);
  }
});

/** "2025-03-12" as the page writes its day and month: "12 March". */
const dayAndMonth = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-AU", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

describe.each(exhibitions.map((exhibition) => ({ ...exhibition, path: exhibitionPath(exhibition) })))(
  "the exhibition page $path",
  (exhibition) => {
    const main = one(pageAt(exhibition.path), "main");

    test("says what it was, where and when, with its text and the venue's link", () => {
      expect(textOf(main.querySelector("h1"))).toBe(exhibition.title);
      const text = textOf(main);
      for (const fact of [exhibition.kind, exhibition.venue, ...(exhibition.text ?? [])])
        expect(text).toContain(fact);
      for (const day of [exhibition.opens, exhibition.closes])
        if (day) expect(text).toContain(dayAndMonth(day));
      expect(text).toContain(
        exhibition.closes?.slice(0, 4) ?? exhibition.opens?.slice(0, 4) ?? exhibition.year,
      );
      if (exhibition.link) {
        const venue = link(main, /opens in a new tab/);
        expect([venue.getAttribute("href"), venue.getAttribute("target")]).toEqual([
          exhibition.link,
          "_blank",
        ]);
      }
    });

    test("shows its works as the lists' cards, in its order, each leading to the work's own page", () => {
      const shown = (exhibition.works ?? []).map((id) => allWorks.find((work) => work.id === id));
      const cards = [...main.querySelectorAll("a[aria-haspopup=dialog][href^='/works/']")];
      expect(cards.map((card) => card.getAttribute("href"))).toEqual(
        shown.map((work) => workPath(work ?? { slug: "" })),
      );
    });

    test("without JavaScript, each installation photograph leads to its largest JPEG", () => {
      for (const view of exhibition.views ?? []) {
        const photograph = [...main.querySelectorAll("a")].find(
          (each) => each.querySelector("img")?.getAttribute("alt") === view.alt,
        );
        const href = photograph?.getAttribute("href") ?? "";
        expect(href).toMatch(/^\/assets\/.+\.jpg$/);
        expect(isBuilt(href)).toBe(true);
      }
    });
  },
);

// The servers' list of pages, which e2e/http.spec.ts takes its addresses from.
test("build/site.json lists every page of the build: the four, one per work, and the not-found page", () => {
  const listed = (JSON.parse(readFileSync(path.join(buildDir, "site.json"), "utf8")) as BuiltSite).pages;
  const four = ["/", "/gallery", "/available", "/contact"];
  expect(listed.slice(0, four.length).map((page) => page.path)).toEqual(four);
  for (const work of allWorks) expect(listed.map((page) => page.path)).toContain(workPath(work));
  expect(listed).toContainEqual(expect.objectContaining({ path: "/404", file: "404.html" }));
});
