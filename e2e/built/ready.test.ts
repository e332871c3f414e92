// Whether the site says it is being set up (site.yaml's ready, false in the shipped sample): then
// every page asks search engines to leave it out and carries a band saying so; once ready, no page
// does but those that are never listed. Read from the built pages of the content under test.
import { expect, test } from "vitest";
import { content, everyPage, roomPages } from "../content.ts";
import { headOf, pageAt, textOf } from "./site.ts";

const { site } = content;
const band = "This site is being set up";
/** Every page a visitor may come to, the not-found page and the rooms' too. */
const pages = [...everyPage, ...roomPages, "/404"];

test.skipIf(site.ready)(
  "a site being set up says so on every page, and asks search engines to leave each out",
  () => {
    for (const address of pages) {
      const document = pageAt(address);
      expect(headOf(document).meta.robots, address).toMatch(/^noindex/);
      expect(
        [...document.querySelectorAll("body aside")].map((aside) => textOf(aside)),
        address,
      ).toContainEqual(expect.stringContaining(band));
    }
  },
);

test.skipIf(!site.ready)(
  "a ready site has no such band, and its public pages ask nothing of search engines",
  () => {
    for (const address of everyPage) {
      const document = pageAt(address);
      expect(textOf(document.body), address).not.toContain(band);
      expect(headOf(document).meta.robots, address).toBeUndefined();
    }
  },
);
