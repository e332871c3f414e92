// Home in a browser: the name drawn in capitals, a recent work's dialog, and the footer's year as
// the visitor's clock has it. What its sections say is read from the built files
// (e2e/built/pages.test.ts).
import { content, expect, gotoHydrated, once, test, workCard } from "./fixtures";

const { site, works } = content;
const recentWorks = site.home.recentWorks.map((id) => works.gallery.find((work) => work.id === id));

test("the hero shows the name in capitals; a recent work opens in the dialog, and Recent Works leads to the gallery", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(site.artist.name.toUpperCase());
  const recent = page.getByRole("region", { name: "Recent Works" });
  const [first] = recentWorks;
  await workCard(recent, first?.title ?? "").click();
  await expect(page.getByRole("dialog", { name: first?.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await recent.getByRole("link", { name: "Explore Full Gallery" }).click();
  await expect(page).toHaveURL("/gallery");
});

// The year is the visitor's clock's and the faces are the site's: no content changes them (@once).
test.describe("in a later year than the build", once, () => {
  test("the footer shows the visitor's year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00+11:00"));
    await gotoHydrated(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText(
      `© 2031 ${site.homeFooterName ?? site.artist.name}`,
    );
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.artist.name}`);
  });
});

test(
  "until the faces arrive, the page is drawn in system fonts made their size: the swap moves nothing",
  once,
  async ({ page }) => {
    await gotoHydrated(page, "/");
    // Words of every letter, not the page's own: a biography of other words must not make this red.
    const words =
      "Quiet harbour light at dusk: a painter's studio, oil and wax on linen, 120 × 90 cm, judged by five sharp-eyed curators.";
    // This machine's Chromium finds Liberation's fonts, which have Times New Roman's and Arial's metrics.
    const pairs = [
      { face: "Instrument Sans Variable", fallback: "Instrument Sans Variable as Arial", text: words },
      { face: "Instrument Serif", fallback: "Instrument Serif as Times New Roman", text: words },
      // The name on Home is set in capitals.
      {
        face: "Instrument Serif",
        fallback: "Instrument Serif capitals as Times New Roman",
        text: "SPHINX OF BLACK QUARTZ, JUDGE MY VOW",
      },
    ];
    for (const { face, fallback, text } of pairs) {
      const drawn = await page.evaluate(
        async ({ face, fallback, text }) => {
          const size = async (family: string) => {
            const loaded = await document.fonts.load(`100px "${family}"`, text);
            const span = document.createElement("span");
            span.style.cssText = `font: 100px "${family}", monospace; white-space: pre; position: absolute`;
            span.textContent = text;
            document.body.append(span);
            const { width, height } = span.getBoundingClientRect();
            span.remove();
            return { width, height, loaded: loaded.length };
          };
          return { face: await size(face), fallback: await size(fallback) };
        },
        { face, fallback, text },
      );
      const about = `${fallback}, for "${text.slice(0, 30)}…"`;
      expect(drawn.fallback.loaded, `${about}: no system font of it here`).toBeGreaterThan(0);
      // As wide within 3% (a line of 360 px within 11), and lines exactly as tall.
      expect(Math.abs(drawn.fallback.width / drawn.face.width - 1), about).toBeLessThan(0.03);
      expect(Math.abs(drawn.fallback.height - drawn.face.height), about).toBeLessThanOrEqual(1);
    }
  },
);
