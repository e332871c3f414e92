import { useLayoutEffect, useMemo, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { workPath } from "./pages";

// The dialog of a list of works keeps the open work's own address in the
// address bar (/works/<slug>), so that copying it shares that painting and
// loading it shows that painting's page. Opening adds one history entry, so
// Back closes the dialog and Forward reopens it; moving to another work
// replaces that entry.
//
// These entries are the list's own business: the page under them does not
// change, so React Router must not treat Back and Forward between them as
// moves to another page (it would render the work's page instead of the
// dialog). Listeners of one event run in the order they were added, so
// root.tsx calls `listenBeforeTheRouter()` as its module loads: route modules
// load before the router is created, and this listener comes first and stops
// the events of the list's entries before the router's listener sees them.
// An entry whose list is not on the page (reloaded, or reached before the
// list is back) is left to the router, which shows the work's own page.

/** What an entry of an open dialog keeps in history.state, beside React Router's own. */
type ViewerEntry = {
  /** The React Router key of the list's own entry: whose dialog this is. */
  list: string;
  slug: string;
};

type HistoryState = { key?: string; viewer?: ViewerEntry } | null;

const currentState = () => window.history.state as HistoryState;

/** A new history entry at the work's address, for the dialog of the list whose entry is `list`. */
function pushEntry(list: string, slug: string) {
  const viewer: ViewerEntry = { list, slug };
  window.history.pushState({ ...currentState(), key: newKey(), viewer }, "", workPath({ slug }));
}

/** A fresh key for an entry, so that nothing keyed by entry (scroll positions) mixes it with another's. */
export const newKey = () => Math.random().toString(36).slice(2, 10);

/** The list on the page, if any: it takes the history events of its own entries and says so. */
let claim: ((state: HistoryState) => boolean) | null = null;

/** Called once, when the page's scripts load: before React Router adds its own listener. */
export function listenBeforeTheRouter() {
  window.addEventListener("popstate", (event) => {
    if (claim?.(event.state as HistoryState)) event.stopImmediatePropagation();
  });
}

/**
 * Keeps the open work in the address bar and the history: `show(slug)` with
 * the work's slug (or null) is called when Back or Forward moves between
 * this list and its dialog. Returns the calls for opening, moving and closing.
 */
export function useViewerHistory(slugs: readonly string[], show: (slug: string | null) => void) {
  const { key: list } = useLocation();
  const moving = useNavigation().state !== "idle";
  // history.back() takes effect later, in its popstate. Until then (`pending`), a dialog opened
  // again at once (Escape, then Space) waits to add its entry, or the back would remove it.
  const pending = useRef<{ slug: string | null } | null>(null);

  // A layout effect: it takes over in the same commit that shows the list, and lets go in the
  // one that removes it, so no Back or Forward falls in between.
  useLayoutEffect(() => {
    function ours(state: HistoryState) {
      // While the router is moving to another page, every Back and Forward is the router's.
      if (moving) return false;
      const slug = state?.viewer?.list === list ? state.viewer.slug : undefined;
      if (slug !== undefined && slugs.includes(slug)) show(slug);
      else if (state?.key === list) {
        // The back of closed(): the dialog is closed already, or open again and waiting for its entry.
        const waiting = pending.current;
        pending.current = null;
        if (!waiting) show(null);
        else if (waiting.slug !== null) pushEntry(list, waiting.slug);
      } else return false; // Another page's entry: the router's business.
      return true;
    }
    claim = ours;
    return () => {
      if (claim === ours) claim = null;
    };
  });

  // The same calls while the list's entry stays: the list's cards, which take them, need not
  // render again when a dialog opens.
  return useMemo(
    () => ({
      /** One new entry, at the work's address. */
      open(slug: string) {
        if (pending.current) pending.current.slug = slug;
        else pushEntry(list, slug);
      },
      /** The same entry, now at another work's address. */
      move(slug: string) {
        if (pending.current) {
          pending.current.slug = slug;
          return;
        }
        const state = currentState();
        if (!state?.viewer) return;
        window.history.replaceState({ ...state, viewer: { ...state.viewer, slug } }, "", workPath({ slug }));
      },
      /** Back to the list's entry, when the dialog was closed by its own controls. */
      closed() {
        if (pending.current) pending.current.slug = null;
        else if (currentState()?.viewer?.list === list) {
          pending.current = { slug: null };
          window.history.back();
        }
      },
    }),
    [list],
  );
}
