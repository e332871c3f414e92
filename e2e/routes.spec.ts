import { expect, gotoHydrated, hydrate, once, pages, test } from "./fixtures";

for (const { path, heading } of pages) {
  test(`${path} is served as a page and hydrates without errors`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { ignoreCase: true });
    await hydrate(page);
  });
}

test.describe("an unknown path", once, () => {
  test.use({
    // The page's own report, and Chromium's note of the 404 status.
    expectedConsoleErrors:
      /^(404 Error: User attempted to access non-existent route: \/no\/such-page|Failed to load resource: the server responded with a status of 404)/,
  });

  test("shows the not-found page with status 404 and logs the path", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no/such-page?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => consoleErrors.join("\n")).toContain("/no/such-page");

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("addresses that differ from a page's only in form", once, () => {
  test("/GALLERY leads to /gallery, as the browser's router reads it", once, async ({ page }) => {
    await gotoHydrated(page, "/GALLERY?from=print");
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
  });

  test("/index.html and /gallery/index.html lead to their pages", once, async ({ page }) => {
    await gotoHydrated(page, "/index.html");
    await expect(page).toHaveURL("/");
    await gotoHydrated(page, "/gallery/index.html");
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} shows its full text and images`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { ignoreCase: true });
      await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
      const images = page.locator("main img");
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
    });
  }
});
