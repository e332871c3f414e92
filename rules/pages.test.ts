import { expect, test } from "vitest";
import { notFoundPage, sitePages } from "./pages";

const works = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({
    slug: `${prefix}-${index + 1}`,
    title: `${prefix} ${index + 1}`,
  }));

test("the registry has the four pages, the privacy page and the inquiry form's answers, each list's further pages, every work once, then the not-found page", () => {
  const gallery = works(25, "g");
  const available = works(3, "a");
  const all = sitePages({
    gallery: { works: gallery, perPage: 12 },
    available: { works: available, perPage: 2 },
  });
  expect(all.map((page) => page.path)).toEqual([
    "/",
    "/gallery",
    "/available",
    "/contact",
    "/privacy",
    "/inquiry/sent",
    "/inquiry/unsent",
    "/gallery/2",
    "/gallery/3",
    "/available/2",
    ...[...gallery, ...available].map((work) => `/works/${work.slug}`),
    notFoundPage.path,
  ]);
  // A further page's file is named after its address, as every page's is.
  expect(all.find((page) => page.path === "/gallery/3")).toMatchObject({
    file: "gallery/3.html",
    title: "Gallery, page 3 of 3",
    sitemap: true,
  });
});

test("a list that fits one page has no further pages", () => {
  const all = sitePages({
    gallery: { works: works(12, "g"), perPage: 12 },
    available: { works: [], perPage: 12 },
  });
  expect(all.filter((page) => /^\/(gallery|available)\//.test(page.path))).toEqual([]);
});

test("an open room has a page of its own; a closed one none, but the rooms' closed page stands for it", () => {
  const lists = { gallery: { works: [], perPage: 12 }, available: { works: [], perPage: 12 } };
  const paths = (rooms: Parameters<typeof sitePages>[3]) =>
    sitePages(lists, [], [], rooms).map((page) => page.path);
  const open = { key: "k2m8q4x7c9v3b6n1z5tw", title: "For Anna" };
  expect(paths({ open: [open], any: true })).toEqual([
    "/",
    "/gallery",
    "/available",
    "/contact",
    "/privacy",
    "/inquiry/sent",
    "/inquiry/unsent",
    "/rooms/k2m8q4x7c9v3b6n1z5tw",
    "/rooms/404",
    "/404",
  ]);
  // Every room closed: their addresses still answer, with the closed page (rooms/404.html).
  expect(paths({ open: [], any: true }).slice(7)).toEqual(["/rooms/404", "/404"]);
  expect(paths({ open: [], any: false }).slice(7)).toEqual(["/404"]);
  const closedPage = sitePages(lists, [], [], { open: [], any: true }).find(
    (page) => page.path === "/rooms/404",
  );
  expect(closedPage).toMatchObject({ file: "rooms/404.html", sitemap: false });
});
