// What each page makes a 390 px phone at 3x (an iPhone of recent years) fetch, in the full browser:
// on its first load, and on the visitor's first intent, within its byte budgets, and nothing from
// another host. Deterministic: every figure is the size of a built file, the way it is sent to a
// browser that accepts Brotli (every current one, over HTTPS). The pages' own bytes, which need no
// browser, are e2e/built/budgets.test.ts's; timings are `npm run bench`'s.
import type { Page } from "@playwright/test";
import { withoutHash } from "../vite/asset-names.ts";
import { sentBytes } from "./built/site.ts";
import {
  allWorks,
  content,
  exhibitionPath,
  exhibitions,
  expect,
  gotoHydrated,
  hydrate,
  pages,
  series,
  seriesPath,
  test,
  workPath,
} from "./fixtures";
import { siteURL } from "./servers";

const KiB = 1024;

/**
 * The JavaScript a page fetches on the visitor's first intent, Brotli-compressed, in bytes: React,
 * React DOM and the page's islands (app/islands.ts). Before that intent, none.
 */
const jsBudget = 80_000;
/** A page's first photograph, usually what Largest Contentful Paint waits for. */
const lcpImageBudget = 80 * KiB;
/** The two faces of every page, subset to the site's characters (vite/font-subsets.ts). */
const fontBudget = 40 * KiB;
/** Everything Home loads before the visitor scrolls. */
const homeBudget = 350 * KiB;
/**
 * Opens `pagePath` and returns the address of every file fetched from the site until the network
 * is quiet: on its load, and then on the visitor's first intent; and any asked of another host.
 */
async function firstLoad(page: Page, pagePath: string) {
  const urls: string[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(siteURL)) elsewhere.push(request.url());
  });
  page.on("requestfinished", (request) => {
    if (request.url().startsWith(siteURL)) urls.push(request.url());
  });
  await page.goto(pagePath);
  await page.waitForLoadState("networkidle");
  const onLoad = [...urls];
  await hydrate(page);
  await page.waitForLoadState("networkidle");
  return { onLoad, onIntent: urls.slice(onLoad.length), all: urls, elsewhere };
}

// The not-found page reports the path in the console, as the specification asks.
test.use({ expectedConsoleErrors: /status of 404|non-existent route: \/no-such-page$/ });

const aWorkPage = workPath(content.works.available[0] ?? content.works.gallery[0] ?? { slug: "" });
const [anExhibition] = exhibitions;
const [aSeries] = series;
/** The four pages, a work's page, and an exhibition's and a series' when the content has them. */
const sitePages = [
  ...pages.map((page) => page.path),
  aWorkPage,
  ...(anExhibition ? [exhibitionPath(anExhibition)] : []),
  ...(aSeries ? [seriesPath(aSeries)] : []),
];

/** The pages whose first screen has a photograph of a work. */
const withPhotographs = new Set([
  ...pages.filter((page) => page.works > 0).map((page) => page.path),
  ...(aSeries ? [seriesPath(aSeries)] : []),
]);

