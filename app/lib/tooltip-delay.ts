/** How long a pointer or keyboard focus rests on an icon before its tooltip shows. */
const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, another opens at once for this long (moving along a row of icons). */
const TOOLTIP_SKIP_DELAY_MS = 300;

/** Milliseconds to wait before opening a tooltip, given when the last one closed. */
export function tooltipOpenDelay(now: number, lastClosedAt: number): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}
