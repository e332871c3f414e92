// Debian's Chromium, as the end-to-end suite and the benchmark launch it:
// this machine cannot download a browser of its own, and the flags keep the
// browser from reaching out to the network on its own account.
/** The full browser, the benchmark's and the byte budgets': its timings and fetches are a visitor's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end suite's: the same version's engine in Chromium's separate headless build
 * (Debian's chromium-headless-shell, the build Playwright itself runs headless tests in): without
 * the browser around each page, the suite takes about half the time.
 */
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
