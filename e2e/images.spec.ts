// Every photograph on the four pages as drawn: a list's thumbnail 4:5, any other photograph in
// its file's proportions, each with its own colours standing in until it arrives; and the ones
// below the first screen loaded lazily. Their markup (sizes, formats, descriptions) is read from
// the built files (e2e/built/images.test.ts).
import { expect, pages, test } from "./fixtures";

for (const { path } of pages) {
  test(`images on ${path} are drawn as thumbnails 4:5 or whole, over their own colours`, async ({ page }) => {
    await page.goto(path);
    const images = await page.locator("main img").evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => {
        const box = img.getBoundingClientRect();
        // Each image lies over an SVG of its colours, in the same box.
        const behind = img.closest("span")?.querySelector(":scope > svg");
        const under = behind?.getBoundingClientRect();
        return {
          alt: img.alt,
          inList: !!img.closest("li"),
          file: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
          drawn: box.width / box.height,
          placeholder: [...(behind?.querySelectorAll("stop") ?? [])]
            .map((stop) => getComputedStyle(stop).stopColor)
            .join(" "),
          covered:
            !!under &&
            Math.abs(under.width - box.width) < 0.5 &&
            Math.abs(under.height - box.height) < 0.5 &&
            Math.abs(under.top - box.top) < 0.5,
        };
      }),
    );
    for (const image of images) {
      expect(image.drawn, image.alt).toBeCloseTo(image.inList ? 0.8 : image.file, 2);
      // Until it loads, the photograph's own colours stand in for it, top to bottom, in its shape.
      expect(image.placeholder, image.alt).toMatch(/^rgb\(\d+, \d+, \d+\) rgb\(.*\) rgb\(.*\)$/);
      expect(image.covered, image.alt).toBe(true);
    }
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
