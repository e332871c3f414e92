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

/**
 * A mid-range phone, as the first-tap tests and the benchmark's taps slow the page: its processor
 * 4x, 150 ms round trips, 1.6 Mb/s down and 750 kb/s up (Lighthouse's mobile figures, with the
 * 0.9 DevTools applies to their bandwidth).
 */
export async function slowLikeAPhone(page: import("@playwright/test").Page) {
  const client = await page.context().newCDPSession(page);
  await client.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await client.send("Network.enable");
  await client.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  });
}
