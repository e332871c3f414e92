// "See it on a wall": each work drawn to scale beside a 170 cm figure, on its page (with or without
// JavaScript) and in the dialog, with its size in words. Checked on the smallest work of the content
// under test, the one nearest the figure's height and the largest (e2e/catalogue has a 20 cm study
// and a 3 m canvas).
import type { Locator, Page } from "@playwright/test";
import {
  allWorks,
  expect,
  expectNoViolations,
  gotoHydrated,
  lists,
  sizeOf,
  test,
  workCard,
  workPath,
} from "./fixtures";

/** The figure's height in cm, as the specification gives it. */
const figureHeight = 170;
const measured = allWorks.map((work) => ({ work, size: sizeOf(work), height: sizeOf(work).heightInCm }));
const byHeight = measured.toSorted((a, b) => a.height - b.height);
const nearestFigure = measured.toSorted(
  (a, b) => Math.abs(a.height - figureHeight) - Math.abs(b.height - figureHeight),
)[0];
const chosen = [...new Set([byHeight[0], nearestFigure, byHeight.at(-1)])].filter(
  (item) => item !== undefined,
);

const opener = (scope: Page | Locator) => scope.locator("summary", { hasText: "See it on a wall" });
const sceneOf = (scope: Page | Locator, title: string) =>
  scope.getByRole("img", { name: `${title} on a wall, beside a standing figure 170 cm tall and a bench` });

/** The painting's drawn height over the figure's, which should be the work's height over 170 cm. */
async function drawnRatio(scene: Locator) {
  const painting = await scene.locator("img").boundingBox();
  const figure = await scene.locator("svg path").boundingBox();
  if (!painting || !figure) throw new Error("the scene is not drawn");
  return painting.height / figure.height;
}

for (const { work, size, height } of chosen) {
  test(`${work.title} (${work.dimensions}): its page draws it to scale beside the figure, with its size in words`, async ({
    page,
  }) => {
    await page.goto(workPath(work));
    const main = page.getByRole("main");
    const scene = sceneOf(main, work.title);
    await expect(scene).toBeHidden();
    await opener(main).click();
    await expect(scene).toBeVisible();
    expect(Math.abs((await drawnRatio(scene)) / (height / figureHeight) - 1)).toBeLessThan(0.02);
    // The whole scene fits the column: no part of the painting is cut by the screen.
    const box = await scene.boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    // Its size in the artist's unit, then how it compares with the figure (rules/wall.test.ts has the words).
    const words = new RegExp(
      `^${size.height} ${size.unit} high, ${size.width} ${size.unit} wide: .*figure.*\\.$`,
    );
    await expect(main.getByText(words)).toBeVisible();
    // The photograph is the file the page has shown already: nothing new is downloaded.
    const onWall = scene.locator("img");
    await expect(onWall).toHaveJSProperty("complete", true);
    const shown = main.getByRole("img", { name: work.title }).first();
    expect(await onWall.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
      await shown.evaluate((img: HTMLImageElement) => img.currentSrc),
    );
  });
}

const [first] = chosen;

test("the wall view opens and closes by keyboard, and has no axe violations", async ({ page }) => {
  if (!first) return;
  await gotoHydrated(page, workPath(first.work));
  const main = page.getByRole("main");
  await opener(main).focus();
  await page.keyboard.press("Enter");
  await expect(sceneOf(main, first.work.title)).toBeVisible();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expectNoViolations(page);
  await page.keyboard.press("Enter");
  await expect(sceneOf(main, first.work.title)).toBeHidden();
});

test("on a work's page it works without JavaScript", async ({ browser, isMobile }) => {
  test.skip(!isMobile, "a page of its own at 375 px: once, on the phone's run");
  if (!first) return;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto(workPath(first.work));
  await opener(page).click();
  const scene = sceneOf(page, first.work.title);
  await expect(scene).toBeVisible();
  expect(Math.abs((await drawnRatio(scene)) / (first.height / figureHeight) - 1)).toBeLessThan(0.02);
  await context.close();
});

test("the dialog has it too, opened and closed by keyboard", async ({ page }) => {
  const listed = (["gallery", "available"] as const).find((list) => lists[list].length > 0) ?? "gallery";
  const [work] = lists[listed];
  if (!work) return;
  await gotoHydrated(page, `/${listed}`);
  await workCard(page, work.title).click();
  const dialog = page.getByRole("dialog", { name: work.title });
  await opener(dialog).focus();
  await page.keyboard.press("Enter");
  const scene = sceneOf(dialog, work.title);
  await expect(scene).toBeVisible();
  expect(Math.abs((await drawnRatio(scene)) / (sizeOf(work).heightInCm / figureHeight) - 1)).toBeLessThan(
    0.02,
  );
  await page.keyboard.press("Enter");
  await expect(scene).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
