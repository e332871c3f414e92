// A reserved work: a badge that says so, and no way to inquire about it (its
// structured data offers nothing either: seo.spec.ts).
import { priceText } from "../app/lib/price.ts";
import { expect, forSale, gotoHydrated, listPageOf, reserved, test, workCard } from "./fixtures";

const [onHold] = reserved;
const [other] = forSale;
test.skip(!onHold || !other, "the content has no reserved work beside one for sale (e2e/catalogue has)");

test("a reserved work shows the badge and cannot be inquired about", async ({ page }) => {
  if (!onHold || !other) return;
  const cardOf = (title: string) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: workCard(page, title) });
  await page.goto(listPageOf(onHold));
  const card = cardOf(onHold.title);
  await expect(card.getByText("Reserved", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Inquire/ })).toBeDisabled();
  await expect(card.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
  await expect(card.getByText(priceText(onHold.price), { exact: true })).toBeVisible();

  await page.goto(listPageOf(other));
  const available = cardOf(other.title);
  await expect(available.getByText("Reserved", { exact: true })).toHaveCount(0);
  await expect(available.getByRole("link", { name: /^Inquire/ })).toBeEnabled();
});

test("its dialog shows the badge and a disabled Inquire About This Work", async ({ page }) => {
  if (!onHold) return;
  await gotoHydrated(page, listPageOf(onHold));
  await workCard(page, onHold.title).click();
  const dialog = page.getByRole("dialog", { name: onHold.title });
  await expect(dialog.getByText("Reserved", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Inquire About This Work/ })).toBeDisabled();
  await expect(dialog.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
});
