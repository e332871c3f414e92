// Interaction to Next Paint of a visitor's taps on a phone: on a page loaded with no intent before,
// the first tap (which is also what sends for the page's script: rules/inline-scripts.ts keeps it
// until its island is hydrated) and, once its result is there and closed again, a later tap on the
// same control. In Debian's Chromium at 390 px with touch, the CPU 4x slower, 150 ms round trips
// and 1.6 Mb/s; each interaction's time is the longest Event Timing entry of it (from the finger to
// the next frame painted), as the page's own PerformanceObserver reports it.
// `node bench/first-tap.ts <origin> <path>=<selector>...` prints the medians of BENCH_RUNS (5).
import { chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath, slowLikeAPhone } from "../scripts/chromium.ts";
import { median } from "./median.ts";

/** A control to tap: the page it is on, and where. */
export type TapTarget = { name: string; path: string; selector: string };
/** One round's figures for a target, in ms: each tap's INP, and when the first tap's result came. */
type Round = { first: number; later: number; result: number };

/** Keeps every interaction's longest Event Timing entry, from before the page's own scripts. */
function observeInteractions() {
  const longest = new Map<number, number>();
  Object.assign(window, { interactions: longest });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The INP of the interactions so far: the longest of the last one's entries, once reported. */
const lastInteraction = (page: Page) =>
  page.waitForFunction(() => {
    const longest = (window as unknown as { interactions: Map<number, number> }).interactions;
    return longest.size > 0 ? [...longest.values()].at(-1) : undefined;
  });

/** One round on `target` of the site at `origin`. */
async function round(origin: string, target: TapTarget): Promise<Round> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await slowLikeAPhone(page);
    await page.addInitScript(observeInteractions);
    await page.goto(origin + target.path, { waitUntil: "load" });
    const control = page.locator(target.selector).first();
    // Scrolled to as a script scrolls, which is no intent: the tap is the first.
    await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = await control.boundingBox();
    if (!box) throw new Error(`${target.selector} is not on ${target.path}`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const tapped = Date.now();
    await page.touchscreen.tap(x, y);
    const first = Number(await (await lastInteraction(page)).jsonValue());
    // Its result: a dialog (the viewer, the zoom) open.
    await page.locator("dialog[open]").first().waitFor();
    const result = Date.now() - tapped;
    await page.keyboard.press("Escape");
    await page
      .locator("dialog[open]")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await page.waitForFunction(() => !document.querySelector("dialog[open]"));
    await page.evaluate(() =>
      (window as unknown as { interactions: Map<number, number> }).interactions.clear(),
    );
    await page.waitForTimeout(500);
    const again = await control.boundingBox();
    await page.touchscreen.tap(again ? again.x + again.width / 2 : x, again ? again.y + again.height / 2 : y);
    const later = Number(await (await lastInteraction(page)).jsonValue());
    return { first: Math.round(first), later: Math.round(later), result };
  } finally {
    await browser.close();
  }
}

/** BENCH_RUNS rounds of each target, alternated; each figure's median and range. */
export async function firstTapRounds(origin: string, targets: readonly TapTarget[], runs: number) {
  const rounds = new Map<string, Round[]>(targets.map((target) => [target.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const target of targets) rounds.get(target.name)?.push(await round(origin, target));
  }
  const figure = (values: number[]) => `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;
  return targets.map(({ name }) => {
    const all = rounds.get(name) ?? [];
    return {
      name,
      first: figure(all.map((one) => one.first)),
      later: figure(all.map((one) => one.later)),
      result: figure(all.map((one) => one.result)),
    };
  });
}

if (import.meta.main) {
  const [origin = "", ...specs] = process.argv.slice(2);
  const targets = specs.map((spec) => {
    const [path = "/", selector = ""] = spec.split("=");
    return { name: path, path, selector };
  });
  const table = await firstTapRounds(origin, targets, Number(process.env.BENCH_RUNS ?? 5));
  console.log("page | first tap INP ms | later tap INP ms | first tap to its result ms");
  for (const row of table) console.log(`${row.name} | ${row.first} | ${row.later} | ${row.result}`);
}
