import { data } from "react-router";
import type { Work } from "../../pipeline/catalogue";
import type { Artwork, Exhibition, Site } from "../../pipeline/content-types";
import { seriesList, type WorkList } from "../../rules/lists";
import { availableListPath, exhibitionPath, pages, seriesPath } from "../../rules/pages";
import { listPage, listPagePath, pageCount, pageOf } from "../../rules/paging";
import { seriesIntro } from "../../rules/series";
import { textHref } from "../../rules/texts";
import type { ListPlace, ViewerPlace } from "../lib/viewer-works";
import { siteCatalogue } from "./catalogue.server";
import { pictured, viewsOf } from "./photographs.server";

// The works as the routes' loaders read them, at build time, from the catalogue
// (pipeline/catalogue.ts): the lists' pages, the series' pages, the exhibitions, the open rooms,
// and a work's place in its list and its series. Nothing here reaches a page's script.

/** A list of works, with the address of its first page and its name there. */
type ListAt = WorkList<Work> & { path: string; label: string };

/** The Gallery or Available Works: its works in order (sold ones where site.yaml puts them). */
const listAt = (name: "gallery" | "available"): ListAt => ({
  ...siteCatalogue().lists[name],
  path: pages[name].path,
  label: pages[name].label,
});

/** How the Gallery's or Available Works' pages present the list: its address, title and site.yaml's words. */
export const listPresentation = (name: "gallery" | "available", site: Site) => ({
  name,
  ...pages[name],
  intro: site[name].intro,
  description: site[name].description,
});

/** A series as a list of its own: its works, as many to a page as the Gallery shows. */
const seriesListAt = (series: { name: string; slug: string; works: readonly Work[] }): ListAt => ({
  ...seriesList(series.works, siteCatalogue().lists.gallery),
  path: seriesPath(series),
  label: series.name,
});

/** Every series by name and address, for the Gallery's choice of series: none without series. */
export const seriesLinks = () =>
  siteCatalogue().series.map(({ name, slug }) => ({ name, path: seriesPath({ slug }) }));

/**
 * Page `param` of a list (its first when there is none): its works, their place in the whole
 * list, and its number among the list's pages. No such page is a 404, as its address is on every
 * server (only the development server asks for one).
 */
function pageAt({ works, perPage }: WorkList<Work>, param: string | undefined) {
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
  return { works: items.map((work) => pictured(work)), place, page: { number, count } };
}

/** Whether Available Works has a price list: some work for sale is not sold. */
export const hasPriceList = () => siteCatalogue().priceLists.some((list) => list.path === availableListPath);

/** Page `param` of the Gallery or Available Works. */
export const listPageAt = (name: "gallery" | "available", param: string | undefined) =>
  pageAt(listAt(name), param);

/** Page `param` of the series at /series/`slug`, with its name and address. */
export function seriesPageAt(slug: string, param: string | undefined) {
  const series = siteCatalogue().series.find((one) => one.slug === slug);
  if (!series) throw data(null, { status: 404 });
  const list = seriesListAt(series);
  return {
    series: { name: series.name, path: list.path, intro: seriesIntro(list.works) },
    ...pageAt(list, param),
  };
}

/** Where `work` is in `list`: its index, the works either side, and the list's page that shows it. */
function placeIn(list: ListAt, index: number) {
  const neighbour = (other: Work | undefined) => (other ? { slug: other.slug, title: other.title } : null);
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
  const series = siteCatalogue().series.find((one) => one.name === work.series);
  if (!series) return undefined;
  const list = seriesListAt(series);
  const { index, count, previous, next } = placeIn(
    list,
    list.works.findIndex((one) => one.id === work.id),
  );
  return { index, count, previous: previous?.slug ?? null, next: next?.slug ?? null };
}

/**
 * The work at /works/`slug`, its list and its place in it: the works either side (across the
 * list's pages) and the page of the list that shows it; and its series and exhibitions. No such
 * work is a 404.
 */
export function workInList(slug: string) {
  for (const list of [listAt("gallery"), listAt("available")]) {
    const index = list.works.findIndex((work) => work.slug === slug);
    const work = list.works[index];
    if (!work) continue;
    const { count, previous, next, path } = placeIn(list, index);
    const inSeries = seriesLinks().find((one) => one.name === work.series);
    return {
      work: pictured(work),
      list: { label: list.label, count, path },
      index,
      previous,
      next,
      series: inSeries ?? null,
      exhibitions: siteCatalogue()
        .exhibitions.filter(({ exhibition }) => exhibition.works?.includes(work.id))
        .map(({ exhibition: { title, venue, year, slug } }) => ({
          title,
          venue,
          year,
          path: exhibitionPath({ slug }),
        })),
      // The texts of texts.yaml that name it, newest first, each linked where it is read.
      texts: siteCatalogue()
        .texts.filter((text) => text.works?.includes(work.id))
        .map((text) => ({ title: text.title, publication: text.publication, path: textHref(text) })),
    };
  }
  throw data(null, { status: 404 });
}

/** The record of the work `id` beyond its details (signature, framed size, provenance, literature), if it has one. */
export function workRecord(id: number) {
  return siteCatalogue().records.get(id) ?? null;
}

/** The viewing room at /rooms/`key` while it is open, its works with the room's prices. No such open room is a 404. */
export function openRoomAt(key: string) {
  const room = siteCatalogue().rooms.find((one) => one.key === key && one.open);
  if (!room) throw data(null, { status: 404 });
  return { ...room, works: room.works.map((work) => pictured(work)) };
}

/** The exhibition at /exhibitions/`slug` and the works that hung in it, in its order. No such exhibition is a 404. */
export function exhibitionAt(slug: string) {
  const shown = siteCatalogue().exhibitions.find(({ exhibition }) => exhibition.slug === slug);
  if (!shown) throw data(null, { status: 404 });
  const { views, ...fields } = shown.exhibition;
  const exhibition: Exhibition = views ? { ...fields, views: viewsOf(views) } : fields;
  return {
    exhibition,
    works: shown.works.map((work) => pictured(work)),
  };
}
