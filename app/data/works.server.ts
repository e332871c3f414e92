import * as availableModule from "virtual:content/available";
import * as exhibitionsModule from "virtual:content/exhibitions";
import * as galleryModule from "virtual:content/gallery";
import * as recordsModule from "virtual:content/records";
import * as seriesModule from "virtual:content/series";
import { data } from "react-router";
import type { Artwork } from "../../pipeline/content-types";
import { seriesList, unsoldWorks, type WorkList } from "../../rules/lists";
import { exhibitionPath, pages, seriesPath } from "../../rules/pages";
import { listPage, listPagePath, pageCount, pageOf } from "../../rules/paging";
import { seriesIntro } from "../../rules/series";
import type { ListPlace, ViewerPlace } from "../lib/viewer-works";
import { contentOf } from "./content-module";
import { site } from "./site";

// The works as the routes' loaders read them, at build time: the lists' pages, the series' pages,
// the exhibitions, and a work's place in its list and its series. Nothing here reaches a page's
// script.

/** The Gallery's works, Available Works', the exhibitions with a page, and the series. */
const gallery = contentOf<"gallery">(galleryModule);
const available = contentOf<"available">(availableModule);
const exhibitions = contentOf<"exhibitions">(exhibitionsModule);
const everySeries = contentOf<"series">(seriesModule);
const records = contentOf<"records">(recordsModule);

/** A list of works, with the address of its first page and its name there. */
type WorkListAt = WorkList<Artwork> & { path: string; label: string };

/** The Gallery and Available Works: their works in order (sold ones where site.yaml puts them). */
const lists = {
  gallery: {
    works: gallery,
    perPage: site.gallery.perPage,
    path: pages.gallery.path,
    label: pages.gallery.label,
  },
  available: {
    works: available,
    perPage: site.available.perPage,
    path: pages.available.path,
    label: pages.available.label,
  },
} satisfies Record<string, WorkListAt>;
type ListName = keyof typeof lists;

const byId = new Map<number, Artwork>([...gallery, ...available].map((work) => [work.id, work]));
/** The works of `ids` (checked by the build to be works of works.yaml), in that order. */
const worksOf = (ids: readonly number[]) =>
  ids.map((id) => {
    const work = byId.get(id);
    if (!work) throw new Error(`No work ${id}`);
    return work;
  });

/** Each series as a list of its own, by its address's slug. */
const seriesLists = new Map(
  everySeries.map(({ name, slug, works }) => [
    slug,
    { name, ...seriesList(worksOf(works), lists.gallery), path: seriesPath({ slug }), label: name },
  ]),
);

/** Every series by name and address, for the Gallery's choice of series: none without series. */
export const seriesLinks = everySeries.map(({ name, slug }) => ({ name, path: seriesPath({ slug }) }));

/**
 * Page `param` of a list (its first when there is none): its works, their place in the whole
 * list, and its number among the list's pages. No such page is a 404, as its address is on every
 * server (only the development server asks for one).
 */
function onPage({ works, perPage }: WorkList<Artwork>, param: string | undefined) {
  const count = pageCount(works.length, perPage);
  const number = param === undefined ? 1 : Number(param);
  if (!Number.isInteger(number) || number < 1 || number > count || param === "1") {
    throw data(null, { status: 404 });
  }
  const { items, offset, before, after } = listPage(works, number, perPage);
  const place: ListPlace = {
    offset,
    count: works.length,
    before: before?.slug ?? null,
    after: after?.slug ?? null,
  };
  return { works: items, place, page: { number, count } };
}

/** Whether Available Works has a price list: some work for sale is not sold (pipeline/price-list.ts). */
export const hasPriceList = unsoldWorks(available).length > 0;

/** Page `param` of the Gallery or Available Works. */
export const worksOnPage = (name: ListName, param: string | undefined) => onPage(lists[name], param);

/** Page `param` of the series at /series/`slug`, with its name and address. */
export function seriesOnPage(slug: string, param: string | undefined) {
  const list = seriesLists.get(slug);
  if (!list) throw data(null, { status: 404 });
  return {
    series: { name: list.name, path: list.path, intro: seriesIntro(list.works) },
    ...onPage(list, param),
  };
}

/** Where `work` is in `list`: its index, the works either side, and the list's page that shows it. */
function placeIn(list: WorkListAt, index: number) {
  const neighbour = (other: Artwork | undefined) => (other ? { slug: other.slug, title: other.title } : null);
  return {
    index,
    count: list.works.length,
    previous: neighbour(list.works[index - 1]),
    next: neighbour(list.works[index + 1]),
    path: listPagePath(list.path, pageOf(index, list.perPage)),
  };
}

/** The viewer's place of a work in its series, for a series page's viewer; undefined in none. */
export function seriesPlace(work: Artwork): ViewerPlace | undefined {
  const list =
    work.series === undefined ? undefined : [...seriesLists.values()].find((one) => one.name === work.series);
  if (!list) return undefined;
  const { index, count, previous, next } = placeIn(list, list.works.indexOf(work));
  return { index, count, previous: previous?.slug ?? null, next: next?.slug ?? null };
}

/**
 * The work at /works/`slug`, its list and its place in it: the works either side (across the
 * list's pages) and the page of the list that shows it; and its series and exhibitions. No such
 * work is a 404.
 */
export function workInList(slug: string) {
  for (const list of Object.values(lists)) {
    const index = list.works.findIndex((work) => work.slug === slug);
    const work = list.works[index];
    if (!work) continue;
    const { count, previous, next, path } = placeIn(list, index);
    const inSeries =
      work.series === undefined ? undefined : seriesLinks.find((one) => one.name === work.series);
    return {
      work,
      list: { label: list.label, count, path },
      index,
      previous,
      next,
      series: inSeries ?? null,
      exhibitions: exhibitions
        .filter((exhibition) => exhibition.works?.includes(work.id))
        .map(({ title, venue, year, slug }) => ({ title, venue, year, path: exhibitionPath({ slug }) })),
    };
  }
  throw data(null, { status: 404 });
}

/** The record of the work `id` beyond its details (signature, framed size, provenance, literature), if it has one. */
export function workRecord(id: number) {
  return records.find((record) => record.id === id) ?? null;
}

/** The exhibition at /exhibitions/`slug` and the works that hung in it, in its order. No such exhibition is a 404. */
export function exhibitionAt(slug: string) {
  const exhibition = exhibitions.find((one) => one.slug === slug);
  if (!exhibition) throw data(null, { status: 404 });
  return { exhibition, works: worksOf(exhibition.works ?? []) };
}
