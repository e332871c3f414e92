// The Gallery in a browser: its grid's columns, and the dialog of its works. What its pages say is
// read from the built files (e2e/built/lists.test.ts).
import type { Locator, Page } from "@playwright/test";
import {
  anyWidth,
  expect,
  gotoHydrated,
  isPhone,
  listPageOf,
  lists,
  once,
  pagesOf,
  test,
  workCard,
} from "./fixtures";

// The Gallery's works: its own, then any sold works moved to it; its first page's.
const works = { gallery: lists.gallery, firstPage: pagesOf("gallery")[0]?.works ?? [] };

/** The list's cards, not the items of its pager. */
const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.locator("a[aria-haspopup=dialog]") });

/** How many cards share the first row of the grid. */
async function columns(list: Locator) {
  // offsetTop ignores the entrance animation's translate.
  const tops = await list.evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetTop));
  return tops.filter((top) => top === tops[0]).length;
}

// It sets each width itself: on the phone's run alone (@any-width), as the desktop's would repeat it.
test("the grid has 1 column below 768 px, 2 to 1023 px and 3 from 1024 px", anyWidth, async ({ page }) => {
  await page.goto("/gallery");
  for (const [width, expected] of [
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // A gallery of fewer works than columns fills one row.
    expect(await columns(cards(page)), `columns at ${width} px`).toBe(
      Math.min(expected, works.firstPage.length),
    );
  }
});

test.describe("the detail dialog", () => {
  // Not the first, preloaded with the page, if there is a second.
  const work = works.gallery[1] ?? works.gallery[0];
  if (!work) throw new Error("the gallery has at least one work");

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, listPageOf(work));
  });

  test("opens on click with the large image, title, year, medium and dimensions", async ({ page }) => {
    await workCard(page, work.title).click();
    const dialog = page.getByRole("dialog", { name: work.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(work.title);
    const details = dialog.locator("dl");
    await expect(details.locator("dt")).toHaveText(["Year", "Medium", "Dimensions"]);
    await expect(details.locator("dd")).toHaveText([work.year, work.medium, work.dimensions]);
    const image = dialog.getByRole("img", { name: work.title });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Large: it fills most of the screen's width or height.
    const box = await image.boundingBox();
    const screen = page.viewportSize();
    if (!box || !screen) throw new Error("no image box");
    expect(Math.max(box.width / screen.width, box.height / screen.height)).toBeGreaterThan(0.6);
  });

  test("closes with its close button and returns focus to the work", once, async ({ page }) => {
    const opener = workCard(page, work.title);
    await opener.click();
    await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closes with Escape and returns focus to the work", once, async ({ page }) => {
    const opener = workCard(page, work.title);
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: work.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closes on a click on the backdrop", once, async ({ page }) => {
    await workCard(page, work.title).click();
    const dialog = page.getByRole("dialog");
    const box = await dialog.boundingBox();
    if (!box) throw new Error("the dialog has no box");
    // Just outside the dialog's top left corner, on the backdrop.
    await page.mouse.click(Math.max(2, box.x / 2), Math.max(2, box.y / 2));
    await expect(dialog).toBeHidden();
    await expect(workCard(page, work.title)).toBeFocused();
  });

  test("a click inside, or a drag from inside onto the backdrop, keeps it open", once, async ({ page }) => {
    await workCard(page, work.title).click();
    const heading = page.getByRole("dialog").getByRole("heading");
    await heading.click();
    await expect(page.getByRole("dialog")).toBeVisible();

    // Selecting the title and letting go outside the dialog.
    const box = await heading.boundingBox();
    if (!box) throw new Error("the heading has no box");
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(2, 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("fetches its photograph on the first sign of intent, so it is there when it opens", async ({
    page,
  }) => {
    test.skip(isPhone(page), "on a phone the card and the dialog draw the same file: nothing to prepare");
    // A tall desktop screen, where the dialog draws the painting larger than its card.
    await page.setViewportSize({ width: 1280, height: 1000 });
    const opener = workCard(page, work.title);
    const card = await opener
      .getByRole("img")
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    await page.waitForLoadState("networkidle");
    // Every request from here on, and how many are still under way.
    const fetched: string[] = [];
    let underWay = 0;
    page.on("request", () => underWay++);
    page.on("requestfailed", () => underWay--);
    page.on("requestfinished", (request) => {
      underWay--;
      fetched.push(new URL(request.url()).pathname);
    });
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    const before = await preloads.count();
    await opener.hover();
    // The hover asks for the dialog's photograph, and whatever it fetches arrives.
    await expect(preloads).toHaveCount(before + 1);
    await expect.poll(() => underWay, { intervals: [100] }).toBe(0);
    const prepared = [...fetched];
    await opener.click();
    const image = page.getByRole("dialog").getByRole("img");
    await expect(image).toHaveJSProperty("complete", true);
    const shown = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    // The dialog shows the card's own file, or one fetched on the hover, before the click, and only then.
    if (shown !== card) expect(prepared).toContain(shown);
    expect(fetched.filter((file) => file === shown)).toHaveLength(shown === card ? 0 : 1);
  });

  test("opens at its top, with focus on its close button", once, async ({ page }) => {
    await workCard(page, work.title).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeFocused();
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
  });
});
