// The bytes a page costs, as built: each page's HTML as sent, however many works the lists hold;
// each work's data for the viewer; and the hosts' rule file within Cloudflare's limits. What a
// browser fetches on a page's load and first intent is e2e/budgets.spec.ts's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { expect, test } from "vitest";
import type { BuiltSite } from "../../hosting/policy.ts";
import { withoutHash } from "../../vite/asset-names.ts";
import {
  allWorks,
  everyPage,
  exhibitionPath,
  exhibitions,
  mainPages,
  pagesOf,
  roomPages,
  rooms,
  seriesPages,
  workPath,
} from "../content.ts";
import { buildDir } from "../servers.ts";
import { client, pageAt, sentBytes } from "./site.ts";

/**
 * The site's one stylesheet, as sent on its own: its faces, layout and utilities, the same for any
 * catalogue (6,172 bytes for the sample; 6,613 when each photograph and work had its rules in it,
 * and 8,720 at 120 works). Every page carries it in its <head> (app/root.tsx), so
 * each page's budget below is its own and this one: on a phone, the stylesheet fetched after the
 * page cost a round trip before the first paint, where in the page its bytes cost about 35 ms at
 * 1.4 Mb/s (docs/performance.md). Compressed with the page, it costs the page a little less. The
 * fallback faces made to Instrument's size (vite/fallback-faces.ts) are 218 bytes of it (6,373
 * before them), about 1 ms: what keeps the page still when the faces arrive.
 */
const siteStylesheetBudget = 6_700;

/**
 * Each page's HTML as sent, its works' data for the viewer included, beside the stylesheet it
 * carries: a list's page by the works it shows (site.yaml's perPage at most) and their other
 * photographs, which its viewer shows, never by the length of the list; Home by its three works;
 * an exhibition's by what the artist put on it; any other page by its one work or none. A
 * photograph's 700 bytes include its thumbnail's colours, drawn in the page (about 80 bytes a
 * work: they are no longer in the site's stylesheet, which every page paid for every work). A
 * page's base is 3,200 bytes: the assets' hashed names alone move a page's compressed size by
 * about 40 bytes from build to build (e2e/catalogue's /available/2 was 4,767 to 4,804 bytes in six
 * builds of the same content).
 */
const htmlBudget = {
  listPage: (works: readonly { views?: readonly unknown[] | undefined }[]) =>
    siteStylesheetBudget +
    3_600 +
    700 * works.reduce((photographs, work) => photographs + 1 + (work.views?.length ?? 0), 0),
  exhibition: (exhibition: (typeof exhibitions)[number]) =>
    siteStylesheetBudget +
    3_600 +
    700 * ((exhibition.works?.length ?? 0) + (exhibition.views?.length ?? 0)) +
    (exhibition.text?.join("").length ?? 0),
  home: siteStylesheetBudget + 10_000,
  work: siteStylesheetBudget + 6_000,
  other: siteStylesheetBudget + 4_000,
};
/** A work's data for the viewer of a list's page that does not carry it (/works/<slug>.json). */
const viewerDataBudget = 2_000;

test("every page's HTML, as sent, is within its budget, however many works the lists hold", () => {
  // An open viewing room is a list's page of its works.
  const listPages = new Map([
    ...[...pagesOf("gallery"), ...pagesOf("available"), ...seriesPages].map(
      (page) => [page.path, page.works] as const,
    ),
    ...rooms
      .filter((room) => !room.closed)
      .map((room) => [room.path, room.works.map(({ work }) => work)] as const),
  ]);
  const shows = new Map(exhibitions.map((exhibition) => [exhibitionPath(exhibition), exhibition]));
  const budgetOf = (address: string) => {
    const works = listPages.get(address);
    if (works) return htmlBudget.listPage(works);
    const exhibition = shows.get(address);
    if (exhibition) return htmlBudget.exhibition(exhibition);
    if (address === mainPages.home.path) return htmlBudget.home;
    return address.startsWith("/works/") ? htmlBudget.work : htmlBudget.other;
  };
  const sizes = [...everyPage, ...roomPages, "/404"].map((address) => ({
    address,
    bytes: sentBytes(address),
    budget: budgetOf(address),
  }));
  expect(sizes.filter(({ bytes, budget }) => bytes > budget)).toEqual([]);
});

