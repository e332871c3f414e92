// A painting is never cut where it is there to be seen: the dialog, its own page and the
// full-size view show it whole, in its photograph's proportions (portrait, landscape, square,
// tall or very wide alike), fetch a file no wider than it is drawn, and keep their place
// before it arrives. Only the lists' thumbnails are 4:5 (images.spec.ts).
import type { Locator, Page } from "@playwright/test";
import {
  allWorks,
  content,
  expect,
  gotoHydrated,
  listPageOf,
  lists,
  narrowestFile,
  photoRatio,
  test,
  workCard,
  workPath,
} from "./fixtures";

const listPages = (["gallery", "available"] as const).map((list) => ({ list, works: lists[list] }));

/** Each work with its photograph's proportions; and one work of each shape, the widest first. */
const shaped = await Promise.all(
  allWorks.map(async (work) => ({ work, ratio: await photoRatio(work.image) })),
);
const shapes = [...new Map(shaped.map((entry) => [entry.ratio.toFixed(2), entry])).values()].sort(
  (a, b) => b.ratio - a.ratio,
);

/** How an image is drawn: its box, and the file the browser chose among those made. */
const drawing = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const { width, height, left, right } = img.getBoundingClientRect();
    const srcset = img.parentElement?.querySelector("source")?.srcset ?? img.srcset;
    const chosen = srcset
      .split(",")
      .find((candidate) => img.currentSrc.endsWith(candidate.trim().split(" ")[0] ?? "-"));
    return {
      file: new URL(img.currentSrc).pathname,
      width,
      height,
      inside: left >= 0 && right <= document.documentElement.clientWidth,
      objectFit: getComputedStyle(img).objectFit,
      chosen: Number(chosen?.trim().match(/\s(\d+)w$/)?.[1]),
      widths: [...srcset.matchAll(/\s(\d+)w/g)].map(([, made]) => Number(made)),
      needed: width * devicePixelRatio,
    };
  });

/**
 * The painting is whole, and its file the narrowest one made that is at least as wide as
 * drawn: or a wider one the page already had (the browser takes that rather than fetch another).
 */
async function expectWhole(image: Locator, ratio: number, what: string, hadAlready: readonly string[] = []) {
  await expect(image).toHaveJSProperty("complete", true);
  const drawn = await drawing(image);
  expect(drawn.width / drawn.height, `${what}: its own proportions`).toBeCloseTo(ratio, 2);
  expect(drawn.inside, `${what}: across the screen`).toBe(true);
  // Within half a device pixel of a file's width, either file is right.
  const narrowest = [
    narrowestFile(drawn.widths, drawn.needed - 0.5),
    narrowestFile(drawn.widths, drawn.needed + 0.5),
  ];
  if (!narrowest.includes(drawn.chosen) && hadAlready.includes(drawn.file)) {
    expect(drawn.chosen, `${what}: a file the page had`).toBeGreaterThan(Math.max(...narrowest));
  } else {
    expect(narrowest, `${what}: the file of its size`).toContain(drawn.chosen);
  }
}

for (const { list, works } of listPages) {
  test(`the dialog of /${list} shows every painting whole, as large as the screen allows`, async ({
    page,
  }) => {
    test.skip(works.length === 0, `no work in ${list}`);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, `/${list}`);
    for (const [index, work] of works.entries()) {
      const hadAlready = [...requested];
      if (index === 0) await workCard(page, work.title).click();
      else await page.keyboard.press("ArrowRight");
      const dialog = page.getByRole("dialog", { name: work.title });
      await expect(dialog).toBeVisible();
      const ratio = shaped.find((entry) => entry.work === work)?.ratio ?? 0;
      await expectWhole(dialog.getByRole("img", { name: work.title }), ratio, work.title, hadAlready);
      // Large: as wide as its column, or as tall as 75% of the screen.
      const { width, height } = await drawing(dialog.getByRole("img", { name: work.title }));
      const screen = page.viewportSize() ?? { width: 0, height: 0 };
      expect(
        Math.max(width / (screen.width * 0.45), height / (screen.height * 0.75)),
        work.title,
      ).toBeGreaterThan(0.95);
      expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    }
  });
}

test("View full size shows each shape of painting whole, one image pixel to one CSS pixel", async ({
  page,
}) => {
  for (const { work, ratio } of shapes) {
    await gotoHydrated(page, listPageOf(work));
    await workCard(page, work.title).click();
    await page.getByRole("dialog").getByRole("button", { name: "View full size" }).click();
    const full = page.getByRole("dialog", { name: `${work.title}, full size` });
    const image = full.getByRole("img", { name: work.title });
    await expect(image).toHaveJSProperty("complete", true);
    const drawn = await drawing(image);
    expect(drawn.width / drawn.height, work.title).toBeCloseTo(ratio, 2);
    expect(drawn.width, work.title).toBe(Math.max(...drawn.widths));
    expect(drawn.objectFit).not.toBe("cover");
    // Back to the dialog, then to the list (and its address), before the next.
    await page.keyboard.press("Escape");
    await expect(full).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(listPageOf(work));
  }
});

test("a work's page of each shape draws the painting whole, in its proportions, across the screen", async ({
  page,
}) => {
  for (const { work, ratio } of shapes) {
    await page.goto(workPath(work));
    const painting = page.getByRole("main").getByRole("img", { name: work.title });
    await expect(painting).toBeVisible();
    const box = await painting.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1), work.title).toBeCloseTo(ratio, 2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      work.title,
    ).toBeLessThanOrEqual(0);
  }
});

/** The box of a page's main photograph, with every photograph held back (`blocked`) or let through. */
async function paintingBox(page: Page, path: string, blocked: boolean) {
  if (blocked) await page.route(/\.(avif|webp|jpe?g)$/, (route) => route.abort());
  await page.goto(path);
  const image = page.getByRole("main").getByRole("img").first();
  if (!blocked) await expect(image).toHaveJSProperty("complete", true);
  const box = await image.boundingBox();
  await page.unrouteAll();
  return box;
}

test.describe("before its photograph arrives", () => {
  // The photographs that fail to arrive are reported by the browser.
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test("a painting keeps its place: the same box, in its own proportions, as when it has arrived", async ({
    page,
  }) => {
    const featured = content.works.gallery.find((work) => work.id === content.site.home.featuredWork);
    const views = [
      ...shapes.map(({ work }) => ({ path: workPath(work), work })),
      { path: "/", work: featured },
    ];
    for (const { path, work } of views) {
      const waiting = await paintingBox(page, path, true);
      const arrived = await paintingBox(page, path, false);
      expect(waiting, path).toEqual(arrived);
      expect((waiting?.width ?? 0) / (waiting?.height ?? 1), path).toBeCloseTo(
        await photoRatio(work?.image ?? ""),
        2,
      );
    }
  });
});

test.describe("on a 320 px screen", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's width: on the phone's run");
  test.use({ viewport: { width: 320, height: 640 } });

  test("a work's page of each shape needs no sideways scrolling, and shows the painting whole", async ({
    page,
  }) => {
    for (const { work, ratio } of shapes) {
      await page.goto(workPath(work));
      const image = page.getByRole("main").getByRole("img", { name: work.title });
      await expectWhole(image, ratio, work.title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), work.title).toBe(
        0,
      );
    }
  });
});
