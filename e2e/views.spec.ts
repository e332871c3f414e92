// More photographs of a work (a detail, an edge, the work in a room): after the main one on its
// page and in the dialog, where a click, the arrow keys inside their row or a swipe along it moves
// between them without moving to another work, and the next one is fetched ahead. The lists show
// the main photograph alone. e2e/catalogue has works with views; the shipped sample has none.
import path from "node:path";
import {
  expect,
  gotoHydrated,
  isPhone,
  listPageOf,
  lists,
  swipe,
  test,
  workCard,
  workPath,
} from "./fixtures";

const listed = (["gallery", "available"] as const).flatMap((list) =>
  lists[list].filter((work) => (work.views?.length ?? 0) > 0).map((work) => ({ list, work })),
);
const withMost = listed.toSorted((a, b) => (b.work.views?.length ?? 0) - (a.work.views?.length ?? 0))[0];
test.skip(!withMost, "no work in this content has more photographs (e2e/catalogue has)");
const { list = "gallery", work } = withMost ?? {};
/** The page of its list that shows the work's card. */
const listPage = work ? listPageOf(work) : "/";
const views = work?.views ?? [];

/** The address a built photograph is served at begins with its file's name: works/a b.jpg is /assets/a%20b-<hash>. */
const servedAs = (image: string) => `/assets/${encodeURIComponent(path.parse(image).name)}-`;

// Their order and descriptions on the page are read from the built files (e2e/built/pages.test.ts).
test("a work's page draws its other photographs whole, in their own proportions", async ({ page }) => {
  if (!work) return;
  await page.goto(workPath(work));
  const main = page.getByRole("main");
  for (const view of views) {
    const image = main.getByRole("img", { name: view.alt, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    // Whole, in its own proportions, like the painting above it.
    const box = await image.boundingBox();
    const size = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(size, 1);
  }
});

test("the list shows the main photograph alone and fetches none of the others", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, listPage);
  await page.waitForLoadState("networkidle");
  for (const view of views) {
    await expect(page.getByRole("img", { name: view.alt })).toHaveCount(0);
    expect(requested.filter((file) => file.startsWith(servedAs(view.image)))).toEqual([]);
  }
});

test.describe("in the dialog", () => {
  test.beforeEach(async ({ page }) => {
    if (!work) return;
    await gotoHydrated(page, listPage);
  });

  test("a click shows another photograph, the next one fetched ahead; the work stays the same", async ({
    page,
  }) => {
    if (!work) return;
    const [second] = views;
    if (!second) return;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await workCard(page, work.title).click();
    const dialog = page.getByRole("dialog", { name: work.title });
    const row = dialog.getByRole("group", { name: `Photographs of ${work.title}` });
    await expect(row.getByRole("button")).toHaveCount(1 + views.length);
    await expect(row.getByRole("button").first()).toHaveAttribute("aria-current", "true");
    // The second photograph is fetched (before its small copy in the row, whose script comes later)...
    await expect
      .poll(() => requested.filter((file) => file.startsWith(servedAs(second.image))))
      .not.toEqual([]);
    const clickedAt = await page.evaluate(() => performance.now());
    await row.getByRole("button", { name: `Photograph 2 of ${1 + views.length}: ${second.alt}` }).click();
    const shown = dialog.getByRole("img", { name: second.alt, exact: true });
    await expect(shown).toBeVisible();
    await expect(shown).not.toHaveJSProperty("currentSrc", "");
    // ...so the file shown large was on its way before the visitor asked for it.
    const fetchedAt = await shown.evaluate(
      (img: HTMLImageElement) => performance.getEntriesByName(img.currentSrc)[0]?.startTime ?? Number.NaN,
    );
    expect(fetchedAt).toBeLessThan(clickedAt);
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(work.title);
    await expect(page).toHaveURL(workPath(work));
  });

  test("the arrow keys move along the photographs, not to another work", async ({ page }) => {
    if (!work) return;
    await workCard(page, work.title).click();
    const dialog = page.getByRole("dialog", { name: work.title });
    const row = dialog.getByRole("group", { name: `Photographs of ${work.title}` });
    await row.getByRole("button").first().focus();
    for (const [index, view] of views.entries()) {
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("img", { name: view.alt, exact: true })).toBeVisible();
      await expect(row.getByRole("button").nth(index + 1)).toBeFocused();
    }
    // The last one stops; the work is the same throughout.
    await page.keyboard.press("ArrowRight");
    await expect(row.getByRole("button").last()).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(row.getByRole("button").nth(views.length - 1)).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(workPath(work));
    await expect(dialog).toBeVisible();
  });

  test("a swipe along the row moves between photographs; on the painting, between works", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "a touch screen");
    if (!work) return;
    const [second] = views;
    if (!second) return;
    await workCard(page, work.title).click();
    const dialog = page.getByRole("dialog", { name: work.title });
    const row = dialog.getByRole("group", { name: `Photographs of ${work.title}` });
    await expect(row).toBeVisible();
    await swipe(row, -120, 4);
    await expect(dialog.getByRole("img", { name: second.alt, exact: true })).toBeVisible();
    await expect(page).toHaveURL(workPath(work));
    await swipe(row, 120, 4);
    await expect(row.getByRole("button").first()).toHaveAttribute("aria-current", "true");
    const others: readonly object[] = lists[list];
    const next = (others[others.indexOf(work) + 1] ?? others[others.indexOf(work) - 1]) as
      | { title: string }
      | undefined;
    if (!next) return;
    await swipe(dialog.getByRole("img").first(), others.indexOf(next) > others.indexOf(work) ? -160 : 160, 8);
    await expect(page.getByRole("dialog", { name: next.title })).toBeVisible();
  });
});
