import type { Page } from "@playwright/test";
import {
  allWorks,
  content,
  expect,
  expectNoViolations,
  gotoHydrated,
  listPageOf,
  lists,
  once,
  pages,
  photoRatio,
  test,
  workCard,
} from "./fixtures";

/** The work whose photograph is widest for its height. */
const ratios = await Promise.all(
  allWorks.map(async (work) => ({
    work,
    ratio: await photoRatio(work.image),
  })),
);
const widest = ratios.sort((a, b) => b.ratio - a.ratio)[0]?.work;

for (const { path } of pages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    // Settle the card entrance so contrast is measured on the finished page.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, path);
    await expectNoViolations(page);
  });
}

test.describe("on a phone", once, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the menu button is for small screens");

  test("the open menu has no axe violations", once, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await expectNoViolations(page);
  });
});

for (const list of ["gallery", "available"] as const) {
  test(`an open dialog on /${list} has no axe violations, on its first work and on the next`, async ({
    page,
  }) => {
    const [work, next] = lists[list];
    test.skip(!work, `no work in ${list}`);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, `/${list}`);
    await workCard(page, work?.title ?? "").click();
    await expect(page.getByRole("dialog", { name: work?.title })).toBeVisible();
    await expectNoViolations(page);
    if (!next) return;
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: next.title })).toBeVisible();
    await expectNoViolations(page);
  });
}

test.describe("the not-found page", once, () => {
  test.use({ expectedConsoleErrors: /404/ });
  test("has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/missing");
    await expectNoViolations(page);
  });
});

// WCAG 1.4.10 (reflow): a 320 px screen, and 1280 px at 200% zoom (640 CSS px), scroll only
// vertically, with every page, the open menu and a dialog readable without sideways scrolling.
// The layout at a width is the same on every device: checked on the phone's run alone.
for (const width of [320, 640]) {
  test.describe(`at ${width} px wide`, () => {
    test.skip(({ isMobile }) => !isMobile, "the same layout as on the phone's run");
    test.use({ viewport: { width, height: 700 } });

    const noSidewaysScroll = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    for (const { path } of pages) {
      test(`${path} needs no sideways scrolling`, async ({ page }) => {
        await gotoHydrated(page, path);
        expect(await noSidewaysScroll(page)).toBe(0);
      });
    }

    test("an open dialog fits across the screen", async ({ page }) => {
      // The widest painting of the content (whatever its proportions; the gallery's first if none).
      const work = widest ?? content.works.gallery[0];
      await gotoHydrated(page, work ? listPageOf(work) : "/gallery");
      await workCard(page, work?.title ?? "").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBe(0);
      const box = await dialog.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    });
  });
}
