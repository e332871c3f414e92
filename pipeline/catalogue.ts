import { hasPage } from "../rules/exhibitions.ts";
import { everyWork, unsoldWorks, workLists } from "../rules/lists.ts";
import { availableListPath, type KindLinks, pages, sitePages } from "../rules/pages.ts";
import { closingOf, inRoom, isOpenOn, roomListPath } from "../rules/rooms.ts";
import { seriesOf } from "../rules/series.ts";
import { zoneOf } from "./build-day.ts";
import type { Kind } from "./kind.ts";
import { kinds } from "./kinds.ts";
import type { Content } from "./load.ts";

// The catalogue: the site as it shows the content on the day of the build, made once from the
// validated content. Every page's loader, the price lists, the sitemap and the host files take
// what they need from it; nothing else decides which works a list, a room or a price list shows.

/** A work of works.yaml, as validated: of either list, or of the one `List` names. */
export type Work<List extends "gallery" | "available" = "gallery" | "available"> =
  Content["works"][List][number];

/** The parts of a work's record its own page alone shows, beyond its details. */
export const recordFields = ["signed", "framed", "provenance", "literature"] as const;
export type RecordField = (typeof recordFields)[number];
/** `work` without its record, which its page alone shows. */
export function withoutRecord<W extends Work>(work: W): Omit<W, RecordField> {
  const isRecordField = (key: string) => (recordFields as readonly string[]).includes(key);
  // Object.fromEntries forgets the keys' types: the filter is what makes it the Omit.
  return Object.fromEntries(Object.entries(work).filter(([key]) => !isRecordField(key))) as Omit<
    W,
    RecordField
  >;
}

/** A work's record, if it has one beyond its details. */
function recordOf(work: Work): Pick<Work, "id" | RecordField>[] {
  const given = recordFields.filter((field) => work[field] !== undefined);
  return given.length > 0
    ? [{ id: work.id, ...Object.fromEntries(given.map((field) => [field, work[field]])) }]
    : [];
}

/** A price list: its file, what it is, for whom, and the works it offers in order. */
export type PriceList = {
  path: string;
  title: string;
  for?: string | undefined;
  /** A room's closing day, which its list says as its page does. */
  closes?: string | undefined;
  works: readonly Work[];
};

/**
 * The catalogue of `content` on `day` (year-month-day, her day: today where she lives): see the top
 * of this file. A build has its own from pipeline/read.ts's readCatalogue(), its day fixed there.
 */
export function catalogue(content: Content, day: string) {
  const { site, cv, works } = content;
  const byId = new Map(everyWork(works).map((work) => [work.id, work]));
  // loadContent has left out, with a warning, every id that names no work (pipeline/left-out.ts).
  const workOf = (id: number): Work => {
    const work = byId.get(id);
    if (!work) throw new Error(`${id} is the id of no work`);
    return work;
  };
  /** The Gallery and Available Works, each its works in order (sold ones where site.yaml puts them) and its page size. */
  const lists = workLists(content);
  /** The exhibitions with a page, each with the works that hung in it. */
  const exhibitions = cv.exhibitions
    .filter(hasPage)
    .map((exhibition) => ({ exhibition, works: (exhibition.works ?? []).map(workOf) }));
  /** The series, each its works in works.yaml's order. */
  const series = seriesOf(everyWork(works));
  /** Every room of rooms.yaml, open or closed on `day`, each work with the room's price where it gives one. */
  const rooms = content.rooms.map(({ works: shown, ...room }) => ({
    ...room,
    open: isOpenOn(room, day),
    /** The instant it closes, which every host decides by (rules/rooms.ts). */
    closing: closingOf(room, zoneOf(site)),
    works: shown.map(({ id, price }) => inRoom(workOf(id), price)),
  }));
  const forSale = unsoldWorks(works.available);
  const priceLists: PriceList[] = [
    // Every work for sale that is not sold, when there is one.
    ...(forSale.length > 0
      ? [{ path: availableListPath, title: pages.available.label, works: forSale }]
      : []),
    // Each open room's works for sale there: a Gallery work only at a price of the room's, and none sold.
    ...rooms
      .filter((room) => room.open)
      .map((room) => ({
        path: roomListPath(room),
        title: room.title,
        for: room.for,
        closes: room.closes,
        works: room.works.filter((work) => "status" in work && work.status !== "sold"),
      })),
  ];
  const shown = {
    /** The content it is made from, as validated: the photographs' module and warnings read it. */
    content,
    site,
    cv,
    day,
    /** The footer's year as the pages are written: the year of `day`, until the visitor's clock takes over. */
    year: Number(day.slice(0, 4)),
    /** Every work by its id. */
    works: byId,
    lists,
    exhibitions,
    series,
    rooms,
    /** Texts and press, newest first, each naming works that are there. */
    texts: content.texts,
    /** The records of the works that have one, by the work's id. */
    records: new Map(
      everyWork(works)
        .flatMap(recordOf)
        .map((record) => [record.id, record]),
    ),
    /** Home's works: the one it features and the recent ones (site.yaml), all of the Gallery. */
    home: {
      featured: site.home.featuredWork === undefined ? undefined : workOf(site.home.featuredWork),
      recent: site.home.recentWorks.map(workOf),
    },
    priceLists,
  };
  /** Every page the content makes (rules/pages.ts's registry), each kind's (pipeline/kinds.ts) in turn. */
  const built = sitePages(kinds.map((kind) => ("pages" in kind ? kind.pages(shown) : [])));
  /** Each kind's link, where its pages have its page: where its declaration puts it unless site.yaml's field for it chooses. */
  const links: KindLinks = { footer: [], menu: [] };
  for (const kind of kinds) {
    if (!("link" in kind)) continue;
    // Widened to any kind's link, so that one without `choice` is read as well.
    const { page, place, choice }: NonNullable<Kind["link"]> = kind.link;
    if (built.some((one) => one.path === page.path))
      links[(choice && site[choice]) || place].push({ path: page.path, label: page.label });
  }
  return {
    ...shown,
    /** The footer's and the top bar's links to the kinds' pages (pipeline/kinds.ts): Texts and press, say. */
    links,
    /** Every page the content makes: a closed room has none of its own. */
    pages: built,
  };
}

export type Catalogue = ReturnType<typeof catalogue>;