test(`each work's data for the viewer is within ${viewerDataBudget} bytes as sent`, () => {
  const sizes = allWorks.map((work) => ({ work: work.slug, bytes: sentBytes(`${workPath(work)}.json`) }));
  expect(sizes.filter(({ bytes }) => bytes > viewerDataBudget)).toEqual([]);
});

test(`every page has the site's one stylesheet in its <head>, within ${siteStylesheetBudget} bytes as sent, and no other`, () => {
  const sheets = [...everyPage, ...roomPages, "/404"].map((address) => {
    const page = pageAt(address);
    return {
      address,
      links: page.querySelectorAll('link[rel="stylesheet"]').length,
      styles: [...page.querySelectorAll("style")].map((style) => style.textContent ?? ""),
      inHead: page.querySelectorAll("head > style").length,
    };
  });
  // One stylesheet, the same text in every page, and no file of its own to fetch.
  const text = sheets.find((page) => page.address === "/404")?.styles[0] ?? "";
  expect(readdirSync(path.join(client, "assets")).filter((name) => name.endsWith(".css"))).toEqual([]);
  // A photograph's proportions and colours come with the page that shows it (an SVG's attributes):
  // nothing of any work is a rule, so no stylesheet grows with the catalogue.
  expect(
    sheets.filter(
      (page) => page.links !== 0 || page.inHead !== 1 || page.styles.length !== 1 || page.styles[0] !== text,
    ),
  ).toEqual([]);
  const asSent = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(asSent).toBeLessThanOrEqual(siteStylesheetBudget);
});

test("every page asks for its two faces after its content, the files its stylesheet names", () => {
  for (const address of [...everyPage, ...roomPages, "/404"]) {
    const page = pageAt(address);
    const faces = [...page.querySelectorAll('link[rel="preload"][as="font"]')];
    const hrefs = faces.map((link) => link.getAttribute("href") ?? "");
    const named = [
      ...(page.querySelector("style")?.textContent ?? "").matchAll(/url\(([^)]+\.woff2)\)/g),
    ].map(([, url]) => url?.replace(/^["']|["']$/g, ""));
    // Not in the <head>, where a font fetched with the page's first bytes took the line from the
    // first photograph: after the page's content, so asked for once it has come.
    const main = page.querySelector("main");
    const following = 4; // Node.DOCUMENT_POSITION_FOLLOWING
    expect({
      address,
      faces: hrefs.map(withoutHash).sort(),
      named: hrefs.every((href) => named.includes(href)),
      afterContent: faces.every(
        (link) =>
          main !== null &&
          !page.head.contains(link) &&
          (main.compareDocumentPosition(link) & following) !== 0,
      ),
      wellFormed: faces.every(
        (link) => link.getAttribute("type") === "font/woff2" && link.hasAttribute("crossorigin"),
      ),
    }).toEqual({
      address,
      faces: ["/assets/instrument-sans", "/assets/instrument-serif"],
      named: true,
      afterContent: true,
      wellFormed: true,
    });
  }
});

// Cloudflare Pages ignores a header line of over 2,000 characters and a _headers file of over
// 100 rules (Netlify has no such limit): the policy must fit for a catalogue of any size.
test("_headers fits Cloudflare's limits, and its policy does not grow with the works", () => {
  const rules = readFileSync(path.join(client, "_headers"), "utf8").split("\n");
  expect(Math.max(...rules.map((line) => line.length))).toBeLessThanOrEqual(2000);
  expect(rules.filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
  // The inline scripts are the same few on every page, whatever its content.
  const { scriptHashes } = JSON.parse(readFileSync(path.join(buildDir, "site.json"), "utf8")) as BuiltSite;
  expect(scriptHashes.length).toBeLessThanOrEqual(10);
});
