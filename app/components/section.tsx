import type { ReactNode } from "react";

/** A titled band of the home page, separated from the one above by a rule. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="page-container py-14 md:py-28">
      <div className="border-t border-rule pt-6">
        <h2 id={headingId} className="mb-12 font-serif text-4xl md:mb-16 md:text-5xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
