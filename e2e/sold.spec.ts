// A sold work's dialog says so, with neither its price nor a way to inquire. Where sold works are
// listed, their cards and pages, and what search engines are offered, are read from the built files
// (e2e/built/lists.test.ts, pages.test.ts, head.test.ts). e2e/catalogue has sold works; the
// shipped sample has none.
import { expect, gotoHydrated, listPageOf, shownPrice, sold, test, workCard } from "./fixtures";

test("a sold work's dialog says Sold, without its price or an Inquire button", async ({ page }) => {
  const [work] = sold;
  test.skip(!work, "the content has no sold work (e2e/catalogue has)");
  if (!work) return;
  await gotoHydrated(page, listPageOf(work));
  await workCard(page, work.title).click();
  const dialog = page.getByRole("dialog", { name: work.title });
  await expect(dialog.getByText("Sold", { exact: true })).toBeVisible();
  await expect(dialog.getByText(shownPrice(work.price), { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /^Inquire/ })).toHaveCount(0);
});
