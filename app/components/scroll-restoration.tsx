import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { newKey } from "../lib/viewer-history";

// React Router's <ScrollRestoration> (8.4.0), with one change: its script, run while the page is
// parsed, keys a new history entry and reads sessionStorage on every load, first visits included,
// where nothing can be stored under a key just made. With those two calls to the browser the script
// took a median of 9-14 ms of the parse (no throttling), before the first paint; without, 1-4 ms.
// Here it reads only for an entry that has a key (a reload, Back or Forward), and a new entry gets
// its key just before the router is made.

/** Where React Router keeps the scroll positions of the tab's entries. */
const storageKey = "react-router-scroll-positions";

/** Puts a reloaded or revisited entry back where it was, before the first paint. */
export const restoreScrollScript = `(storageKey => {
  const key = window.history.state?.key;
  if (!key) return;
  try {
    const storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
})(${JSON.stringify(storageKey)})`.replace(/\n */g, "");

/** Gives a new entry the key its scroll position is kept under; the router reads it when made. */
export function keyNewEntry() {
  if (window.history.state?.key) return;
  window.history.replaceState({ ...window.history.state, key: newKey() }, "");
}

/** Saves each entry's position as the visitor leaves it and restores it on return, as React Router's does. */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey });
  // The script's text is the same on every page and every render: one hash in the CSP.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the constant above, not content: React would escape its quotes
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