// Each page's first load, once, and every budget and order it must keep.
for (const pagePath of [...sitePages, "/no-such-page"]) {
  test(`${pagePath}: its first load keeps its budgets`, async ({ page }) => {
    const { onLoad, onIntent, all: loaded, elsewhere } = await firstLoad(page, pagePath);
    const isScript = (url: string) => url.endsWith(".js");

    await test.step("it fetches nothing from another host, on its load or on the first intent", () => {
      expect(elsewhere).toEqual([]);
    });

    await test.step("its load fetches no script: the page is its HTML, CSS, fonts and photographs", () => {
      expect(onLoad.filter(isScript)).toEqual([]);
    });

    await test.step(`the visitor's first intent fetches at most ${jsBudget / 1000} KB of JavaScript, compressed`, () => {
      const scripts = onIntent.filter(isScript);
      const bytes = scripts.reduce((sum, url) => sum + sentBytes(url), 0);
      test
        .info()
        .annotations.push({ type: "JavaScript", description: `${bytes} bytes, ${scripts.length} files` });
      // The page's islands do arrive (or the figure would be meaningless).
      expect(scripts.length).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(jsBudget);
    });
    if (!sitePages.includes(pagePath)) return;

    await test.step("it draws its text with the subset faces alone", () => {
      const fonts = loaded.filter((url) => url.endsWith(".woff2"));
      const bytes = fonts.reduce((sum, url) => sum + sentBytes(url), 0);
      test.info().annotations.push({ type: "Fonts", description: `${bytes} bytes, ${fonts.length} files` });
      // Both subsets, and a Latin Extended one of each face if the content has such letters; a file of
      // Fontsource's own (…-latin-wght-normal…) would mean a character the subsets lack.
      const names = fonts.map((url) => withoutHash(new URL(url).pathname));
      expect(names).toEqual(expect.arrayContaining(["/assets/instrument-sans", "/assets/instrument-serif"]));
      for (const name of names) expect(name).toMatch(/^\/assets\/instrument-(sans|serif)(-latin-ext)?$/);
      expect(bytes).toBeLessThanOrEqual(fontBudget);
    });
    if (!withPhotographs.has(pagePath)) return;

    await test.step(`the first photograph is preloaded, AVIF, and within ${lcpImageBudget / KiB} KiB`, async () => {
      const first = page.getByRole("main").getByRole("img").first();
      await expect(first).toHaveJSProperty("complete", true);
      const firstUrl = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(firstUrl).toMatch(/\.avif$/);
      // It is the page's Largest Contentful Paint, unless a block of text is larger still.
      const lcpUrl = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
              resolve(entries.at(-1)?.url ?? "");
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
      expect(["", firstUrl]).toContain(lcpUrl);
      // The head's preload fetched exactly the file the <picture> then chose: one request, not two.
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      expect((await preload.getAttribute("imagesrcset")) ?? "").toContain(new URL(firstUrl).pathname);
      expect(loaded.filter((url) => url === firstUrl)).toHaveLength(1);
      const bytes = sentBytes(firstUrl);
      test.info().annotations.push({ type: "First image", description: `${firstUrl}: ${bytes} bytes` });
      expect(bytes).toBeLessThanOrEqual(lcpImageBudget);
    });
  });
}

test(`Home loads at most ${homeBudget / KiB} KiB before the visitor scrolls`, async ({ page }) => {
  const { all: loaded } = await firstLoad(page, "/");
  const bytes = loaded.reduce((sum, url) => sum + sentBytes(url), 0);
  test.info().annotations.push({ type: "Home", description: `${bytes} bytes, ${loaded.length} files` });
  expect(loaded.some((url) => url.endsWith(".avif"))).toBe(true);
  expect(bytes).toBeLessThanOrEqual(homeBudget);
});

// A work's other photographs are made like its main one: on its page, each is AVIF, the narrowest
// file as wide as it is drawn, within the first photograph's budget.
const withViews = allWorks.find((work) => work.views?.length);
test("a work's other photographs are AVIF, sized to the page and within the photograph budget", async ({
  page,
}) => {
  test.skip(!withViews, "no work in this content has more photographs (e2e/catalogue has)");
  if (!withViews) return;
  await page.goto(workPath(withViews));
  for (const view of withViews.views ?? []) {
    const image = page.getByRole("main").getByRole("img", { name: view.alt, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    const url = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(url).toMatch(/\.avif$/);
    const bytes = sentBytes(url);
    test.info().annotations.push({ type: "View", description: `${url}: ${bytes} bytes` });
    expect(bytes).toBeLessThanOrEqual(lcpImageBudget);
  }
});

// The browser fetches the tab's icon on every load and again on every history entry: each work
// opened in the viewer, each move to the next. Chromium draws an SVG icon in a document of its
// own on the page's main thread, a task of 25-125 ms at 4x CPU each time; a PNG needs none.
const listWithWorks = pages.find((listPage) => listPage.path !== "/" && listPage.works > 0);
test("the tab's icon, fetched at every history entry, is a PNG or an ICO", async ({ page }) => {
  test.skip(!listWithWorks, "no list of works in this content");
  if (!listWithWorks) return;
  const icons: string[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    // The icon is the browser's own fetch, not an element's image.
    if (response.request().resourceType() === "other" && type.startsWith("image/")) icons.push(type);
  });
  /** Takes a step into a new history entry, and waits for the icon's fetch that follows it. */
  const fetchesTheIcon = async (step: () => Promise<unknown>) => {
    const before = icons.length;
    await step();
    await expect.poll(() => icons.length).toBeGreaterThan(before);
  };
  await fetchesTheIcon(() => gotoHydrated(page, listWithWorks.path));
  await fetchesTheIcon(async () => {
    await page.getByRole("main").locator('a[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
  if (listWithWorks.works > 1) await fetchesTheIcon(() => page.keyboard.press("ArrowRight"));
  for (const type of icons) expect(type).toMatch(/^image\/(png|x-icon|vnd\.microsoft\.icon)$/);
});
