import type { Page } from "@playwright/test";
import { allWorks, content, expect, gotoHydrated, lists, literally, once, pages, test } from "./fixtures";

for (const { path, works } of pages) {
  test(`images on ${path}: thumbnails 4:5, paintings whole, all sized, responsive and described`, async ({
    page,
  }) => {
    await page.goto(path);
    const images = await page.locator("main img").evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        alt: img.alt,
        inList: !!img.closest("li"),
        width: Number(img.getAttribute("width")),
        height: Number(img.getAttribute("height")),
        ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        srcset: img.srcset,
        sizes: img.sizes,
        sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.type),
        avifSrcset: img.parentElement?.querySelector("source")?.srcset ?? "",
        placeholder: getComputedStyle(img).backgroundImage,
      })),
    );
    for (const image of images) {
      // A list's thumbnail is 4:5, and so is its file (cut at build time, not by the browser);
      // every other photograph is drawn in its file's own proportions.
      if (image.inList) expect(Math.abs(image.width / image.height / 0.8 - 1)).toBeLessThanOrEqual(0.011);
      expect(image.ratio).toBeCloseTo(image.inList ? 0.8 : image.width / image.height, 2);
      // AVIF and WebP in every size a layout needs; two JPEG sizes for the rare browser without either.
      expect(image.avifSrcset.split(",").length).toBeGreaterThanOrEqual(3);
      expect(image.srcset.split(",").length).toBe(2);
      expect(image.sizes).not.toBe("");
      expect(image.sources).toEqual(["image/avif", "image/webp"]);
      // Until it loads, the photograph's own colours stand in for it.
      expect(image.placeholder).toMatch(/^linear-gradient\(rgb/);
      expect(image.alt.length).toBeGreaterThan(3);
    }
    // Each photograph of a work is described by its title and medium.
    const described = images.filter((image) =>
      allWorks.some((work) => image.alt.startsWith(work.title) && image.alt.includes(work.medium.slice(1))),
    );
    expect(described).toHaveLength(works);
  });
}

test("images below the first screen load lazily", async ({ page }) => {
  // Home: its recent works and the portrait are always below the first screen.
  await page.goto("/");
  const loading = await page
    .locator("main img")
    .evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => [
        img.getBoundingClientRect().top > innerHeight,
        img.loading,
      ]),
    );
  const below = loading.filter(([isBelow]) => isBelow);
  expect(below.length).toBeGreaterThan(0);
  for (const [, mode] of below) expect(mode).toBe("lazy");
});

test("cards enter one after another, 100 ms apart, the 13th and later together", async ({ page }) => {
  test.skip(lists.gallery.length === 0, "no works in the Gallery");
  await page.goto("/gallery");
  const cards = page.getByRole("main").locator("li:has(a[aria-haspopup=dialog])");
  // The entrance played frame by frame on the animations' own clock, 10 ms a frame: when each
  // card starts to show, and when it is whole, in ms from the start.
  const entrance = await cards.evaluateAll((items) => {
    const animations = document
      .getAnimations()
      .filter((animation) => items.includes((animation.effect as KeyframeEffect).target as HTMLElement));
    for (const animation of animations) animation.pause();
    const shows: number[] = [];
    const whole: number[] = [];
    for (let time = 0; time <= 3000; time += 10) {
      for (const animation of animations) animation.currentTime = time;
      items.forEach((item, index) => {
        const opacity = Number(getComputedStyle(item).opacity);
        if (opacity > 0) shows[index] ??= time;
        if (opacity === 1) whole[index] ??= time;
      });
    }
    const ends = animations.map((animation) => animation.effect?.getComputedTiming().endTime);
    return { count: items.length, shows, whole, ends };
  });
  // Every card, one that never showed included (forEach would pass over its empty place).
  for (let index = 0; index < entrance.count; index++) {
    // A long list does not keep its later cards waiting: from the 13th on, they enter with it.
    const start = Math.min(index, 12) * 100;
    const [shows, whole] = [entrance.shows[index], entrance.whole[index]];
    expect(shows, `card ${index + 1} starts to show`).toBeGreaterThan(start - 10);
    expect(shows, `card ${index + 1} starts to show`).toBeLessThanOrEqual(start + 10);
    expect(whole, `card ${index + 1} has risen in 700 ms`).toBeGreaterThan(start + 690);
    expect(whole, `card ${index + 1} has risen in 700 ms`).toBeLessThanOrEqual(start + 700);
  }
  // With a start and an end of its own, each card's start and end made Chromium restyle every
  // card at every frame on the main thread; ending together, they are the compositor's.
  expect(new Set(entrance.ends).size).toBe(1);
  // Once the entrance has played, every card is fully visible.
  await expect
    .poll(() => cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity)))
    .toEqual(Array.from({ length: entrance.count }, () => "1"));
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("cards do not animate and are visible at once", async ({ page }) => {
    await page.goto("/available");
    const styles = await page
      .getByRole("main")
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => `${getComputedStyle(item).animationName} ${getComputedStyle(item).opacity}`),
      );
    expect(new Set(styles)).toEqual(new Set(["none 1"]));
  });
});

/** Stops the page's clock, so that only runFor moves time on. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe("tooltips on icon-only controls", once, () => {
  test.skip(({ isMobile }) => isMobile, "phones have no hover");

  test("show after 700 ms of hover, and at once on the next icon within 300 ms", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("link", { name: /^Email/ });
    const social = footer.getByRole("link", {
      name: new RegExp(literally(content.site.artist.social.label)),
    });
    const emailTip = footer.getByText("Email", { exact: true });
    const socialTip = footer.getByText(content.site.artist.social.label, { exact: true });

    await email.hover();
    await page.clock.runFor(600);
    await expect(emailTip).toBeHidden();
    await page.clock.runFor(150);
    await expect(emailTip).toBeVisible();

    await social.hover();
    await expect(emailTip).toBeHidden();
    await expect(socialTip).toBeVisible();

    // Away for longer than the skip delay: the wait starts over.
    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await email.hover();
    await page.clock.runFor(300);
    await expect(emailTip).toBeHidden();
    await page.clock.runFor(450);
    await expect(emailTip).toBeVisible();
  });

  test("show on keyboard focus after 700 ms and hide on Escape", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    const hero = page.getByRole("region", { name: content.site.artist.name });
    const social = hero.getByRole("link", { name: new RegExp(literally(content.site.artist.social.label)) });
    const tip = hero.getByText(content.site.artist.social.label, { exact: true });
    await hero.getByRole("link", { name: "Available Works" }).focus();
    await page.keyboard.press("Tab");
    await expect(social).toBeFocused();
    await page.clock.runFor(650);
    await expect(tip).toBeHidden();
    await page.clock.runFor(100);
    await expect(tip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
  });
});
