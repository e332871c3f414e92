import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { tooltipOpenDelay } from "../lib/tooltip-delay";

// When the last tooltip on the page closed: moving from one icon to the next
// within the skip delay shows the next label at once.
let lastClosedAt = Number.NEGATIVE_INFINITY;

const alignments = {
  center: "left-1/2 -translate-x-1/2",
  end: "right-0",
} as const;

/**
 * A short text label under an icon-only control, shown on hover and on
 * keyboard focus. It repeats the control's aria-label for sighted users, so
 * it is hidden from assistive technology.
 */
export function Tooltip({
  label,
  align = "center",
  children,
}: {
  label: string;
  align?: keyof typeof alignments;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const isOpen = useRef(false);
  const setShown = (shown: boolean) => {
    if (isOpen.current && !shown) lastClosedAt = performance.now();
    isOpen.current = shown;
    setOpen(shown);
  };
  const show = () => {
    clearTimeout(timer.current);
    const delay = tooltipOpenDelay(performance.now(), lastClosedAt);
    if (delay === 0) setShown(true);
    else timer.current = setTimeout(() => setShown(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  const showOnKeyboardFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(":focus-visible")) show();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only mirror the inner control's own events
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={showOnKeyboardFocus}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
      onClick={hide}
    >
      {children}
      <span
        aria-hidden="true"
        hidden={!open}
        className={cn(
          "pointer-events-none absolute top-full z-50 mt-2 whitespace-nowrap bg-ink px-2.5 py-1 text-xs font-medium tracking-wide text-paper",
          alignments[align],
        )}
      >
        {label}
      </span>
    </span>
  );
}
