import { exhibitionDates } from "../../rules/exhibitions";
import { exhibitionPath, pages } from "../../rules/pages";
import { Island } from "../components/island";
import { PrintContact } from "../components/print-contact";
import { WorksSection } from "../components/works-section";
import { pageSite } from "../data/catalogue.server";
import { listShareImage } from "../data/photographs.server";
import { exhibitionAt } from "../data/works.server";
import { footerProps } from "../lib/island-props";
import { exhibitionEvent, pageMeta } from "../lib/meta";

// Typed here, not by React Router's typegen: the route is in the table only when the content has an
// exhibition with a page (routes.ts).
type ExhibitionPageData = ReturnType<typeof loader>;

/** The exhibition, its works and its tags, read at build time. */
export function loader({ params }: { params: { slug?: string } }) {
  const site = pageSite();
  const { exhibition, works } = exhibitionAt(params.slug ?? "");
  const path = exhibitionPath(exhibition);
  const dates = exhibitionDates(exhibition);
  // Its drawn card: an installation photograph, or the first work shown, or (for a show of text
  // alone) the portrait, beside its title (pipeline/share-images.ts).
  const image = listShareImage("exhibitions", exhibition.slug);
  const meta = pageMeta(site, {
    title: exhibition.title,
    description: `${exhibition.title}: ${exhibition.kind.toLowerCase()} by ${site.artist.name} at ${exhibition.venue}, ${dates}.`,
    path,
    image,
    structuredData: [exhibitionEvent(site, exhibition, { path, image, works })],
  });
  return { site, exhibition, works, dates, path, meta };
}

export const meta = ({ loaderData }: { loaderData: ExhibitionPageData }) => loaderData.meta;

/** An exhibition's own page: what it was, where and when, its installation photographs and the works that hung in it. */
export default function Exhibition({ loaderData }: { loaderData: ExhibitionPageData }) {
  const { site, exhibition, works, dates, path } = loaderData;
  const { title, kind, venue, text, views, link } = exhibition;
  return (
    <>
      <main id="main" className="page-container pt-8 pb-24 md:pt-12">
        <a
          href={`${pages.home.path}#cv`}
          className="text-sm text-stone underline-offset-4 hover:text-ink hover:underline print:hidden"
        >
          <span aria-hidden="true">← </span>CV
        </a>
        <header className="mt-6 max-w-3xl">
          <p className="text-sm tracking-[0.2em] text-stone uppercase">{kind}</p>
          <h1 className="mt-3 font-serif text-5xl leading-none md:text-7xl">{title}</h1>
          <p className="mt-6 text-lg">{venue}</p>
          <p className="text-lg text-stone">{dates}</p>
          {link && (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex min-h-11 items-center text-sm underline underline-offset-4 print:hidden"
            >
              The exhibition at {venue}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </header>
        {text && (
          <div className="mt-10 flex max-w-prose flex-col gap-6 text-lg leading-relaxed">
            {text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        {views && (
          <section
            aria-labelledby="installation-title"
            className="mt-16 border-t border-rule pt-6 print:hidden"
          >
            <h2 id="installation-title" className="mb-10 font-serif text-3xl md:text-4xl">
              Installation views
            </h2>
            <Island name="installation-views" props={{ title, views }} />
          </section>
        )}
        {works.length > 0 && (
          <WorksSection heading="Works shown" list="exhibition" artist={site.artist} works={works} />
        )}
        <PrintContact site={site} path={path} className="mt-8" />
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
