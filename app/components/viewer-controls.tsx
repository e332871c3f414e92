import { type KeyboardEvent, type PointerEvent, type MouseEvent as ReactMouseEvent, useRef } from "react";
import { buttonClass } from "../lib/button";
import { IconButton } from "./icon-button";
import { ArrowLeftIcon, ArrowRightIcon, ExpandIcon, MagnifierIcon } from "./icons";

// What a viewer's modal <dialog> shares, a work's or an exhibition's photographs: the arrow keys
// and the backdrop, and the row under the photograph (Previous, its place, Next, View full size or
// Look closer).

export type Direction = "previous" | "next";

/**
 * The dialog's own handlers: the arrow keys move (without a modifier key), and a click on the
 * backdrop closes it; a press that starts inside (selecting text, say) and ends outside does not.
 */
export function useViewerDialog(move: (direction: Direction) => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === "ArrowLeft") move("previous");
      if (event.key === "ArrowRight") move("next");
    },
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: ReactMouseEvent<HTMLDialogElement>) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
    },
  };
}

/**
 * Previous and Next (stopping at the ends), "n of N" between them, and "View full size". `what`
 * names the step in the buttons' labels: "Previous work", "Next photograph".
 */
export function ViewerControls({
  what,
  index,
  count,
  onMove,
  onFullSize,
  fullSize = "View full size",
}: {
  what: string;
  index: number;
  count: number;
  onMove: (direction: Direction) => void;
  onFullSize: () => void;
  /** What the photograph shown larger is called: "View full size", or the painting's "Look closer". */
  fullSize?: "View full size" | "Look closer";
}) {
  return (
    <div className="painting-width mt-3 flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-2">
        <IconButton label={`Previous ${what}`} disabled={index <= 0} onClick={() => onMove("previous")}>
          <ArrowLeftIcon />
        </IconButton>
        <p className="min-w-14 text-center text-sm text-stone tabular-nums">
          {index + 1} of {count}
        </p>
        <IconButton label={`Next ${what}`} disabled={index >= count - 1} onClick={() => onMove("next")}>
          <ArrowRightIcon />
        </IconButton>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onFullSize}
        className={buttonClass("bare", "w-auto px-2")}
      >
        {fullSize === "Look closer" ? <MagnifierIcon /> : <ExpandIcon />}
        {fullSize}
      </button>
    </div>
  );
}
