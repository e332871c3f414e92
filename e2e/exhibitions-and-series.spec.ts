// Exhibitions and series in a browser: installation photographs drawn whole and their viewer, a
// series' viewer moving across its pages, axe on their pages. What their pages say, Home's CV
// links, a work's record and the Gallery's choice of series are read from the built files
// (e2e/built/). Every expectation comes from the content under test: the sample has neither, the
// second catalogue both (e2e/catalogue/README.md).
import {
  anyWidth,
  exhibitionPath,
  exhibitions,
  expect,
  expectNoViolations,
  gotoHydrated,
  isPhone,
  perPage,
  photoRatio,
  series,
  seriesPath,
  swipe,
  test,
  workCard,
  workPath,
} from "./fixtures";

for (const exhibition of exhibitions) {
  const path = exhibitionPath(exhibition);

  test(`${path}: its installation photographs drawn whole, and nothing wider than the screen`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    for (const view of exhibition.views ?? []) {
      const photograph = main.getByRole("img", { name: view.alt, exact: true });
      await photograph.scrollIntoViewIfNeeded();
      await expect(photograph).toHaveJSProperty("complete", true);
      const box = await photograph.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1), view.alt).toBeCloseTo(await photoRatio(view.image), 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );
  });

  test(`${path} has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, path);
    await expectNoViolations(page);
  });
}

const withViews = exhibitions.find((exhibition) => (exhibition.views?.length ?? 0) > 1);
test("installation photographs open in the viewer: Previous and Next by buttons, keys and swipe, and full size", async ({
  page,
}) => {
  test.skip(!withViews, "no exhibition with more than one installation photograph");
  const views = withViews?.views ?? [];
  const [first, second] = views;
  if (!withViews || !first || !second) return;
  await gotoHydrated(page, exhibitionPath(withViews));
  await page.getByRole("link", { name: first.alt, exact: true }).click();
  const viewer = page.getByRole("dialog", { name: `${withViews.title}: installation photographs` });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`1 of ${views.length}`);
  await expect(viewer.getByRole("img", { name: first.alt })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Previous photograph" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText(`2 of ${views.length}`);
  await expect(viewer.getByRole("img", { name: second.alt })).toBeVisible();
  if (isPhone(page)) {
    await swipe(viewer.getByRole("img", { name: second.alt }), 200, 0);
  } else {
    await viewer.getByRole("button", { name: "Previous photograph" }).click();
  }
  await expect(viewer).toContainText(`1 of ${views.length}`);
  await viewer.getByRole("button", { name: "View full size" }).click();
  const full = page.getByRole("dialog", { name: `${withViews.title}, full size` });
  await expect(full).toBeVisible();
  // Each opens again at once after Escape, with no wait for its close event (a task later): the
  // key goes to the control the focus went back to.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(full).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(full).toBeHidden();
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

for (const one of series) {
  test(`${seriesPath(one)} has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, seriesPath(one));
    await expectNoViolations(page);
  });
}

const longSeries = series.find((one) => one.works.length > perPage.gallery);
test(
  "a series' viewer moves on past the page's works to the next page's, in the series",
  anyWidth,
  async ({ page }) => {
    test.skip(!longSeries, "no series runs over more than one page");
    if (!longSeries) return;
    const last = longSeries.works[perPage.gallery - 1];
    const next = longSeries.works[perPage.gallery];
    if (!last || !next) return;
    await gotoHydrated(page, seriesPath(longSeries));
    await workCard(page, last.title).click();
    await expect(page.getByRole("dialog", { name: last.title })).toContainText(
      `${perPage.gallery} of ${longSeries.works.length}`,
    );
    await page.keyboard.press("ArrowRight");
    const dialog = page.getByRole("dialog", { name: next.title });
    await expect(dialog).toContainText(`${perPage.gallery + 1} of ${longSeries.works.length}`);
    await expect(page).toHaveURL(new RegExp(`${workPath(next)}$`));
  },
);
