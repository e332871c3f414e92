// A sold work says so, with neither its price nor a way to inquire, and is offered to no search
// engine; it stays on Available Works after the others, or moves to the Gallery (site.yaml's
// available.soldWorks). A price in dollars is shown in the site's one format and given to search
// engines with its currency. e2e/catalogue has both; the shipped sample has neither.
import type { Page } from "@playwright/test";
import { pages, workPath } from "../app/lib/pages.ts";
import { priceText } from "../app/lib/price.ts";
import {
  content,
  expect,
  forSale,
  gotoHydrated,
  listPageOf,
  lists,
  pagesOf,
  sold,
  test,
  workCard,
} from "./fixtures";

const offerOf = async (page: Page) => {
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  return data.offers;
};

test.describe("a sold work", () => {
  const [work] = sold;
  test.skip(!work, "the content has no sold work (e2e/catalogue has)");
  const where = content.site.available.soldWorks;
  const list = where === "gallery" ? pages.gallery : pages.available;

  test(`is listed on ${where === "gallery" ? "the Gallery, after its works" : "Available Works, after the others"}`, async ({
    page,
  }) => {
    // Page by page, the list's works: sold ones last, in the order of works.yaml.
    const listed: string[] = [];
    for (const listPage of pagesOf(where)) {
      await page.goto(listPage.path);
      listed.push(
        ...(await page.getByRole("main").getByRole("listitem").getByRole("heading").allTextContents()),
      );
    }
    const expected = lists[where];
    expect(listed).toEqual(expected.map((item) => item.title));
    expect(expected.slice(-sold.length)).toEqual(sold);
    for (const otherPage of pagesOf(where === "gallery" ? "available" : "gallery")) {
      await page.goto(otherPage.path);
      await expect(page.getByRole("main").getByRole("heading", { name: sold[0]?.title })).toHaveCount(0);
    }
  });

  test("its card and its dialog say Sold, without its price or an Inquire button", async ({ page }) => {
    if (!work) return;
    await gotoHydrated(page, listPageOf(work));
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: workCard(page, work.title) });
    const dialog = page.getByRole("dialog", { name: work.title });
    await workCard(page, work.title).click();
    for (const scope of [card, dialog]) {
      await expect(scope.getByText("Sold", { exact: true })).toBeVisible();
      await expect(scope.getByText(priceText(work.price), { exact: true })).toHaveCount(0);
      await expect(scope.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
      await expect(scope.getByRole("button", { name: /^Inquire/ })).toHaveCount(0);
    }
  });

  test("its page says Sold, names its list, and offers it to no search engine", async ({ page }) => {
    if (!work) return;
    await page.goto(workPath(work));
    const main = page.getByRole("main");
    await expect(main.getByText("Sold", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
    await expect(main.getByRole("link", { name: list.label })).toHaveAttribute("href", listPageOf(work));
    expect(await offerOf(page)).toBeUndefined();
  });
});

test("a price in dollars shows as AUD and is given to search engines with its currency", async ({ page }) => {
  const work = forSale.find((item) => typeof item.price === "number");
  test.skip(!work, "no work for sale has its price as an amount (e2e/catalogue has)");
  if (!work || typeof work.price !== "number") return;
  await page.goto(workPath(work));
  await expect(page.getByRole("main").locator("dd")).toContainText([priceText(work.price)]);
  expect(priceText(work.price)).toMatch(/^AUD \d{1,3}(,\d{3})*(\.\d\d)?$/);
  expect(await offerOf(page)).toMatchObject({
    "@type": "Offer",
    availability: "https://schema.org/InStock",
    price: work.price,
    priceCurrency: "AUD",
  });
});
