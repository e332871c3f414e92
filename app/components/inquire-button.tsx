import type { AvailableWork } from "../../pipeline/content-types";
import { inquiryMailto } from "../../rules/mailto";
import { isReserved } from "../lib/artwork";
import { buttonClass } from "../lib/button";
import { emailAppNote } from "./contact-links";

/**
 * Starts an e-mail to the artist about one work. A reserved work cannot be
 * inquired about: the control stays visible but disabled, and says why.
 */
export function InquireButton({
  work,
  email,
  room,
  label,
  className,
}: {
  work: AvailableWork;
  /** The artist's address. */
  email: string;
  /** The viewing room the work is shown in, which its Inquire e-mail names. */
  room?: string | undefined;
  label: string;
  className?: string;
}) {
  if (isReserved(work)) {
    return (
      <button type="button" disabled className={buttonClass("outline", className)}>
        {label}
        <span className="sr-only">: {work.title} (reserved)</span>
      </button>
    );
  }
  return (
    <a href={inquiryMailto(email, work, room)} className={buttonClass("solid", className)}>
      {label}
      <span className="sr-only">
        : {work.title} {emailAppNote}
      </span>
    </a>
  );
}
