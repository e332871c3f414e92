/** The heading and opening sentence of a page. */
export function PageIntro({ title, children }: { title: string; children: string }) {
  return (
    <header className="page-container pt-16 pb-12 md:pt-24 md:pb-16">
      <h1 className="font-serif text-5xl leading-none md:text-7xl">{title}</h1>
      <p className="mt-6 max-w-2xl text-lg text-stone">{children}</p>
    </header>
  );
}
