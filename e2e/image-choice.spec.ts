// Which file of a photograph's sizes a phone fetches: on the phone project alone (its headless
// build chooses among a srcset as the full browser does; the budgets' own project, in the full
// browser, is for what a load fetches).
import { expect, gotoHydrated, narrowestFile, pages, test } from "./fixtures";

// Two phones whose full-width photograph is 640-651 device pixels: the most common
// Android width at 2x, and the slow phone Lighthouse emulates. Each must get the narrowest
// file made that is at least as wide as drawn (sharp, and no wider than it needs); one drawn
// across the screen, at most 10% wider: the 660 px size, not the 720. (A painting shown whole
// may be drawn narrower, as tall as the screen allows: then any width between two sizes.)
for (const phone of [
  { width: 360, height: 800, scale: 2 },
  { width: 412, height: 823, scale: 1.75 },
]) {
  test.describe(`a ${phone.width} px phone at ${phone.scale}x`, () => {
    test.use({ viewport: { width: phone.width, height: phone.height }, deviceScaleFactor: phone.scale });

    for (const { path: pagePath } of pages.filter((page) => page.works > 0)) {
      test(`${pagePath}: the first photograph is the narrowest file as wide as it is drawn`, async ({
        page,
      }) => {
        await gotoHydrated(page, pagePath);
        const first = page.getByRole("main").getByRole("img").first();
        await expect(first).toHaveJSProperty("complete", true);
        const { drawn, fetched, widths, acrossTheScreen } = await first.evaluate(
          async (img: HTMLImageElement) => {
            // The chosen file on its own: its natural width is then its width in pixels.
            const file = new Image();
            file.src = img.currentSrc;
            await file.decode();
            const { width } = img.getBoundingClientRect();
            const srcset = img.parentElement?.querySelector("source")?.srcset ?? img.srcset;
            return {
              drawn: width * devicePixelRatio,
              fetched: file.naturalWidth,
              widths: [...srcset.matchAll(/\s(\d+)w/g)].map(([, made]) => Number(made)),
              // The page's column: the screen less its 1.25rem margins.
              acrossTheScreen: Math.abs(width - (innerWidth - 40)) < 1,
            };
          },
        );
        test.info().annotations.push({
          type: "Widths",
          description: `drawn ${drawn} px, file ${fetched} px of ${widths}`,
        });
        // Within half a device pixel of a file's width, either file is right.
        expect([narrowestFile(widths, drawn - 0.5), narrowestFile(widths, drawn + 0.5)]).toContain(fetched);
        if (acrossTheScreen) expect(fetched).toBeLessThanOrEqual(drawn * 1.1);
      });
    }
  });
}
