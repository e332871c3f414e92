// A list she has emptied in the editor, as the built site shows it: its page leaves the top bar,
// Home's buttons and the sitemap, yet is still made for the links to it; Home stands without a
// painting when there is none; a room of no works shows its words. On every build: e2e/empty/
// (no work at all) is where each empty case is met, the sample and the catalogue where none is.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { allWorks, content, emptyLists, mainPages, rooms } from "../content.ts";
import { fileOf, isBuilt, one, pageAt, textOf } from "./site.ts";

const { site } = content;
const lists = [
  { name: "gallery", ...mainPages.gallery, hero: "View Gallery" },
  { name: "available", ...mainPages.available, hero: "Available Works" },
] as const;

/** The addresses `scope`'s links lead to. */
const targets = (scope: ParentNode) => [...scope.querySelectorAll("a")].map((a) => a.getAttribute("href"));

describe.each(lists)("the $label list", ({ name, path, label, hero }) => {
  const empty = emptyLists.includes(name);

  test(`${empty ? "has no work: out of" : "has works: in"} the top bar and the phone's menu, on every main page`, () => {
    for (const page of Object.values(mainPages).filter((each) => isBuilt(each.path))) {
      const nav = one(pageAt(page.path), 'nav[aria-label="Main"]');
      for (const menu of [one(nav, "ul"), one(nav, "#site-menu")]) {
        expect(targets(menu).includes(path), `${label} on ${page.path}`).toBe(!empty);
      }
    }
  });

  test(`Home's first screen ${empty ? "does not lead" : "leads"} to it`, () => {
    const first = one(pageAt(mainPages.home.path), "main section");
    const button = [...first.querySelectorAll("a")].find((a) => textOf(a) === hero);
    expect(button?.getAttribute("href") ?? null).toBe(empty ? null : path);
  });

  test("its page is made either way, so a link to it kept elsewhere still opens", () => {
    expect(isBuilt(path)).toBe(true);
  });

  test.skipIf(!site.ready)(`the sitemap ${empty ? "leaves it out" : "lists it"}`, () => {
    const sitemap = readFileSync(fileOf("/sitemap.xml"), "utf8");
    expect(sitemap.includes(`<loc>${new URL(path, `${site.siteUrl}/`).href}</loc>`)).toBe(!empty);
  });
});

test(`Home ${allWorks.length > 0 ? "shows a painting beside her name" : "stands without a painting: there is none"}`, () => {
  const first = one(pageAt(mainPages.home.path), "main section");
  expect(first.querySelectorAll("figure img").length > 0).toBe(allWorks.length > 0);
  expect(textOf(first.querySelector("h1"))).toBe(site.artist.name);
});

test("a room of no works shows its words", () => {
  for (const room of rooms.filter((each) => !each.closed && each.works.length === 0)) {
    const main = one(pageAt(room.path), "main");
    for (const paragraph of room.text ?? []) expect(textOf(main)).toContain(paragraph);
  }
});
