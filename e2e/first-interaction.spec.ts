// A visitor's first tap, at any moment after the first paint. Until her first intent the page
// runs no script of the site: the tap itself is that intent, and starts React's arrival. On a
// phone (its CPU 4x slower, 150 ms round trips, 1.6 Mb/s), every tap does what every later tap
// does: a work opens in the dialog (the tap waits for the list's script, shown as taken at once:
// rules/inline-scripts.ts), the menu opens (a popover). (Inquire is a plain link to its form.) Each tap's time to its result is measured in the
// page, from the tap's own time stamp (when the finger lifted, however long the main thread then
// kept it waiting) to the moment the result is there, and reported with the test; a timing is the
// machine's, so it is not asserted here (issue 37 asks for 200 ms).
import type { Page } from "@playwright/test";
import { tapWaitMs } from "../rules/inline-scripts";
import { slowLikeAPhone } from "../scripts/chromium";
import {
  allWorks,
  exhibitionPath,
  exhibitions,
  expect,
  lists,
  mainPages,
  once,
  test,
  workPath,
} from "./fixtures";

/**
 * Milliseconds after a first touch at which the visitor taps: as React is sent for, and while it
 * arrives and hydrates (a tap 2.5 s after, below, finds it done).
 */
const momentsAfterTouch = [0, 400];
/**
 * Milliseconds after the first paint at which the visitor taps with no touch before: the page
 * runs no script until then, so only its loading differs: parsing, photographs and fonts under
 * way, all loaded.
 */
const momentsBeforeAnyScript = [0, 2500];

/** What the page records: the tap's time, and when its result came, on one clock (epoch ms). */
declare global {
  interface Window {
    firstInteraction: { paint?: number; tapped?: number; result?: number; what?: string };
    /** The controls that wait for their island, as the page had them before React. */
    awaiting: Element[];
  }
}

/** Before any script of the page: records the tap and each result's time, on every document. */
function recordTapsAndResults() {
  const now = () => performance.timeOrigin + performance.now();
  window.firstInteraction = JSON.parse(sessionStorage.getItem("first-interaction") ?? "{}");
  // A new document after a tap: its navigation started at its time origin.
  if (window.firstInteraction.tapped && !window.firstInteraction.result) {
    window.firstInteraction = { ...window.firstInteraction, result: performance.timeOrigin, what: "page" };
  }
  addEventListener(
    "pointerup",
    (event) => {
      const [paint] = performance.getEntriesByName("first-contentful-paint");
      window.firstInteraction = {
        paint: paint && performance.timeOrigin + paint.startTime,
        tapped: performance.timeOrigin + event.timeStamp,
      };
      sessionStorage.setItem("first-interaction", JSON.stringify(window.firstInteraction));
    },
    { capture: true },
  );
  const settle = (what: string) => {
    if (window.firstInteraction.tapped && !window.firstInteraction.result) {
      window.firstInteraction = { ...window.firstInteraction, result: now(), what };
    }
  };
  // The menu is a popover: it opens when the browser fires beforetoggle (a tooltip is one too).
  addEventListener(
    "beforetoggle",
    (event) => (event.target as Element).id === "site-menu" && settle("menu"),
    { capture: true },
  );
  // A dialog, shown by the viewer.
  new MutationObserver((records) => {
    if (records.some((record) => (record.target as Element).matches("dialog[open]"))) settle("dialog");
  }).observe(document, { attributes: true, attributeFilter: ["open"], subtree: true });
}

/** Slows the page's CPU and network to a phone's, and records taps and results on every document it opens. */
async function slowedLikeAPhone(page: Page) {
  await slowLikeAPhone(page);
  await page.addInitScript(recordTapsAndResults);
}

