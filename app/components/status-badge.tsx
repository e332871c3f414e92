import type { Artwork } from "../content/schema";
import { isReserved } from "../lib/artwork";

/** "Reserved", in words rather than colour, beside a work on hold; nothing for any other. */
export function StatusBadge({ work }: { work: Artwork }) {
  if (!isReserved(work)) return null;
  return (
    <span className="inline-flex shrink-0 items-center border border-ink px-2 py-0.5 text-[0.6875rem] font-semibold tracking-[0.14em] uppercase">
      Reserved
    </span>
  );
}
