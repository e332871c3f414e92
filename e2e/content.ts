// The content under test (content/, or CONTENT_DIR) and what the site should make of it, for the
// browser suite (e2e/*.spec.ts) and the tests of the built files (e2e/built/*.test.ts) alike.
// Which works each page lists is worked out here in a few plain lines from the content as the
// build reads it, not by the site's own paging code: a mistake there is not repeated here.
import path from "node:path";
import sharp from "sharp";
import type { Work } from "../pipeline/catalogue.ts";
import { contentDir, readContent } from "../pipeline/read.ts";
import { slugify } from "../rules/slug.ts";

/** The content under test, read and checked the way the build reads it. */
export const content = readContent();
const { site, works, cv } = content;

/** A photograph's proportions, width over height, as it is shown (turned upright by its EXIF orientation). */
export async function photoRatio(image: string) {
  const { autoOrient } = await sharp(path.join(contentDir, "images", image)).metadata();
  return autoOrient.width / autoOrient.height;
}

/** Every work of the content under test, once each: the Gallery's, then the available list's. */
export const allWorks: readonly Work[] = [...works.gallery, ...works.available];

/** The works for sale, those reserved, and those sold. */
export const forSale = works.available.filter((work) => work.status === "available");
export const reserved = works.available.filter((work) => work.status === "reserved");
export const sold = works.available.filter((work) => work.status === "sold");
const unsold = works.available.filter((work) => work.status !== "sold");

/**
 * Each list's works in order: sold works stay on Available Works after the others, or move to the
 * end of the Gallery (site.yaml's available.soldWorks).
 */
export const lists = {
  gallery: site.available.soldWorks === "gallery" ? [...works.gallery, ...sold] : [...works.gallery],
  available: site.available.soldWorks === "gallery" ? unsold : [...unsold, ...sold],
};
export type ListName = keyof typeof lists;

/** How many works a page of each list shows (site.yaml's perPage); a series' pages show the Gallery's. */
export const perPage = { gallery: site.gallery.perPage, available: site.available.perPage };

/** A page of a list: its number (from 1), its address and its works. */
export type PageOfList<Item> = { number: number; path: string; works: Item[] };

/** The pages of `items` from `first` on, `size` to a page: /gallery, /gallery/2, ...; one page, even for none. */
export function pagesFrom<Item>(first: string, items: readonly Item[], size: number): PageOfList<Item>[] {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    path: index === 0 ? first : `${first}/${index + 1}`,
    works: items.slice(index * size, (index + 1) * size),
  }));
}

/** The four pages of the top bar: their addresses, names in the bar and headings (the spec's words). */
export const mainPages = {
  home: { path: "/", label: "Home", heading: site.artist.name },
  gallery: { path: "/gallery", label: "Gallery", heading: "Gallery" },
  available: { path: "/available", label: "Available Works", heading: "Available Works" },
  contact: { path: "/contact", label: "Contact", heading: "Get In Touch" },
} as const;

/** The lists with no work to show: their pages are made, for old links, but leave the top bar and the sitemap. */
export const emptyLists = (Object.keys(lists) as ListName[]).filter((name) => lists[name].length === 0);

const listPages = {
  gallery: pagesFrom(mainPages.gallery.path, lists.gallery, perPage.gallery),
  available: pagesFrom(mainPages.available.path, lists.available, perPage.available),
};

/** Each page of a list, from its first: its address and its works. */
export const pagesOf = <Name extends ListName>(name: Name): (typeof listPages)[Name] => listPages[name];

/** The four pages, and how many photographs of works each shows on its first screen (a list's first page). */
export const pages = [
  // The featured work, and the recent ones (the featured one may be among them too).
  { ...mainPages.home, works: 1 + site.home.recentWorks.length },
  { ...mainPages.gallery, works: pagesOf("gallery")[0]?.works.length ?? 0 },
  { ...mainPages.available, works: pagesOf("available")[0]?.works.length ?? 0 },
  { ...mainPages.contact, works: 0 },
];

/** The list that shows a work. */
export const listOf = (work: { id: number }): ListName =>
  lists.gallery.some((other) => other.id === work.id) ? "gallery" : "available";

/** The address of the page of its list that shows a work's card. */
export const listPageOf = (work: { id: number }) =>
  pagesOf(listOf(work)).find((page) => page.works.some((other) => other.id === work.id))?.path ?? "";

/** The address of a work's own page, and of its data for the viewer. */
export const workPath = (work: { slug: string }) => `/works/${work.slug}`;
export const workDataPath = (work: { slug: string }) => `/works/${work.slug}.json`;

/** The exhibitions with a page of their own: those with text, works or installation photographs. */
export const exhibitions = cv.exhibitions.filter((exhibition) =>
  [exhibition.text, exhibition.works, exhibition.views].some((part) => (part?.length ?? 0) > 0),
);
export const exhibitionPath = (exhibition: { slug: string }) => `/exhibitions/${exhibition.slug}`;

