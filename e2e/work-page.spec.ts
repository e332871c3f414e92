// Every work has its own page at /works/<slug>: the address to share one painting.
import sharp from "sharp";
import { inquiryMailto } from "../app/lib/mailto.ts";
import { pages, workPath } from "../app/lib/pages.ts";
import { priceText } from "../app/lib/price.ts";
import {
  content,
  expect,
  expectNoViolations,
  forSale,
  gotoHydrated,
  hydrate,
  listPageOf,
  lists,
  literally,
  once,
  photoRatio,
  test,
} from "./fixtures";

const { site, works } = content;
const listPages = [
  { works: lists.gallery, page: pages.gallery },
  { works: lists.available, page: pages.available },
] as const;

for (const { works: list, page } of listPages) {
  test(`every work in ${page.label} has its page, with its details, its list and its neighbours`, async ({
    page: browser,
  }) => {
    for (const [index, work] of list.entries()) {
      await browser.goto(workPath(work));
      const main = browser.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(work.title);
      for (const detail of [work.year, work.medium, work.dimensions])
        await expect(main).toContainText(detail);
      // The painting whole, in its photograph's own proportions, within the screen's width.
      const painting = main.getByRole("img", { name: work.title });
      await expect(painting).toBeVisible();
      const box = await painting.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1), work.title).toBeCloseTo(await photoRatio(work.image), 2);
      expect(
        await browser.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0);
      // Back to the list leads to the list's page that shows the work.
      await expect(main.getByRole("link", { name: page.label })).toHaveAttribute("href", listPageOf(work));
      const more = browser.getByRole("navigation", { name: `More in ${page.label}` });
      await expect(more).toContainText(`${index + 1} of ${list.length} in ${page.label}`);
      // The ends stop: no previous work before the first, no next after the last.
      const previous = list[index - 1];
      const next = list[index + 1];
      await expect(more.getByRole("link", { name: /^Previous/ })).toHaveCount(previous ? 1 : 0);
      await expect(more.getByRole("link", { name: /^Next/ })).toHaveCount(next ? 1 : 0);
      if (previous)
        await expect(more.getByRole("link", { name: /Previous/ })).toHaveAttribute(
          "href",
          workPath(previous),
        );
      if (next)
        await expect(more.getByRole("link", { name: /Next/ })).toHaveAttribute("href", workPath(next));
    }
  });
}

test("a work for sale shows its price and an Inquire link about it", async ({ page }) => {
  const [work] = forSale;
  test.skip(!work, "every work in this content is reserved");
  if (!work) return;
  await page.goto(workPath(work));
  const main = page.getByRole("main");
  await expect(main).toContainText(priceText(work.price));
  await expect(main.getByRole("link", { name: /^Inquire About This Work/ })).toHaveAttribute(
    "href",
    inquiryMailto(site.artist.email, work),
  );
});

test("a work's page presents the painting to search engines and link previews", async ({ page, request }) => {
  const work = works.gallery.at(-1);
  if (!work) throw new Error("the gallery has at least one work");
  await page.goto(workPath(work));
  const url = new URL(workPath(work), site.siteUrl).href;
  await expect(page).toHaveTitle(`${work.title} | ${site.artist.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(`^${literally(work.title)}, ${work.year}\\.`),
  );
  // The share image is the painting itself, whole, in its own proportions, at its real size.
  const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
  const body = await (await request.get(new URL(image).pathname)).body();
  const { width, height } = await sharp(body).metadata();
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", String(width));
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", String(height));
  expect(width / height).toBeCloseTo(await photoRatio(work.image), 2);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: work.title,
    dateCreated: work.year,
    creator: { name: site.artist.name },
  });
});

test("works link to their pages, and a page's neighbours are a click away", async ({ page }) => {
  const [first, second] = works.gallery;
  test.skip(!first || !second, "a gallery of one work has no neighbours");
  if (!first || !second) return;
  await gotoHydrated(page, workPath(first));
  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page).toHaveURL(workPath(second));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
  await page.getByRole("link", { name: pages.gallery.label, exact: true }).last().click();
  await expect(page).toHaveURL(listPageOf(second));
});

test.describe("an unknown work", once, () => {
  test.use({ expectedConsoleErrors: /404/ });
  test("is a real 404, and stays the not-found page once React has its parts", async ({ page }) => {
    const response = await page.goto("/works/no-such-painting");
    expect(response?.status()).toBe(404);
    await hydrate(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    // Not a work's page drawn over it, though the address is a work's.
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
  });
});

test("a work's page has no axe violations", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const work = works.available[1] ?? works.available[0] ?? works.gallery[0];
  if (!work) throw new Error("the gallery has at least one work");
  await gotoHydrated(page, workPath(work));
  await expectNoViolations(page);
});
