import { content, expect, gotoHydrated, test, workCard } from "./fixtures";
import { reservedSiteURL } from "./servers";

// Against the build of reserved-site.ts, where the first available work is reserved.
test.use({ baseURL: reservedSiteURL });

const [reserved, other] = content.works.available;
if (!reserved || !other) throw new Error("the tests need two available works");

test("a reserved work shows the badge and cannot be inquired about", async ({ page }) => {
  await page.goto("/available");
  const cards = page.getByRole("main").getByRole("listitem");
  const card = cards.filter({ hasText: reserved.title });
  await expect(card.getByText("Reserved", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Inquire/ })).toBeDisabled();
  await expect(card.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
  await expect(card.getByText("Price on request")).toBeVisible();

  const available = cards.filter({ hasText: other.title });
  await expect(available.getByText("Reserved", { exact: true })).toHaveCount(0);
  await expect(available.getByRole("link", { name: /^Inquire/ })).toBeEnabled();
});

test("its dialog shows the badge and a disabled Inquire About This Work", async ({ page }) => {
  await gotoHydrated(page, "/available");
  await workCard(page, reserved.title).click();
  const dialog = page.getByRole("dialog", { name: reserved.title });
  await expect(dialog.getByText("Reserved", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Inquire About This Work/ })).toBeDisabled();
  await expect(dialog.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
});

test("search engines are offered the available works, not the reserved one", async ({ page }) => {
  await page.goto("/available");
  const [list] = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  const items: { name: string; offers?: unknown }[] = list.itemListElement.map(
    (element: { item: unknown }) => element.item,
  );
  expect(items.find((item) => item.name === reserved.title)?.offers).toBeUndefined();
  expect(items.find((item) => item.name === other.title)?.offers).toMatchObject({
    availability: "https://schema.org/InStock",
  });
});
