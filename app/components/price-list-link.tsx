/** The link to a list's PDF, for a gallery to forward: it works without JavaScript, like any link. */
export function PriceListLink({ path }: { path: string }) {
  return (
    <a
      href={path}
      type="application/pdf"
      className="inline-flex min-h-11 items-center text-sm underline underline-offset-4 hover:text-stone print:hidden"
    >
      Download the list (PDF)
    </a>
  );
}
