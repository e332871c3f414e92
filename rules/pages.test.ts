import { expect, test } from "vitest";
import { notFoundPage, sitePages } from "./pages";

const works = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({
    slug: `${prefix}-${index + 1}`,
    title: `${prefix} ${index + 1}`,
  }));

test("the registry has the four pages, each list's further pages, every work once, then the not-found page", () => {
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
