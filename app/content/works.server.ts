import { available } from "virtual:content/available";
import { gallery } from "virtual:content/gallery";
import { site } from "virtual:content/site";
import { data } from "react-router";
import type { Artwork } from "../../pipeline/content-types";
import { pages } from "../lib/pages";
import { listPage, listPagePath, pageCount, pageOf } from "../lib/paging";
import type { ListPlace } from "../lib/viewer-works";

// The two lists of works as the routes' loaders read them, at build time: a list's pages, and a
// work's place in its list. Nothing here reaches a page's script.

/** Each list: its works in order (sold ones where site.yaml puts them), its page, how many a page shows. */
const lists = {
  gallery: { works: gallery as readonly Artwork[], page: pages.gallery, perPage: site.gallery.perPage },
  available: {
    works: available as readonly Artwork[],
    page: pages.available,
    perPage: site.available.perPage,
  },
};
export type ListName = keyof typeof lists;

/**
 * Page `param` of a list (its first when there is none): its works, their place in the whole
 * list, and its number among the list's pages. No such page is a 404, as its address is on every
 * server (only the development server asks for one).
 */
export function worksOnPage(name: ListName, param: string | undefined) {
  const { works, perPage } = lists[name];
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

/**
 * The work at /works/`slug`, its list and its place in it: the works either side (across the
 * list's pages) and the page of the list that shows it. No such work is a 404.
 */
export function workInList(slug: string) {
  for (const [name, { works, page, perPage }] of Object.entries(lists)) {
    const index = works.findIndex((work) => work.slug === slug);
    const work = works[index];
    if (!work) continue;
    const neighbour = (other: Artwork | undefined) =>
      other ? { slug: other.slug, title: other.title } : null;
    return {
      work,
      list: {
        name: name as ListName,
        label: page.label,
        count: works.length,
        // The page of the list the work is on, where "back to the list" leads.
        path: listPagePath(page.path, pageOf(index, perPage)),
      },
      index,
      previous: neighbour(works[index - 1]),
      next: neighbour(works[index + 1]),
    };
  }
  throw data(null, { status: 404 });
}
