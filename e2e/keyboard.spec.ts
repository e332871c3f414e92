// Keyboard-only journeys: no mouse, no clicks, no programmatic focus. Each
// step presses a key and then checks where focus is.
import type { Page } from "@playwright/test";
import {
  expandedState,
  expect,
  forSale,
  gotoHydrated,
  listPageOf,
  lists,
  mainPages,
  once,
  pages,
  pagesOf,
  test,
  workCard,
} from "./fixtures";

/** The accessible name and place of whatever has focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Near enough to the accessible name for these controls: a label, text, or an image's alt.
    const label =
      element?.getAttribute("aria-label") ??
      (element?.textContent?.trim() || element?.querySelector("img")?.alt || "");
    const rect = element?.getBoundingClientRect();
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      label,
      inMain: !!element?.closest("main"),
      inHeader: !!element?.closest("header"),
      inDialog: !!element?.closest("dialog"),
      top: rect?.top ?? 0,
      outline: element ? getComputedStyle(element).outlineStyle : "none",
      outlineWidth: element ? Number.parseFloat(getComputedStyle(element).outlineWidth) : 0,
    };
  });

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** Presses Tab until the focused element's name matches, failing after `limit` presses. */
async function tabTo(page: Page, name: RegExp, { limit = 40, key = "Tab" } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    if (name.test((await focused(page)).label)) return;
  }
  throw new Error(`${name} not reached with ${limit} presses of ${key}`);
}

const topBarHeight = (page: Page) =>
  page.locator("header.fixed").evaluate((bar) => bar.getBoundingClientRect().bottom);

for (const { path, heading } of pages) {
  test(`${path}: the skip link comes first and leads past the top bar to the page`, async ({ page }) => {
    await gotoHydrated(page, path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    // Visible when focused, not only to screen readers.
    const box = await skip.boundingBox();
    expect(box?.width).toBeGreaterThan(40);
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}#main$`));
    await page.keyboard.press("Tab");
    const next = await focused(page);
    expect(next.inMain).toBe(true);
    expect(next.top).toBeGreaterThanOrEqual(await topBarHeight(page));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { ignoreCase: true });
  });

  test(`${path}: every control is reached by Tab, visibly focused and never under the top bar`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const bar = await topBarHeight(page);
    const viewport = page.viewportSize()?.height ?? 0;
    const seen: string[] = [];
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      // Past the last control focus leaves the page: the tour is complete, with no trap on the way.
      if (now.tag === "body" || now.tag === "") break;
      seen.push(now.label);
      expect(now.outline, `${now.label} shows where focus is`).not.toBe("none");
      expect(now.outlineWidth, `${now.label}'s focus ring`).toBeGreaterThanOrEqual(2);
      if (now.inHeader || now.label === "Skip to content") continue;
      // WCAG 2.4.11: scrolled into view clear of the fixed bar (scroll-padding-top).
      expect(now.top, `${now.label} is below the top bar`).toBeGreaterThanOrEqual(bar);
      expect(now.top, `${now.label} is on screen`).toBeLessThan(viewport);
    }
    expect(seen[0]).toBe("Skip to content");
    expect(seen.length).toBeGreaterThan(4);
  });
}

test("Home's #contact anchor lands with its heading clear of the top bar", once, async ({ page }) => {
  await page.goto("/#contact");
  const title = page.getByRole("heading", { name: "Get In Touch" });
  await expect(title).toBeInViewport();
  const top = await title.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(await topBarHeight(page));
});

test.describe("on a phone", once, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the menu button is for small screens");

  test(
    "every page is reached from the menu by keyboard, and is read from its top",
    once,
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const menuButton = page.getByRole("button", { name: "Menu" });
      const menu = page.locator("#site-menu");
      // From the top of the page: past the skip link and the name, the menu button.
      await tabTo(page, /^Menu$/, { limit: 3 });
      for (const link of [mainPages.gallery, mainPages.available, mainPages.contact, mainPages.home]) {
        await expect(menuButton).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(menu).toBeVisible();
        await expect.poll(() => expandedState(page, "button[popovertarget=site-menu]")).toBe(true);
        await tabTo(page, new RegExp(`^${link.label}$`), { limit: 5 });
        await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(link.path);
        await expect(menu).toBeHidden();
        const heading = pages.find((page) => page.path === link.path)?.heading ?? "";
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { ignoreCase: true });
        // A new page: reading, and the first Tab, start at its top, with the skip link.
        await page.keyboard.press("Tab");
        await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
        await tabTo(page, /^Menu$/, { limit: 2 });
      }
    },
  );
});

for (const list of ["gallery", "available"] as const) {
  // Not the first, if there is a second.
  const work = lists[list][1] ?? lists[list][0];

  test(`/${list}: a work's dialog opens, keeps focus inside and closes by keyboard`, async ({ page }) => {
    test.skip(!work, `no work in ${list}`);
    if (!work) return;
    await gotoHydrated(page, `/${list}`);
    await tabTo(page, startsWith(work.title));
    const opener = workCard(page.getByRole("main"), work.title);
    await expect(opener).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: work.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeFocused();
    // Tab and Shift+Tab go round the dialog's controls and never reach the page behind it.
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog || now.tag === "body", `${key} stays in the dialog, at ${now.label}`).toBe(true);
    }
    // The page behind neither scrolls nor responds.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // And opens again from the same place, with Space this time.
    await page.keyboard.press(" ");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(opener).toBeFocused();
  });
}

test("a work is inquired about by keyboard alone, from its dialog", async ({ page }) => {
  const [work] = forSale;
  test.skip(!work, "every work in this content is reserved");
  if (!work) return;
  await gotoHydrated(page, listPageOf(work));
  // The top bar's links, then a stop or two per work listed before it on its page.
  const before =
    pagesOf("available")
      .find((listPage) => listPage.works.includes(work))
      ?.works.indexOf(work) ?? 0;
  await tabTo(page, startsWith(work.title), { limit: 20 + 2 * before });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  // A work with more photographs has a button for each in the dialog, before Inquire.
  const photographs = work.views?.length ? work.views.length + 1 : 0;
  if (photographs > 0)
    await expect(page.getByRole("group", { name: `Photographs of ${work.title}` })).toBeVisible();
  await tabTo(page, /^Inquire About This Work/, { limit: 5 + photographs });
  expect((await focused(page)).inDialog).toBe(true);
  // The disclosure opens the form, whose first field is the next stop.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Your name" })).toBeFocused();
  await page.keyboard.type("Anna Lee");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Your e-mail" })).toBeFocused();
});
