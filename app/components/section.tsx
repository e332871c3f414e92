import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** A titled band of the home page, separated from the one above by a rule. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("page-container py-14 md:py-28 print:py-6", className)}
    >
      <div className="border-t border-rule pt-6">
        <h2 id={headingId} className="mb-12 font-serif text-4xl md:mb-16 md:text-5xl print:mb-6">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
