import { expect, test } from "vitest";
import type { Artwork } from "../../pipeline/content-types";
import { listPage } from "../../rules/paging";
import { viewerWorkOnPage } from "./viewer-works";

const work = (slug: string) => ({ slug, title: slug }) as Artwork;
const list = ["a", "b", "c", "d", "e"].map(work);

test("a page's works are the whole list when the page has no place in a longer one", () => {
  expect(viewerWorkOnPage(list.slice(0, 2), undefined, "a")).toMatchObject({
    index: 0,
    count: 2,
    previous: null,
    next: "b",
  });
  expect(viewerWorkOnPage(list.slice(0, 2), undefined, "b")).toMatchObject({
    index: 1,
    previous: "a",
    next: null,
  });
  expect(viewerWorkOnPage(list.slice(0, 2), undefined, "c")).toBeNull();
});

test("from any page of a list, the viewer's steps are the list's own, across the pages' edges", () => {
  for (const perPage of [1, 2, 3, 5]) {
    for (const [index, { slug }] of list.entries()) {
      // The page that shows the work.
      const page = Math.floor(index / perPage) + 1;
      const { items, offset, before, after } = listPage(list, page, perPage);
      const place = { offset, count: list.length, before: before?.slug ?? null, after: after?.slug ?? null };
      expect(viewerWorkOnPage(items, place, slug)).toEqual({
        work: list[index],
        index,
        count: list.length,
        previous: list[index - 1]?.slug ?? null,
        next: list[index + 1]?.slug ?? null,
      });
    }
  }
});