/**
 * The series, in the order each is first named, each with its works in works.yaml's order. Their
 * addresses are made as the works' own are (the loader's slug of a title, rules/slug.test.ts):
 * they name the pages to visit, not what is expected of them.
 */
export const series = [...new Set(allWorks.flatMap((work) => work.series ?? []))].map((name, place) => ({
  name,
  slug: slugify(name) || `series-${place + 1}`,
  works: allWorks.filter((work) => work.series === name),
}));
export const seriesPath = (one: { slug: string }) => `/series/${one.slug}`;

/** Each page of each series, from its first: as many works to a page as the Gallery's. */
export const seriesPages = series.flatMap((one) => pagesFrom(seriesPath(one), one.works, perPage.gallery));

/**
 * Every page of the site for visitors, by address, in the sitemap's order: the four (but a list's
 * with no work), the privacy page, the lists' further pages, one per work (as the lists show them), each
 * series' pages, one per exhibition with a page, and Texts and press.
 */
export const everyPage = [
  ...Object.entries(mainPages)
    .filter(([name]) => !emptyLists.includes(name as ListName))
    .map(([, page]) => page.path),
  "/privacy",
  ...[...pagesOf("gallery"), ...pagesOf("available")]
    .filter((page) => page.number > 1)
    .map((page) => page.path),
  ...[...lists.gallery, ...lists.available].map(workPath),
  // The kinds' order (pipeline/kinds.ts): works.yaml's pages, then the CV's.
  ...seriesPages.map((page) => page.path),
  ...exhibitions.map(exhibitionPath),
  // Texts and press, where texts.yaml has texts.
  ...(content.texts.length > 0 ? ["/texts"] : []),
];

/**
 * A work's size as written, height first ("160 x 110 cm", "20x20cm", "36 x 18 in"), with its unit
 * as the site words it and its height in cm.
 */
export function sizeOf(work: { title: string; dimensions: string }) {
  const [height, width] = work.dimensions.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const unit = /(cm|mm|in)\s*$/i.exec(work.dimensions)?.[1]?.toLowerCase();
  if (height === undefined || width === undefined || !unit)
    throw new Error(`${work.title}: ${work.dimensions}`);
  const cm = unit === "in" ? 2.54 : unit === "mm" ? 0.1 : 1;
  return { height, width, unit: unit === "in" ? "inches" : unit, heightInCm: height * cm };
}

/** A pattern that matches `text` as it is, whatever characters it has. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A price as the site should show it: an amount as "AUD 4,800" (cents only when it has some), words as written. */
export function shownPrice(price: number | string | undefined) {
  if (price === undefined) return "Price on request";
  if (typeof price === "string") return price;
  const digits = Number.isInteger(price) ? 0 : 2;
  return `AUD ${new Intl.NumberFormat("en-AU", { minimumFractionDigits: digits }).format(price)}`;
}

/**
 * The e-mail Inquire starts, as the specification words it, each part encoded with %20 for spaces;
 * in a viewing room, its subject names the room.
 */
export const inquiryHref = (work: { title: string; year: string }, room?: string) =>
  `mailto:${site.artist.email}?subject=${encodeURIComponent(`Inquiry about "${work.title}"${room ? ` (${room})` : ""}`)}&body=${encodeURIComponent(
    `Hello, I am interested in learning more about "${work.title}" (${work.year}). Thank you.`,
  )}`;

/** Her time zone, as site.yaml names it; UTC where it names none. */
export const timeZone = content.site.timeZone ?? "UTC";

/** The day, year-month-day, that `moment` falls on in her zone ("en-CA" writes year-month-day). */
export const dayThere = (moment: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    moment,
  );

/** "20 December 2026": a day as the rooms' pages and their lists write it. */
export const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

/** The day the build took as today (SITE_DAY, or today where she lives), by which a room has closed or not. */
export const today = process.env.SITE_DAY ?? dayThere(Date.now());

/**
 * The viewing rooms (rooms.yaml): each one's address, whether it has closed, and its works in its
 * order, each with the room's own price where it gives one and its state there.
 */
export const rooms = content.rooms.map((room) => ({
  ...room,
  path: `/rooms/${room.key}`,
  // Open through the whole of its closing day, hers.
  closed: room.closes !== undefined && room.closes < today,
  works: room.works.map(({ id, price }) => {
    const work = allWorks.find((one) => one.id === id);
    if (!work) throw new Error(`No work ${id}`);
    // As the room shows it: sold, reserved or available at a price (the room's or its own), or, a
    // work of the Gallery the room gives no price, not for sale.
    const state =
      ("status" in work ? work.status : undefined) ?? (price === undefined ? "not for sale" : "available");
    return { work, roomPrice: price, state };
  }),
}));

/** The pages the rooms make: each open room's, and where there are rooms, the page a closed one's address shows. */
export const roomPages = [
  ...rooms.filter((room) => !room.closed).map((room) => room.path),
  ...(rooms.length > 0 ? ["/rooms/404"] : []),
];
