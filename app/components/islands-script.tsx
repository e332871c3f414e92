import { createContext, useContext } from "react";
import { Scripts } from "react-router";

/**
 * The addresses of the browser's entry (entry.client.tsx) and, in development, of the hot
 * reloading runtime it needs first: React Router's manifest gives them to entry.server.tsx. And
 * whether the page is React Router's single-page fallback, which no visitor is ever sent.
 */
export const ClientEntry = createContext<{
  module: string;
  hmrRuntime?: string | undefined;
  spaFallback: boolean;
} | null>(null);

/**
 * The events that show a visitor is about to do something: a pointer or finger, a key, focus; or
 * Back or Forward to an entry of this page's own (a work opened in its viewer).
 */
const intents = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "popstate"];

/**
 * Loads the page's islands on the visitor's first intent: until then the page is its HTML and
 * CSS, with no script to fetch or run. Links, the menu (a popover) and e-mail addresses work
 * before it; a tap on a work before then opens its page. A pointer that has not moved is no
 * intent: Chromium reports one under a resting cursor once the page is laid out. The same text
 * on every page: one hash in the Content-Security-Policy.
 */
const loadOnIntent = `{
  const { module, hmr } = document.currentScript.dataset;
  const load = async (event) => {
    if (event.type === "pointermove" && !event.movementX && !event.movementY) return;
    for (const type of ${JSON.stringify(intents)}) removeEventListener(type, load, true);
    if (hmr) await import(hmr);
    await import(module);
  };
  for (const type of ${JSON.stringify(intents)}) addEventListener(type, load, { capture: true, passive: true });
}`.replace(/\n */g, "");

/** The script that hydrates the page's islands (components/island.tsx) on the visitor's first intent. */
export function IslandsScript() {
  const entry = useContext(ClientEntry);
  if (!entry) return null;
  // React Router refuses to prerender its single-page fallback without its own scripts; the
  // build deletes that file (react-router.config.ts): every address is a page or not found.
  if (entry.spaFallback) return <Scripts />;
  return (
    <script
      data-module={entry.module}
      data-hmr={entry.hmrRuntime}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the constant above, not content
      dangerouslySetInnerHTML={{ __html: loadOnIntent }}
    />
  );
}
