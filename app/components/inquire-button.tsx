import type { Artwork } from "../../pipeline/content-types";
import { isReserved } from "../lib/artwork";
import { buttonClass } from "../lib/button";

/**
 * Leads to the form that asks the artist about one work (inquiry-form.tsx): its page's, or the
 * viewing room's. A reserved work cannot be inquired about: the control stays visible but
 * disabled, and says why.
 */
export function InquireButton({
  work,
  href,
  label,
  className,
}: {
  work: Artwork<"available">;
  /** Where the form is: `#inquire` on its own page, `/works/<slug>#inquire` from a list. */
  href: string;
  label: string;
  className?: string;
}) {
  if (isReserved(work)) return <ReservedInquire work={work} label={label} className={className} />;
  return (
    <a href={href} className={buttonClass("solid", className)}>
      {label}
      <span className="sr-only">: {work.title}</span>
    </a>
  );
}

/** The Inquire of a reserved work: there, disabled, saying why. */
export function ReservedInquire({
  work,
  label,
  className,
}: {
  work: Artwork<"available">;
  label: string;
  className?: string | undefined;
}) {
  return (
    <button type="button" disabled className={buttonClass("outline", className)}>
      {label}
      <span className="sr-only">: {work.title} (reserved)</span>
    </button>
  );
}
