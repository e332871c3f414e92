import type { ReactNode } from "react";
import { hasPage } from "../../rules/exhibitions";
import { exhibitionPath, pages } from "../../rules/pages";
import { EmailButton, SocialButton } from "../components/contact-links";
import { Island } from "../components/island";
import { PrintContact } from "../components/print-contact";
import { ResponsiveImage } from "../components/responsive-image";
import { Section } from "../components/section";
import { emptyLists, pageSite } from "../data/catalogue.server";
import { homeContent } from "../data/home.server";
import { pageShareImage } from "../data/photographs.server";
import { artworkAlt } from "../lib/artwork";
import { buttonClass } from "../lib/button";
import { cn } from "../lib/cn";
import type { ImageLayout } from "../lib/image-sizes";
import { footerProps, listArtist } from "../lib/island-props";
import { pageMeta, profilePage } from "../lib/meta";
import type { Route } from "./+types/home";

/**
 * The name's capitals are set tight; accents above capitals (É, Ō, Ễ) would
 * touch the line above, so a name with any letter beyond ASCII gets room for them.
 */
const nameLeading = { plain: "leading-[0.88]", accented: "leading-[1.12]" } as const;
/** How wide the hero's column for the featured painting is, and the About section's for the portrait. */
const heroLayout: ImageLayout = [
  ["(min-width: 1440px)", "540px"],
  ["(min-width: 768px)", "38vw"],
  ["", "calc(100vw - 2.5rem)"],
];
const portraitLayout: ImageLayout = [
  ["(min-width: 1440px)", "560px"],
  ["(min-width: 768px)", "40vw"],
  ["", "calc(100vw - 2.5rem)"],
];

// Read at build time: the works, the CV and the page's tags reach the browser
// inside the prerendered page, not in its script.
export const loader = () => {
  const site = pageSite();
  const content = homeContent();
  return {
    ...content,
    site,
    emptyLists: emptyLists(),
    meta: pageMeta(site, {
      title: pages.home.title,
      description: site.home.description,
      path: pages.home.path,
      image: pageShareImage("home"),
      structuredData: [profilePage(site, content.portrait)],
    }),
  };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    featured: featuredWork,
    recent: recentWorks,
    biography,
    portrait,
    cv,
    site,
    emptyLists,
  } = loaderData;
  const { artist, home } = site;
  return (
    <>
      <main id="main">
        <section
          aria-labelledby="hero-title"
          className="page-container grid gap-12 pt-12 pb-20 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:items-end md:gap-16 md:pt-20 md:pb-28"
        >
          <div>
            <p className="text-sm tracking-[0.2em] text-stone uppercase">{artist.city}</p>
            <h1
              id="hero-title"
              className={cn(
                "mt-4 font-serif-capitals text-[clamp(3.25rem,9.5vw,9rem)] uppercase",
                nameLeading[/[^ -~]/.test(artist.name) ? "accented" : "plain"],
              )}
            >
              {artist.name}
            </h1>
            <p className="mt-8 max-w-md text-lg text-stone md:text-xl">{home.tagline}</p>
            <div className="mt-10 flex flex-wrap items-center gap-2 sm:gap-3 print:hidden">
              {!emptyLists.includes("gallery") && (
                <a href={pages.gallery.path} className={buttonClass("solid")}>
                  View Gallery
                </a>
              )}
              {!emptyLists.includes("available") && (
                <a href={pages.available.path} className={buttonClass("outline")}>
                  {pages.available.label}
                </a>
              )}
              <Island name="social-icon-link" props={{ social: artist.social }} />
            </div>
          </div>
          {/* As wide as the painting, so the caption starts where it does: the caption's own
              length does not count (contain-inline-size), it wraps within. */}
          {featuredWork && (
            <figure className="mx-auto w-fit max-w-full print:hidden">
              {/* The largest thing on the first screen. */}
              <ResponsiveImage
                picture={featuredWork.picture}
                alt={artworkAlt(featuredWork)}
                layout={heroLayout}
                shape="whole"
                priority
              />
              <figcaption className="mt-3 text-sm text-stone contain-inline-size">
                <span className="font-serif text-lg text-ink">{featuredWork.title}</span>, {featuredWork.year}
              </figcaption>
            </figure>
          )}
        </section>

        <Section title="About" id="about">
          <div className="grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] md:gap-16 lg:gap-24">
            <div className="flex max-w-prose flex-col gap-6 text-lg leading-relaxed">
              {biography.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ResponsiveImage
              picture={portrait.picture}
              alt={portrait.alt}
              layout={portraitLayout}
              shape="whole"
            />
          </div>
        </Section>

        {recentWorks.length > 0 && (
          <Section title="Recent Works" id="recent-works" className="print:hidden">
            <Island
              name="artwork-list"
              props={{
                name: "recent",
                artist: listArtist(artist),
                works: recentWorks,
                layout: "row",
                headingLevel: "h3",
              }}
            />
            <a href={pages.gallery.path} className={buttonClass("outline", "mt-14")}>
              Explore Full Gallery
            </a>
          </Section>
        )}

        {/* A CV list with no entries yet is left out, and the CV with it when all three are empty. */}
        {cv.education.length + cv.exhibitions.length + cv.collections.length > 0 && (
          <Section title="CV" id="cv">
            <div className="grid gap-12 md:grid-cols-3 md:gap-10">
              <CvList title="Education" entries={cv.education}>
                {(entry) => (
                  <li key={`${entry.years} ${entry.qualification}`}>
                    <span className="block text-stone">{entry.years}</span>
                    {entry.qualification}, {entry.institution}
                  </li>
                )}
              </CvList>
              <CvList title="Selected Exhibitions" entries={cv.exhibitions}>
                {(show) => (
                  <li key={`${show.year} ${show.title} ${show.venue}`}>
                    <span className="block text-stone">
                      {show.year} · {show.kind}
                    </span>
                    <cite className="not-italic font-serif text-xl">
                      {hasPage(show) ? (
                        <>
                          {/* On paper, the title alone: a printed link leads nowhere. */}
                          <a
                            href={exhibitionPath(show)}
                            className="underline underline-offset-4 print:hidden"
                          >
                            {show.title}
                          </a>
                          <span className="hidden print:inline">{show.title}</span>
                        </>
                      ) : (
                        show.title
                      )}
                    </cite>
                    , {show.venue}
                  </li>
                )}
              </CvList>
              <CvList title="Collections" entries={cv.collections}>
                {(collection) => <li key={collection}>{collection}</li>}
              </CvList>
            </div>
          </Section>
        )}

        <Section title={pages.contact.heading} id="contact">
          <p className="max-w-xl text-lg text-stone">{site.contact.invitation}</p>
          <div className="mt-10 flex flex-wrap gap-3 print:hidden">
            <EmailButton email={artist.email} />
            <SocialButton social={artist.social} />
          </div>
        </Section>
        <PrintContact site={site} path={pages.home.path} className="page-container" />
      </main>
      <Island name="site-footer" props={{ ...footerProps(site), owner: site.homeFooterName }} />
    </>
  );
}

function CvList<Entry>({
  title,
  entries,
  children,
}: {
  title: string;
  entries: readonly Entry[];
  children: (entry: Entry) => ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-medium tracking-[0.16em] uppercase">{title}</h3>
      <ul className="mt-5 flex flex-col gap-5">{entries.map(children)}</ul>
    </div>
  );
}
