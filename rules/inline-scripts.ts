// The inline scripts the site means its pages to have, each written once: the components render
// them, and the build allows exactly these in the Content-Security-Policy by their hashes
// (hosting/script-hashes.ts). A built page holding any other inline script fails the build and
// `npm run check`: an escaping mistake could never run as a script of the site.

/**
 * The events that show a visitor is about to do something: a pointer or finger, a key, focus; or
 * Back or Forward to an entry of this page's own (a work opened in its viewer).
 */
const intents = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "popstate"];

/**
 * Loads the page's islands on the visitor's first intent: until then the page is its HTML and
 * CSS, with no script to fetch or run. Links, the menu (a popover) and e-mail addresses work
 * before it; a tap on a work before then opens its page. A pointer that has not moved is no
 * intent: Chromium reports one under a resting cursor once the page is laid out. Its entry's
 * address is an attribute of the script, so the text is the same on every page.
 */
export const loadOnIntent = `{
  const { module, hmr } = document.currentScript.dataset;
  const load = async (event) => {
    if (event.type === "pointermove" && !event.movementX && !event.movementY) return;
    for (const type of ${JSON.stringify(intents)}) removeEventListener(type, load, true);
    if (hmr) await import(hmr);
    await import(module);
  };
  for (const type of ${JSON.stringify(intents)}) addEventListener(type, load, { capture: true, passive: true });
}`.replace(/\n */g, "");

/**
 * Spec: an unknown address is reported in the console with the path tried. The not-found page is
 * the same file at every unknown address, so the path is the browser's.
 */
export const reportMissingPath = `console.error("404 Error: User attempted to access non-existent route:", location.pathname)`;

/** Every inline script of the site's pages. */
export const inlineScripts = [loadOnIntent, reportMissingPath] as const;
