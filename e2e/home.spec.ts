// Home in a browser: the name drawn in capitals, a recent work's dialog, and the footer's year as
// the visitor's clock has it. What its sections say is read from the built files
// (e2e/built/pages.test.ts).
import { content, expect, gotoHydrated, test, workCard } from "./fixtures";

const { site, works } = content;
const recentWorks = site.home.recentWorks.map((id) => works.gallery.find((work) => work.id === id));

test("the hero shows the name in capitals; a recent work opens in the dialog, and Recent Works leads to the gallery", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(site.artist.name.toUpperCase());
  const recent = page.getByRole("region", { name: "Recent Works" });
  const [first] = recentWorks;
  await workCard(recent, first?.title ?? "").click();
  await expect(page.getByRole("dialog", { name: first?.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await recent.getByRole("link", { name: "Explore Full Gallery" }).click();
  await expect(page).toHaveURL("/gallery");
});

test.describe("in a later year than the build", () => {
  test("the footer shows the visitor's year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00+11:00"));
    await gotoHydrated(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText(
      `© 2031 ${site.homeFooterName ?? site.artist.name}`,
    );
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.artist.name}`);
  });
});