/** Where `target` is drawn on `path`, in the first screen: the point to tap. */
async function placeOf(page: Page, path: string, target: string) {
  await page.goto(path);
  const box = await page.locator(target).first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box || box.y + box.height > height) throw new Error(`${target} is not in the first screen of ${path}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger put down and taken away again without a tap (the start of a scroll, say): an intent. */
async function touch(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 5, y: 5 }] });
  await client.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
  await client.detach();
}

/**
 * Opens `path`, taps `place` `after` ms past its first paint (or past a first touch elsewhere, with
 * `touchFirst`), whatever the page is doing, and times the result.
 */
async function tapDuringLoad(page: Page, path: string, place: Place, after: number, touchFirst = false) {
  // The last tap's record, which would read as this navigation's result.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(path, { waitUntil: "commit" });
  // Nothing is there to tap before the first paint.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 16,
  });
  if (touchFirst) await touch(page);
  await page.waitForTimeout(after);
  await page.touchscreen.tap(place.x, place.y);
  // Here, or on the work's page that the tap opened.
  await page.waitForFunction(() => window.firstInteraction?.result, null, { timeout: 10_000 });
  const { paint, tapped = 0, result = 0, what } = await page.evaluate(() => window.firstInteraction);
  // When the tap came after the first paint (none yet: null), what it brought, how long after.
  return { afterPaint: paint ? Math.round(tapped - paint) : null, what, ms: Math.round(result - tapped) };
}

type Place = Awaited<ReturnType<typeof placeOf>>;

const cases = [
  {
    name: "a work in the Gallery opens in the dialog",
    path: mainPages.gallery.path,
    target: `main a[href="${lists.gallery[0] ? workPath(lists.gallery[0]) : ""}"]`,
    results: ["dialog"],
    settled: "dialog",
    skip: lists.gallery.length === 0,
  },
  {
    name: "Look closer opens the zoom",
    path: allWorks[0] ? workPath(allWorks[0]) : "",
    target: "main [data-awaits-island]:text('Look closer')",
    results: ["dialog"],
    settled: "dialog",
    skip: allWorks.length === 0,
  },
  {
    name: "the menu opens",
    path: mainPages.home.path,
    target: 'button[popovertarget="site-menu"]',
    results: ["menu"],
    settled: "menu",
    skip: false,
  },
];

test.describe("the first tap, at any moment of the load, at 4x CPU", once, () => {
  test.skip(({ hasTouch }) => !hasTouch, "a touch screen's taps");
  // A tall phone: what is tapped is in the first screen, where a tap needs no scroll first.
  test.use({ viewport: { width: 375, height: 1400 } });
  for (const { name, path, target, results, settled, skip } of cases) {
    test(name, async ({ page }) => {
      test.skip(skip, "no such work in this content");
      test.setTimeout(180_000);
      const place = await placeOf(page, path, target);
      await slowedLikeAPhone(page);
      for (const after of momentsBeforeAnyScript) {
        const outcome = await tapDuringLoad(page, path, place, after);
        test.info().annotations.push({ type: `tap at +${after} ms`, description: JSON.stringify(outcome) });
        expect(results, `a tap ${after} ms after the first paint`).toContain(outcome.what);
      }
      // A touch first (a scroll begun), and the tap while React arrives, hydrates, and after.
      for (const after of momentsAfterTouch) {
        const outcome = await tapDuringLoad(page, path, place, after, true);
        test.info().annotations.push({
          type: `tap at +${after} ms after a touch`,
          description: JSON.stringify(outcome),
        });
        expect(results, `a tap ${after} ms after a first touch`).toContain(outcome.what);
      }
      // Long enough after that touch, React has the page.
      const late = await tapDuringLoad(page, path, place, 2500, true);
      expect(late.what, "a tap 2.5 s after a first touch").toBe(settled);
    });
  }
});

test.describe("a tap that waits for its island's script", () => {
  test.skip(({ hasTouch }) => !hasTouch, "a touch screen's taps");
  test.use({ viewport: { width: 390, height: 1400 } });
  const withViews = exhibitions.find((exhibition) => (exhibition.views?.length ?? 0) > 0);

  test("an installation photograph's first tap opens its viewer", async ({ page }) => {
    test.skip(!withViews, "no installation photographs in this content");
    const path = withViews ? exhibitionPath(withViews) : "";
    const place = await placeOf(page, path, "main ul [data-awaits-island]");
    await slowedLikeAPhone(page);
    const outcome = await tapDuringLoad(page, path, place, 0);
    test.info().annotations.push({ type: "first tap", description: JSON.stringify(outcome) });
    expect(outcome.what).toBe("dialog");
  });

  // A tap whose finger lifts as React takes the island over gets its click once React has it: on
  // the element the finger lifted from, which must still be in the page (a tap on "Look closer"
  // did nothing, about one time in 25, while React replaced its link with a button).
  test("every control that waits for its island is the same element once the island has it", async ({
    page,
  }) => {
    const paths = [
      allWorks[0] && workPath(allWorks[0]),
      lists.gallery.length > 0 && mainPages.gallery.path,
      withViews && exhibitionPath(withViews),
    ].filter((path): path is string => Boolean(path));
    test.skip(paths.length === 0, "no works in this content");
    for (const path of paths) {
      await page.goto(path);
      await page.evaluate(() => {
        window.awaiting = [...document.querySelectorAll("[data-awaits-island]")];
      });
      expect(await page.evaluate(() => window.awaiting.length), path).toBeGreaterThan(0);
      // A key pressed: the visitor's first intent, which brings React.
      await page.keyboard.press("Shift");
      await expect(page.locator("[data-island]:not([data-hydrated])"), path).toHaveCount(0);
      const replaced = await page.evaluate(() =>
        window.awaiting
          .filter((control) => !control.isConnected)
          .map((control) => control.textContent?.trim()),
      );
      expect(replaced, path).toEqual([]);
    }
  });

  test.describe("without the script", () => {
    // The script that failed to come; and the browser's own view of a photograph, whose inline
    // style the site's policy refuses (it draws the photograph all the same).
    test.use({
      expectedConsoleErrors:
        /Failed to load resource|dynamically imported module|inline style|style-src-attr/,
    });
    test(
      "Look closer leads to the zoom's largest image, and follows it when the script cannot load",
      once,
      async ({ page }) => {
        const work = allWorks[0];
        test.skip(!work || lists.gallery.length === 0, "no works in this content");
        await page.route("**/assets/entry.client-*.js", (route) => route.abort());
        await page.goto(workPath(work ?? { slug: "" }));
        const lookCloser = page.locator("main [data-awaits-island]", { hasText: "Look closer" });
        // Not the 1,080 px copy: the largest image the zoom has in one piece.
        const whole = await lookCloser.getAttribute("href");
        expect(whole).toMatch(/^\/iiif\/[0-9a-f]+\/full\/\d+,\d+\/0\/default\.jpg$/);
        await lookCloser.tap();
        await page.waitForURL(`**${whole}`);
      },
    );

    test("follows its link when the script has not come within the wait", once, async ({ page }) => {
      const first = lists.gallery[0];
      test.skip(!first, "no works in this content");
      // The script is asked for, and never comes.
      await page.route("**/assets/entry.client-*.js", () => {});
      await page.goto(mainPages.gallery.path);
      const card = page.locator(`main a[href="${workPath(first ?? { slug: "" })}"]`);
      const tapped = Date.now();
      await card.tap();
      await expect(card).toHaveAttribute("data-pending");
      await page.waitForURL(`**${workPath(first ?? { slug: "" })}`, { timeout: tapWaitMs + 5000 });
      expect(Date.now() - tapped).toBeGreaterThanOrEqual(tapWaitMs - 100);
    });
  });
});
