// Available Works in a browser: its columns, and a work's dialog. What its pages say (each work's
// details, price, state and Inquire link) is read from the built files (e2e/built/lists.test.ts).
import type { Page } from "@playwright/test";
import {
  expect,
  forSale,
  gotoHydrated,
  inquiryHref,
  listPageOf,
  literally,
  pagesOf,
  shownPrice,
  test,
  workCard,
} from "./fixtures";

/** The list's cards, not the items of its pager. */
const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.locator("a[aria-haspopup=dialog]") });

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

  test("its image opens the dialog with its details, and Inquire About This Work opens the form about it", async ({
    page,
  }) => {
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
      shownPrice(opened.price),
    ]);
    const form = dialog.locator("form");
    await expect(form).toBeHidden();
    await dialog.locator("summary", { hasText: "Inquire About This Work" }).click();
    await expect(form.getByRole("textbox", { name: "Your name" })).toBeVisible();
    await expect(form.locator('input[name="work"]')).toHaveValue(
      new RegExp(`^${literally(`"${opened.title}" (${opened.year})`)}`),
    );
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue(
      new RegExp(literally(`"${opened.title}" (${opened.year})`)),
    );
    await expect(form.getByRole("link", { name: /opens your e-mail app/ })).toHaveAttribute(
      "href",
      inquiryHref(opened),
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(workCard(page, opened.title)).toBeFocused();
  });
});
