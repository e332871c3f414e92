import { useMemo, useRef, useState } from "react";

/**
 * The openings of a dialog drawn only while it is open (the zoom, a photograph at full size, the
 * installation photographs' viewer): each press on its control is a new one, the dialog's key,
 * and only its own close event ends it. That event comes a task after Close or Escape has shut
 * the dialog: with a plain "open" flag, a press in between found it still open and did nothing.
 */
export function useOpening() {
  /** The opening showing; none while the dialog is closed. */
  const [opening, setOpening] = useState<number>();
  /** Openings so far: never one number twice, so an old close event cannot end a new opening. */
  const count = useRef(0);
  // The same functions on every render, as useState's own setter is.
  const actions = useMemo(
    () => ({
      open: () => {
        count.current += 1;
        setOpening(count.current);
      },
      /** Closes it, whichever opening is showing. */
      close: () => setOpening(undefined),
      /** What the close event of opening `which` does: it ends that opening, never a later one. */
      closed: (which: number) => () => setOpening((current) => (current === which ? undefined : current)),
    }),
    [],
  );
  return { opening, ...actions };
}
