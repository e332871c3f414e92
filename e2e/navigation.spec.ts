import type { Page } from "@playwright/test";
import {
  content,
  expandedState,
  expect,
  gotoHydrated,
  isPhone,
  literally,
  mainPages,
  once,
  test,
} from "./fixtures";

// The spec's names for the links, at the registry's addresses.
const links = [
  { name: "Home", path: mainPages.home.path },
  { name: "Gallery", path: mainPages.gallery.path },
  { name: "Available Works", path: mainPages.available.path },
  { name: "Contact", path: mainPages.contact.path },
];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Whether the menu button is announced as expanded: the browser's state of a popovertarget button. */
const menuExpanded = (page: Page) => expandedState(page, "button[popovertarget=site-menu]");

/** The links a visitor can reach: in the bar, or on phones in the opened menu. */
async function openLinks(page: Page) {
  if (!isPhone(page)) return mainNav(page);
  await page.getByRole("button", { name: "Menu" }).click();
  return page.locator("#site-menu");
}

test("the top bar stays fixed at the top while the page scrolls", once, async ({ page }) => {
  // Home: the longest page, whatever the content.
  await page.goto("/");
  const header = page.getByRole("banner").first();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  expect((await header.boundingBox())?.y).toBe(0);
});

test("Back, and a reload, bring the visitor to where she was on Home", async ({ page }) => {
  await gotoHydrated(page, "/");
  // Home's deepest heading, scrolled to the top: any section above it drawn at a height not its
  // own (a placeholder's, say) would move it.
  const heading = page.locator("main h2").last();
  await heading.evaluate((element) => element.scrollIntoView());
  const where = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const before = await where();
  const moved = async () => Math.abs((await where()) - before);
  await (await openLinks(page)).getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(mainPages.gallery.path);
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect.poll(moved, { message: "px moved after Back" }).toBeLessThanOrEqual(1);
  await page.reload();
  await expect.poll(moved, { message: "px moved after a reload" }).toBeLessThanOrEqual(1);
});

// Which link is current, and where each leads, is read from the built files (e2e/built/pages.test.ts).
test("the current link looks different from the others", once, async ({ page }) => {
  await gotoHydrated(page, "/gallery");
  const nav = await openLinks(page);
  const look = (name: string) =>
    nav.getByRole("link", { name, exact: true }).evaluate((link) => {
      const style = getComputedStyle(link);
      return `${style.color} ${style.borderBottomColor} ${style.fontWeight}`;
    });
  expect(await look("Gallery")).not.toBe(await look("Contact"));
});

test.describe("on a phone", once, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the menu button is for small screens");

  test("the menu button opens and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");
    await expect(button).toHaveAttribute("aria-controls", "site-menu");
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(menu).toBeHidden();
    await expect(mainNav(page).getByRole("link", { name: "Gallery" })).toBeHidden();

    await button.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    for (const { name } of links) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(
      menu.getByRole("link", { name: new RegExp(literally(content.site.artist.social.label)) }),
    ).toBeVisible();

    await button.click();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu and gives focus back to its button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#site-menu").getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => menuExpanded(page)).toBe(false);
  });

  test("the menu closes when the screen grows past the breakpoint", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 812 });
    // A media query reports its change in the next frame: narrowing before it would undo the change unseen.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect.poll(() => menuExpanded(page)).toBe(false);
  });

  test("choosing a link closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator("#site-menu").getByRole("link", { name: "Available Works" }).click();
    await expect(page).toHaveURL("/available");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect.poll(() => menuExpanded(page)).toBe(false);
  });
});

test.describe("on a desktop", once, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "the bar shows every link");

  test("every link is in the bar and the menu button is gone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    for (const { name } of links) {
      await expect(mainNav(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
  });
});
