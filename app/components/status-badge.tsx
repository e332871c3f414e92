import type { Artwork } from "../../pipeline/content-types";
import { isReserved, isSold } from "../lib/artwork";

/** "Reserved" or "Sold", in words rather than colour, beside a work; nothing for any other. */
export function StatusBadge({ work }: { work: Artwork }) {
  const label = isSold(work) ? "Sold" : isReserved(work) ? "Reserved" : null;
  if (!label) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 border border-ink px-2 py-0.5 text-[0.6875rem] font-semibold tracking-[0.14em] uppercase">
      {/* A gallery's red dot beside a sold work. */}
      {label === "Sold" && <span aria-hidden="true" className="size-2 rounded-full bg-sold" />}
      {label}
    </span>
  );
}
