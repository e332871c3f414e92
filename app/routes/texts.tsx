import type { Article, Review, WithContext } from "schema-dts";
import { absoluteUrl, textsPage, workPath } from "../../rules/pages";
import { dayInWords, textHref } from "../../rules/texts";
import { Island } from "../components/island";
import { pageSite, siteCatalogue } from "../data/catalogue.server";
import { pageShareImage } from "../data/photographs.server";
import { footerProps } from "../lib/island-props";
import { pageMeta } from "../lib/meta";

/** Texts and press (content/texts.yaml), newest first, each with the works it names and its structured data. */
export function loader() {
  const site = pageSite();
  const { texts, works } = siteCatalogue();
  const shown = texts.map((text) => ({
    ...text,
    href: textHref(text),
    day: dayInWords(text.date),
    works: (text.works ?? []).flatMap((id) => {
      const work = works.get(id);
      return work ? [{ title: work.title, path: workPath(work) }] : [];
    }),
  }));
  // A text that names works reviews them (schema.org's Review); any other is an Article.
  const structuredData = shown.map((text): WithContext<Review | Article> => {
    const common = {
      headline: text.title,
      author: { "@type": "Person" as const, name: text.author },
      publisher: { "@type": "Organization" as const, name: text.publication },
      datePublished: text.date,
      url: absoluteUrl(site, text.href),
    };
    return text.works.length > 0
      ? {
          "@context": "https://schema.org",
          "@type": "Review",
          ...common,
          itemReviewed: text.works.map((work) => ({
            "@type": "VisualArtwork" as const,
            name: work.title,
            url: absoluteUrl(site, work.path),
          })),
        }
      : { "@context": "https://schema.org", "@type": "Article", ...common };
  });
  return {
    site,
    texts: shown,
    meta: pageMeta(site, {
      title: textsPage.title,
      description: `Reviews, essays and interviews about the work of ${site.artist.name}.`,
      path: textsPage.path,
      image: pageShareImage("home"),
      structuredData,
    }),
  };
}
// Typed by its loader, not React Router's typegen: a site without texts.yaml has no such route to type.
type TextsProps = { loaderData: ReturnType<typeof loader> };
export const meta = ({ loaderData }: TextsProps) => loaderData.meta;

export default function Texts({ loaderData }: TextsProps) {
  const { site } = loaderData;
  return (
    <>
      <main id="main" className="page-container pt-8 pb-24 md:pt-12">
        <h1 className="mt-6 font-serif text-5xl leading-none md:text-7xl">{textsPage.heading}</h1>
        <ol className="mt-10 flex max-w-prose flex-col gap-12">
          {loaderData.texts.map((text) => (
            <li key={`${text.date} ${text.title}`}>
              <article className="flex flex-col gap-2">
                <h2 className="font-serif text-3xl md:text-4xl">
                  <a href={text.href} className="underline-offset-4 hover:underline">
                    {text.title}
                  </a>
                </h2>
                <p className="text-sm text-stone">
                  {text.author}, <cite>{text.publication}</cite>, <time dateTime={text.date}>{text.day}</time>
                </p>
                <blockquote className="text-lg leading-relaxed">{text.excerpt}</blockquote>
                {text.works.length > 0 && (
                  <p className="text-sm">
                    On{" "}
                    {text.works.map((work, index) => (
                      <span key={work.path}>
                        {index > 0 && ", "}
                        <a href={work.path} className="underline underline-offset-4">
                          {work.title}
                        </a>
                      </span>
                    ))}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ol>
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
