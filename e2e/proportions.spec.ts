// A painting is never cut where it is there to be seen: the dialog, its own page and its zoom
// show it whole, in its photograph's proportions (portrait, landscape, square,
// tall or very wide alike), fetch a file no wider than it is drawn, and keep their place
// before it arrives. Only the lists' thumbnails are 4:5 (images.spec.ts).
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  allWorks,
  anyWidth,
  content,
  expect,
  gotoHydrated,
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

/**
 * Where a dialog draws its painting: the box of the pixels of `shot` (a screenshot) that are not
 * its ground, `ground` ("rgb(r, g, b)").
 */
async function paintedBox(shot: Buffer, ground: string) {
  const [r, g, b] = (ground.match(/\d+/g) ?? []).map(Number);
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      const differs =
        Math.abs((data[at] ?? 0) - (r ?? 0)) +
          Math.abs((data[at + 1] ?? 0) - (g ?? 0)) +
          Math.abs((data[at + 2] ?? 0) - (b ?? 0)) >
        24;
      if (!differs) continue;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  }
  return {
    width: right - left + 1,
    height: bottom - top + 1,
    screen: { width: info.width, height: info.height },
  };
}

// The zoom takes the whole screen at any width: fitted on the phone's run, whose tall screen leaves
// a wide painting the least room (zoom.spec.ts tries its keys at the desktop's width).
test(
  "Look closer opens each shape of painting whole, in its proportions, fitted to the screen",
  anyWidth,
  async ({ page }) => {
    // A page, a zoom and its tiles for each shape: the second catalogue's took over 30 s on a busy machine.
    test.setTimeout(Math.max(30_000, 10_000 * shapes.length));
    for (const { work, ratio } of shapes) {
      await gotoHydrated(page, workPath(work));
      await page.getByRole("button", { name: "Look closer" }).click();
      const zoom = page.getByRole("dialog", { name: `${work.title}, a closer look` });
      await expect(zoom).toHaveAttribute("aria-busy", "false");
      const ground = await zoom.evaluate((dialog) => getComputedStyle(dialog).backgroundColor);
      // Its buttons masked in the ground's colour: what is left is the painting, once its tiles are in.
      const drawn = async () =>
        paintedBox(
          // In CSS pixels: a quarter of a phone's device pixels to scan, the box to within one.
          await zoom.screenshot({
            scale: "css",
            mask: [zoom.getByRole("button")],
            maskColor: ground,
            animations: "disabled",
          }),
          ground,
        );
      await expect
        .poll(
          async () => {
            const box = await drawn();
            return Math.abs(box.width / box.height / ratio - 1) < 0.02;
          },
          { message: `${work.title}: its own proportions` },
        )
        .toBe(true);
      // Whole, and as large as the screen allows: it meets two opposite sides.
      const box = await drawn();
      const fitted = box.width >= box.screen.width - 2 || box.height >= box.screen.height - 2;
      expect(
        fitted,
        `${work.title}: ${box.width} x ${box.height} on ${box.screen.width} x ${box.screen.height}`,
      ).toBe(true);
      await page.keyboard.press("Escape");
      await expect(zoom).toBeHidden();
    }
  },
);

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
