// The lists' cards rise one after another as a page opens, and not at all with reduced motion.
// The entrance is the site's, whatever the works: on content/'s run alone (@once).
import { expect, lists, once, test } from "./fixtures";

test("cards enter one after another, 100 ms apart, the 13th and later together", once, async ({ page }) => {
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

test.describe("with reduced motion", once, () => {
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
