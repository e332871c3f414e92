import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { pages as registry, seriesPath } from "../app/lib/pages.ts";
import { listPage, listPagePath, pageCount, pageOf } from "../app/lib/paging.ts";
import { careerOf, everyWork, listings } from "../pipeline/lists.ts";
import { contentDir, readContent } from "../pipeline/read.ts";

/** The content under test (content/, or CONTENT_DIR), read and checked the way the build reads it. */
export const content = readContent();

/** A photograph's proportions, width over height, as it is shown (turned upright by its EXIF orientation). */
export async function photoRatio(image: string) {
  const { autoOrient } = await sharp(path.join(contentDir, "images", image)).metadata();
  return autoOrient.width / autoOrient.height;
}

/** Each list's works and how many one page shows: the sold ones where site.yaml puts them. */
export const listed = listings(content);
/** Each list's works, in order, over all its pages. */
export const lists = { gallery: listed.gallery.works, available: listed.available.works };
/** Every work of the content under test, once each. */
export const allWorks = everyWork(content.works);
/** The exhibitions with a page, and the series (each with its works, in works.yaml's order). */
export const career = careerOf(content);
/** Each page of each series, from its first: its address and its works (as many as the Gallery's). */
export const seriesPages = career.series.flatMap((series) =>
  Array.from({ length: pageCount(series.works.length, listed.gallery.perPage) }, (_, index) => ({
    number: index + 1,
    path: listPagePath(seriesPath(series), index + 1),
    works: listPage(series.works, index + 1, listed.gallery.perPage).items,
  })),
);

type ListName = keyof typeof lists;

/** The list that shows a work. */
export const listOf = (work: { id: number }): ListName =>
  lists.gallery.some((other) => other.id === work.id) ? "gallery" : "available";

/** Each page of a list, from its first: its address and its works. */
export function pagesOf<Name extends ListName>(name: Name) {
  const works: readonly (typeof lists)[Name][number][] = lists[name];
  const { perPage } = listed[name];
  return Array.from({ length: pageCount(works.length, perPage) }, (_, index) => ({
    number: index + 1,
    path: listPagePath(registry[name].path, index + 1),
    works: listPage(works, index + 1, perPage).items,
  }));
}

/** The address of the page of its list that shows a work's card. */
export function listPageOf(work: { id: number }) {
  const name = listOf(work);
  const index = lists[name].findIndex((other) => other.id === work.id);
  return listPagePath(registry[name].path, pageOf(index, listed[name].perPage));
}

/**
 * Every card of a list, from its first page at `url` on, following its pager's "Next page" links:
 * each work's title and the address its card leads to.
 */
export async function cardsOfList(page: Page, url: string, heading: string) {
  const cards: { title: string; href: string | null }[] = [];
  let next: string | null = url;
  while (next) {
    // A pager's link is a path: on the site of the page before it (the first may be on another).
    await page.goto(page.url().startsWith("http") ? new URL(next, page.url()).href : next);
    for (const card of await page.getByRole("main").locator("li:has(a[aria-haspopup=dialog])").all()) {
      cards.push({
        title: (await card.getByRole("heading").textContent()) ?? "",
        href: await card.locator("a[aria-haspopup=dialog]").getAttribute("href"),
      });
    }
    const link = page
      .getByRole("navigation", { name: `${heading} pages` })
      .getByRole("link", { name: /^Next page/ });
    next = (await link.count()) > 0 ? await link.getAttribute("href") : null;
  }
  return cards;
}

/** The four pages, their headings (the spec's words) and how many photographs of works each shows (a list's first page). */
export const pages = [
  // The featured work, and the recent ones (the featured one may be among them too).
  {
    path: registry.home.path,
    heading: content.site.artist.name,
    works: 1 + content.site.home.recentWorks.length,
  },
  { path: registry.gallery.path, heading: "Gallery", works: pagesOf("gallery")[0]?.works.length ?? 0 },
  {
    path: registry.available.path,
    heading: "Available Works",
    works: pagesOf("available")[0]?.works.length ?? 0,
  },
  { path: registry.contact.path, heading: "Get In Touch", works: 0 },
] as const;

type Fixtures = {
  /** Console errors a test expects; any other console error or page error fails it. */
  expectedConsoleErrors: RegExp | undefined;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Anything the Content-Security-Policy blocks fails the test too.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
          ),
        ),
      );
      await use(errors);
      expect(errors.filter((error) => !expectedConsoleErrors?.test(error))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Shows an intent on the page (a pointer moving over it) and waits until React has taken over
 * every island of the page (app/islands.ts) and run its effects: entry.client.tsx marks each one
 * `data-hydrated` then. Until that intent, a page loads and runs no script of the site.
 */
export async function hydrate(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute("data-hydrated")),
  );
}

/** Opens a page and waits until React has taken over its islands (hydrate). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrate(page);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * Marks a test of the site itself (its menu, tooltips, not-found page, redirects) whose
 * outcome no content can change: it runs on content/ alone, not again on e2e/catalogue
 * (`npm run test:e2e:catalogue` leaves out the tag @once).
 */
export const once = { tag: "@once" };

/**
 * Marks a test whose outcome no screen width can change (addresses, history, pages without
 * JavaScript): it runs at the phone's width alone (the desktop project leaves out @any-width).
 */
export const anyWidth = { tag: "@any-width" };
/** Both: a test of the site itself at any width. */
export const onceAtAnyWidth = { tag: [once.tag, anyWidth.tag] };

/** A one-finger drag across `target` by (dx, dy) pixels, as a touch screen reports it. */
export async function swipe(target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const client = await target.page().context().newCDPSession(target.page());
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height, 300) / 2;
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step++) {
    const point = { x: x + (dx * step) / 5, y: y + (dy * step) / 5 };
    await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await client.detach();
}

/** The narrowest of the files made (their widths) that is at least `needed` pixels wide, or the widest. */
export function narrowestFile(widths: readonly number[], needed: number) {
  const fitting = widths.filter((width) => width >= needed);
  return fitting.length > 0 ? Math.min(...fitting) : Math.max(...widths);
}

/** A pattern that matches `text` as it is, whatever characters it has. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A work's photograph in a list: the link that opens its dialog (and its own
 * page, without JavaScript). Named by its alt text, "<title>, <medium>".
 */
export const workCard = (scope: Page | Locator, title: string) =>
  scope
    .getByRole("link", { name: new RegExp(`^${literally(title)},`) })
    .and(scope.locator("[aria-haspopup=dialog]"));

/** The works of the content that can be inquired about, those that are reserved, and those sold. */
export const forSale = content.works.available.filter((work) => work.status === "available");
export const reserved = content.works.available.filter((work) => work.status === "reserved");
export const sold = content.works.available.filter((work) => work.status === "sold");

/** axe-core finds nothing on the page as it is now: WCAG 2.0-2.2 A and AA, best practice, target size. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // WCAG 2.2's target size (2.5.8) is off in axe by default.
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  expect(results.passes.map((rule) => rule.id)).toContain("target-size");
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}
