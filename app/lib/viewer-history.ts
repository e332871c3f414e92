import { useEffect, useMemo, useRef } from "react";
import { workPath } from "../../rules/pages";

// The dialog of a list of works keeps the open work's own address in the address bar
// (/works/<slug>), so that copying it shares that painting and loading it shows that painting's
// page. Opening adds one history entry, so Back closes the dialog and Forward reopens it; moving
// to another work replaces that entry. The entries are the list's document's own: Back and
// Forward between them are popstate events, never a page load. An entry reached in another
// document (after a reload) loads the work's own page, which the server has at that address.

/** What an entry of an open dialog keeps in history.state. */
type ViewerEntry = {
  /** The key of the page's own entry, and the name of its list: whose dialog this is. */
  list: string;
  name: string;
  slug: string;
};

type HistoryState = { key?: string; viewer?: ViewerEntry } | null;

const currentState = () => window.history.state as HistoryState;

/** A fresh key for an entry. */
const newKey = () => Math.random().toString(36).slice(2, 10);

/** A new history entry at the work's address, for the dialog of the list `name` of the page whose entry is `list`. */
function pushEntry(list: string, name: string, slug: string) {
  const viewer: ViewerEntry = { list, name, slug };
  window.history.pushState({ ...currentState(), key: newKey(), viewer }, "", workPath({ slug }));
}

/** The key of the entry the page was loaded at: its lists' own. */
let pageKey: string | null = null;

/** The page's entry's key, given to it the first time it is asked for (in the browser alone). */
function list() {
  if (pageKey) return pageKey;
  const state = currentState();
  pageKey = state?.viewer?.list ?? state?.key ?? newKey();
  if (!state?.key) window.history.replaceState({ ...state, key: pageKey }, "");
  return pageKey;
}

/** Whether `viewer` is an entry of the dialog of the page's list `name`. */
const isEntryOf = (name: string, viewer: ViewerEntry | undefined) =>
  viewer?.list === list() && viewer.name === name;

/** The current entry, if it is the dialog of the list `name`'s, now at the work's address; false if not. */
function replaceEntry(name: string, slug: string) {
  const state = currentState();
  if (!state || !isEntryOf(name, state.viewer)) return false;
  window.history.replaceState({ ...state, viewer: { ...state.viewer, slug } }, "", workPath({ slug }));
  return true;
}

/**
 * Keeps the open work of the list `name` in the address bar and the history: `show(slug)` with
 * the work's slug (or null) is called when Back or Forward moves between this list and its
 * dialog. Returns the calls for opening, moving and closing.
 */
export function useViewerHistory(name: string, show: (slug: string | null) => void) {
  // history.back() takes effect later, in its popstate. Until then (`pending`), a dialog opened
  // again at once (Escape, then Space) waits to add its entry, or the back would remove it.
  const pending = useRef<{ slug: string | null } | null>(null);

  // Back or Forward may have reached one of the list's entries before React took the list over:
  // once hydrated, the list shows it. Later entries come with their popstate.
  const hydrated = useRef(false);
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    const viewer = currentState()?.viewer;
    if (viewer && isEntryOf(name, viewer)) show(viewer.slug);
  }, [name, show]);

  useEffect(() => {
    function onPopState(event: PopStateEvent) {
      const state = event.state as HistoryState;
      if (state?.viewer && isEntryOf(name, state.viewer)) show(state.viewer.slug);
      else if (state?.key === list()) {
        // The back of closed(): the dialog is closed already, or open again and waiting for its entry.
        const waiting = pending.current;
        pending.current = null;
        if (!waiting) show(null);
        else if (waiting.slug !== null) pushEntry(list(), name, waiting.slug);
      }
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  });

  // The same calls while the list stays: the list's cards, which take them, need not render
  // again when a dialog opens.
  return useMemo(
    () => ({
      /**
       * One new entry, at the work's address; or the dialog's entry still there, when it opens
       * again in the task between a close and its close event (which would have gone back).
       */
      open(slug: string) {
        if (pending.current) pending.current.slug = slug;
        else if (!replaceEntry(name, slug)) pushEntry(list(), name, slug);
      },
      /** The same entry, now at another work's address. */
      move(slug: string) {
        if (pending.current) pending.current.slug = slug;
        else replaceEntry(name, slug);
      },
      /** Back to the list's entry, when the dialog was closed by its own controls. */
      closed() {
        if (pending.current) pending.current.slug = null;
        else if (isEntryOf(name, currentState()?.viewer)) {
          pending.current = { slug: null };
          window.history.back();
        }
      },
    }),
    [name],
  );
}
