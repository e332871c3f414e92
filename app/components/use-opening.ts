import { useMemo, useState } from "react";

/**
 * Whether a dialog drawn only while it is open (the zoom, a photograph at full size) is open, as
 * its openings: each press on its control is a new opening, which its own close event ends. A
 * dialog's close event comes a task after Close or Escape has shut it; counted as one "open", a
 * press on the control in between would find the dialog still open and do nothing.
 */
export function useOpening() {
  const [opening, setOpening] = useState<number>();
  // The same functions on every render, as useState's own setter is.
  const actions = useMemo(
    () => ({
      open: () => setOpening((current) => (current ?? 0) + 1),
      /** Closes it, whichever opening is showing. */
      close: () => setOpening(undefined),
      /** What the close event of opening `which` does: it ends that opening, never a later one. */
      closed: (which: number) => () => setOpening((current) => (current === which ? undefined : current)),
    }),
    [],
  );
  /** `opening`: the one showing, a key for its dialog; none while it is closed. */
  return { opening, ...actions };
}
