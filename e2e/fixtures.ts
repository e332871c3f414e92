import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { literally } from "./content.ts";

// The browser suite's fixtures. The content under test and what the site should make of it are
// e2e/content.ts's, shared with the tests of the built files (e2e/built/).
export * from "./content.ts";

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
        if (message.type() !== "error") return;
        // A resource that failed is named by its address, which the browser's words leave out.
        const failed = message.text().startsWith("Failed to load resource");
        errors.push(failed ? `${message.text()} (${message.location().url})` : message.text());
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
 * Shows an intent on the page (a pointer moving over it) and waits until React has taken over
 * every island of the page (app/islands.ts) and run its effects: entry.client.tsx marks each one
 * `data-hydrated` then. Until that intent, a page loads and runs no script of the site.
 */
export async function hydrate(page: Page) {
  // Moved again if the page has not taken it within 5 s: once in 17 runs of the suite, a page
  // opened with the clock fixed never began to hydrate after the two moves (why, unseen); a move
  // after the first intent does nothing.
  for (let tries = 1; ; tries++) {
    await page.mouse.move(2, 2);
    await page.mouse.move(1, 1);
    try {
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll("[data-island]")].every((island) =>
            island.hasAttribute("data-hydrated"),
          ),
        null,
        { timeout: 5000 },
      );
      return;
    } catch (error) {
      if (tries === 3) throw error;
    }
  }
}

/**
 * Whether the browser tells assistive technology that the element `selector` finds is expanded:
 * its state in Chromium's accessibility tree, read over CDP (undefined where it has none). A
 * button with popovertarget has it from its popover, open or not, with no aria-expanded, the one
 * thing Playwright's toBeExpanded reads.
 */
export async function expandedState(page: Page, selector: string) {
  const client = await page.context().newCDPSession(page);
  try {
    const { root } = await client.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await client.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await client.detach();
  }
}

/** Opens a page and waits until React has taken over its islands (hydrate). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrate(page);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * Marks a test of the site itself (its menu, tooltips, not-found page, redirects) whose
 * outcome no content can change: it runs on content/ alone, not again on e2e/catalogue
 * (`npm run test:e2e:catalogue` leaves out the tag @once).
 */
export const once = { tag: "@once" };

/**
 * Marks a test whose outcome no screen width can change (addresses, history, pages without
 * JavaScript): it runs at the phone's width alone (the desktop project leaves out @any-width).
 */
export const anyWidth = { tag: "@any-width" };
/** Both: a test of the site itself at any width. */
export const onceAtAnyWidth = { tag: [once.tag, anyWidth.tag] };

/** A one-finger drag across `target` by (dx, dy) pixels, as a touch screen reports it. */
export async function swipe(target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const client = await target.page().context().newCDPSession(target.page());
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height, 300) / 2;
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step++) {
    const point = { x: x + (dx * step) / 5, y: y + (dy * step) / 5 };
    await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await client.detach();
}

/** The narrowest of the files made (their widths) that is at least `needed` pixels wide, or the widest. */
export function narrowestFile(widths: readonly number[], needed: number) {
  const fitting = widths.filter((width) => width >= needed);
  return fitting.length > 0 ? Math.min(...fitting) : Math.max(...widths);
}

/**
 * A work's photograph in a list: the link that opens its dialog (and its own
 * page, without JavaScript). Named by its alt text, "<title>, <medium>".
 */
export const workCard = (scope: Page | Locator, title: string) =>
  scope
    .getByRole("link", { name: new RegExp(`^${literally(title)},`) })
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
