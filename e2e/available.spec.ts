import type { Page } from "@playwright/test";
import { inquiryMailto } from "../app/lib/mailto.ts";
import { content, expect, gotoHydrated, test, workCard } from "./fixtures";

const { works, site } = content;
const cards = (page: Page) => page.getByRole("main").getByRole("listitem");

test("Available Works introduces the list and shows all nine works with their details", async ({ page }) => {
  await page.goto("/available");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Available Works");
  await expect(
    page.getByText(
      "Works currently available for purchase. All prices are in AUD and do not include shipping. For inquiries, please contact via email.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  for (const [index, work] of works.available.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(work.title);
    for (const text of [work.year, work.medium, work.dimensions, "Price on request"]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(card.getByText("Reserved")).toHaveCount(0);
    const inquire = card.getByRole("link", { name: /^Inquire/ });
    await expect(inquire).toHaveText(/^Inquire/);
    await expect(inquire).toHaveAttribute("href", inquiryMailto(site.artist.email, work));
  }
});

test("the list has one column on phones and two from 768 px", async ({ page }) => {
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
    expect(third).toBeGreaterThan(left);
  }
});

test("Inquire links to an e-mail about the work, encoded with %20", async ({ page }) => {
  const work = works.available[0];
  if (!work) throw new Error("no available work");
  await gotoHydrated(page, "/available");
  const href = await cards(page)
    .first()
    .getByRole("link", { name: /^Inquire/ })
    .getAttribute("href");
  expect(href).toBe(
    `mailto:${site.artist.email}?subject=${encodeURIComponent(`Inquiry about "${work.title}"`)}&body=${encodeURIComponent(
      `Hello, I am interested in learning more about "${work.title}" (${work.year}). Thank you.`,
    )}`,
  );
  expect(href).not.toContain("+");
});

test("a work's image opens the dialog with its details and Inquire About This Work", async ({ page }) => {
  const work = works.available[3];
  if (!work) throw new Error("no fourth available work");
  await gotoHydrated(page, "/available");
  await workCard(page, work.title).click();
  const dialog = page.getByRole("dialog", { name: work.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("dd")).toHaveText([work.year, work.medium, work.dimensions, work.price]);
  await expect(dialog.getByRole("link", { name: /^Inquire About This Work/ })).toHaveAttribute(
    "href",
    inquiryMailto(site.artist.email, work),
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(workCard(page, work.title)).toBeFocused();
});
