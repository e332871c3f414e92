import type { Page } from "@playwright/test";
import { inquiryMailto } from "../app/lib/mailto.ts";
import { priceText } from "../app/lib/price.ts";
import { content, expect, forSale, gotoHydrated, listPageOf, pagesOf, test, workCard } from "./fixtures";

const { site } = content;
/** The list's cards, not the items of its pager. */
const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.locator("a[aria-haspopup=dialog]") });

test("Available Works introduces the list and shows every work with its details, a page at a time", async ({
  page,
}) => {
  for (const listPage of pagesOf("available")) {
    await page.goto(listPage.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Available Works");
    await expect(page.getByText(site.available.intro, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(listPage.works.length);
    for (const [index, work] of listPage.works.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(work.title);
      await expect(card.getByText(work.year, { exact: true })).toBeVisible();
      // A sold work shows its badge alone (sold.spec.ts).
      if (work.status === "sold") continue;
      for (const text of [work.medium, work.dimensions, priceText(work.price)]) {
        await expect(card.getByText(text, { exact: true })).toBeVisible();
      }
      // A reserved work says so, and cannot be inquired about (reserved.spec.ts); any other can.
      const isReserved = work.status === "reserved";
      await expect(card.getByText("Reserved", { exact: true })).toHaveCount(isReserved ? 1 : 0);
      const inquire = card.getByRole(isReserved ? "button" : "link", { name: /^Inquire/ });
      await expect(inquire).toHaveText(/^Inquire/);
      if (!isReserved) await expect(inquire).toHaveAttribute("href", inquiryMailto(site.artist.email, work));
    }
  }
});

test("the list has one column on phones and two from 768 px", async ({ page }) => {
  test.skip((pagesOf("available")[0]?.works.length ?? 0) < 2, "one work or none makes no columns");
  await page.goto("/available");
  // offsetTop ignores the entrance animation's translate.
  const tops = () =>
    cards(page).evaluateAll((items) => items.slice(0, 3).map((item) => (item as HTMLElement).offsetTop));
  await page.setViewportSize({ width: 375, height: 900 });
  const [first = 0, second] = await tops();
  expect(second).toBeGreaterThan(first);
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const [left = 0, right, third] = await tops();
    expect(right).toBe(left);
    if (third !== undefined) expect(third).toBeGreaterThan(left);
  }
});

test.describe("a work that can be inquired about", () => {
  const [work] = forSale;
  test.skip(!work, "every work in this content is reserved");

  test("Inquire links to an e-mail about the work, encoded with %20", async ({ page }) => {
    if (!work) return;
    await gotoHydrated(page, listPageOf(work));
    const href = await cards(page)
      .filter({ has: workCard(page, work.title) })
      .getByRole("link", { name: /^Inquire/ })
      .getAttribute("href");
    expect(href).toBe(
      `mailto:${site.artist.email}?subject=${encodeURIComponent(`Inquiry about "${work.title}"`)}&body=${encodeURIComponent(
        `Hello, I am interested in learning more about "${work.title}" (${work.year}). Thank you.`,
      )}`,
    );
    expect(href).not.toContain("+");
  });

  test("its image opens the dialog with its details and Inquire About This Work", async ({ page }) => {
    // The last one, down the list, if there are several.
    const opened = forSale.at(-1) ?? work;
    if (!opened) return;
    await gotoHydrated(page, listPageOf(opened));
    await workCard(page, opened.title).click();
    const dialog = page.getByRole("dialog", { name: opened.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("dd")).toHaveText([
      opened.year,
      opened.medium,
      opened.dimensions,
      priceText(opened.price),
    ]);
    await expect(dialog.getByRole("link", { name: /^Inquire About This Work/ })).toHaveAttribute(
      "href",
      inquiryMailto(site.artist.email, opened),
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(workCard(page, opened.title)).toBeFocused();
  });
});
