import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { readContent } from "../app/content/read.ts";

/** The content under test (content/, or CONTENT_DIR), read and checked the way the build reads it. */
export const content = readContent();

/** The four pages, their headings and how many photographs of works each shows. */
export const pages = [
  // The featured work and the three recent ones.
  { path: "/", heading: content.site.artist.name, works: 4 },
  { path: "/gallery", heading: "Gallery", works: 7 },
  { path: "/available", heading: "Available Works", works: 9 },
  { path: "/contact", heading: "Get In Touch", works: 0 },
] as const;

type Fixtures = {
  /** Console errors a test expects; any other console error or page error fails it. */
  expectedConsoleErrors: RegExp | undefined;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Anything the Content-Security-Policy blocks fails the test too.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
          ),
        ),
      );
      await use(errors);
      expect(errors.filter((error) => !expectedConsoleErrors?.test(error))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page and waits until React has hydrated it. React tags the DOM nodes
 * it owns with a `__reactFiber$…` property, which the prerendered HTML lacks.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * A work's photograph in a list: the link that opens its dialog (and its own
 * page, without JavaScript). Named by its alt text, "<title>, <medium>".
 */
export const workCard = (scope: Page | Locator, title: string) =>
  scope
    .getByRole("link", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},`) })
    .and(scope.locator("[aria-haspopup=dialog]"));

/** axe-core finds nothing on the page as it is now: WCAG 2.0-2.2 A and AA, best practice, target size. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // WCAG 2.2's target size (2.5.8) is off in axe by default.
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  expect(results.passes.map((rule) => rule.id)).toContain("target-size");
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}
