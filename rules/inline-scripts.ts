// The inline scripts the site means its pages to have, each written once: the components render
// them, and the build allows exactly these in the Content-Security-Policy by their hashes
// (hosting/script-hashes.ts). A built page holding any other inline script fails the build and
// `npm run check`: an escaping mistake could never run as a script of the site.

/**
 * The events that show a visitor is about to do something: a pointer or finger, a key, focus; or
 * Back or Forward to an entry of this page's own (a work opened in its viewer).
 */
const intents = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "popstate"];

/** How long a tap waits for its island's script before it follows its link instead. */
export const tapWaitMs = 4000;

/**
 * Loads the page's islands on the visitor's first intent: until then the page is its HTML and
 * CSS, with no script to fetch or run. Links, the menu (a popover) and e-mail addresses work
 * before it. A pointer that has not moved is no intent: Chromium reports one under a resting
 * cursor once the page is laid out. Its entry's address is an attribute of the script, so the
 * text is the same on every page.
 * A tap on a control its island answers (`data-awaits-island`: a card's viewer, "Look closer")
 * before the island has its script is kept, shown as taken (`data-pending`), and given to the
 * control once the island is hydrated (its `hydrated` event), so that the first tap does what
 * every later one does; if the script fails to load, or has not come within tapWaitMs, the
 * control's link is followed instead. A click with a modifier key opens the link as the browser
 * does.
 */
export const loadOnIntent = `{
  const { module, hmr } = document.currentScript.dataset;
  const intents = ${JSON.stringify(intents)};
  let failed = false;
  let waiting;
  const load = async (event) => {
    if (event.type === "pointermove" && !event.movementX && !event.movementY) return;
    for (const type of intents) removeEventListener(type, load, true);
    try {
      if (hmr) await import(hmr);
      await import(module);
    } catch (error) {
      failed = true;
      waiting?.follow();
      throw error;
    }
  };
  for (const type of intents) addEventListener(type, load, { capture: true, passive: true });
  addEventListener("click", (event) => {
    const control = event.target.closest?.("[data-awaits-island]");
    const island = control?.closest("[data-island]");
    if (failed || !island || island.hasAttribute("data-hydrated")) return;
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    waiting?.drop();
    const controls = () => [...island.querySelectorAll("[data-awaits-island]")];
    const place = controls().indexOf(control);
    const drop = () => {
      clearTimeout(timer);
      island.removeEventListener("hydrated", give);
      control.removeAttribute("data-pending");
      waiting = undefined;
    };
    const follow = () => {
      drop();
      if (control.href) location.assign(control.href);
    };
    const give = () => {
      drop();
      queueMicrotask(() => controls()[place]?.click());
    };
    const timer = setTimeout(follow, ${tapWaitMs});
    island.addEventListener("hydrated", give);
    control.setAttribute("data-pending", "");
    waiting = { drop, follow };
  }, true);
}`.replace(/\n */g, "");

/**
 * Spec: an unknown address is reported in the console with the path tried. The not-found page is
 * the same file at every unknown address, so the path is the browser's.
 */
export const reportMissingPath = `console.error("404 Error: User attempted to access non-existent route:", location.pathname)`;

/** Every inline script of the site's pages. */
export const inlineScripts = [loadOnIntent, reportMissingPath] as const;
