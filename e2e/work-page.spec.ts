// Every work has its own page at /works/<slug>: the address to share one painting. In a browser:
// its neighbours a click away once React has the page; an unknown work's address; axe. The
// painting drawn whole on it is proportions.spec.ts's; what each page says (details, price,
// neighbours, its list, its head) is read from the built files (e2e/built/pages.test.ts,
// head.test.ts).
import {
  content,
  expect,
  expectNoViolations,
  gotoHydrated,
  hydrate,
  listPageOf,
  mainPages,
  once,
  test,
  workPath,
} from "./fixtures";

const { works } = content;

test("works link to their pages, and a page's neighbours are a click away", async ({ page }) => {
  const [first, second] = works.gallery;
  test.skip(!first || !second, "a gallery of one work has no neighbours");
  if (!first || !second) return;
  await gotoHydrated(page, workPath(first));
  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page).toHaveURL(workPath(second));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
  await page.getByRole("link", { name: mainPages.gallery.label, exact: true }).last().click();
  await expect(page).toHaveURL(listPageOf(second));
});

test.describe("an unknown work", once, () => {
  test.use({ expectedConsoleErrors: /404/ });
  test("is a real 404, and stays the not-found page once React has its parts", async ({ page }) => {
    const response = await page.goto("/works/no-such-painting");
    expect(response?.status()).toBe(404);
    await hydrate(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    // Not a work's page drawn over it, though the address is a work's.
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
  });
});

test("a work's page has no axe violations", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const work = works.available[1] ?? works.available[0] ?? works.gallery[0];
  if (!work) throw new Error("the gallery has at least one work");
  await gotoHydrated(page, workPath(work));
  await expectNoViolations(page);
});
