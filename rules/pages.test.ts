import { expect, test } from "vitest";
import { notFoundPage, roomPages, sitePages, sitewidePages, worksPages } from "./pages";

const works = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({
    slug: `${prefix}-${index + 1}`,
    title: `${prefix} ${index + 1}`,
  }));
const noLists = { gallery: { works: [], perPage: 12 }, available: { works: [], perPage: 12 } };

test("site.yaml's pages are the four of the top bar, the privacy page and the inquiry form's answers", () => {
  expect(sitewidePages({ lists: noLists }).map((page) => page.path)).toEqual([
    "/",
    "/gallery",
    "/available",
    "/contact",
    "/privacy",
    "/inquiry/sent",
    "/inquiry/unsent",
  ]);
});

test("an empty list's page is made but not given to search engines", () => {
  const lists = { ...noLists, gallery: { works: works(1, "g"), perPage: 12 } };
  const sitemap = (path: string) => sitewidePages({ lists }).find((page) => page.path === path)?.sitemap;
  expect([sitemap("/gallery"), sitemap("/available")]).toEqual([true, false]);
});

test("works.yaml's pages are each list's further pages, every work once, then each series' pages", () => {
  const gallery = works(25, "g");
  const available = works(3, "a");
  const lists = { gallery: { works: gallery, perPage: 12 }, available: { works: available, perPage: 2 } };
  const series = [{ slug: "harbour", name: "Harbour", works: gallery.slice(0, 13) }];
  const all = worksPages({ lists, series });
  expect(all.map((page) => page.path)).toEqual([
    "/gallery/2",
    "/gallery/3",
    "/available/2",
    ...[...gallery, ...available].map((work) => `/works/${work.slug}`),
    "/series/harbour",
    "/series/harbour/2",
  ]);
  // A further page's file is named after its address, as every page's is.
  expect(all.find((page) => page.path === "/gallery/3")).toMatchObject({
    file: "gallery/3.html",
    title: "Gallery, page 3 of 3",
    sitemap: true,
  });
});

test("a list that fits one page has no further pages", () => {
  const lists = { gallery: { works: works(12, "g"), perPage: 12 }, available: { works: [], perPage: 12 } };
  expect(
    worksPages({ lists, series: [] }).filter((page) => /^\/(gallery|available)\//.test(page.path)),
  ).toEqual([]);
});

test("an open room has a page of its own; a closed one none, but the rooms' closed page stands for it", () => {
  const open = { key: "k2m8q4x7c9v3b6n1z5tw", title: "For Anna", open: true };
  const closed = { key: "p8w3x6n2r9t4m7q5z1cv", title: "Studies", open: false };
  const paths = (rooms: (typeof open)[]) => roomPages({ rooms }).map((page) => page.path);
  expect(paths([open, closed])).toEqual(["/rooms/k2m8q4x7c9v3b6n1z5tw", "/rooms/404"]);
  // Every room closed: their addresses still answer, with the closed page (rooms/404.html).
  expect(paths([closed])).toEqual(["/rooms/404"]);
  expect(paths([])).toEqual([]);
  expect(roomPages({ rooms: [closed] })[0]).toMatchObject({ file: "rooms/404.html", sitemap: false });
});

test("the registry is each kind's pages in turn, then the not-found page", () => {
  const [first, second] = [sitewidePages({ lists: noLists }), roomPages({ rooms: [] })];
  expect(sitePages([first, second])).toEqual([...first, ...second, notFoundPage]);
});
