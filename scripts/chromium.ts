// Debian's Chromium, as the end-to-end suite and the benchmark launch it:
// this machine cannot download a browser of its own, and the flags keep the
// browser from reaching out to the network on its own account.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
