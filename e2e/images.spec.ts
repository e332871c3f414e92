// Every photograph's markup on the four pages: its shape, its sizes and formats, its stand-in
// colours, its description, and lazy loading below the first screen.
import { allWorks, expect, pages, test } from "./fixtures";

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
