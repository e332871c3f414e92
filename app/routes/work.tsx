import type { Artwork, Site } from "../../pipeline/content-types";
import { inquiryAnchor } from "../../rules/inquiry";
import { absoluteUrl, workPath } from "../../rules/pages";
import { manifestPath } from "../../rules/zoom";
import { ArtworkDetails } from "../components/artwork-details";
import { InquireButton } from "../components/inquire-button";
import { InquirySection } from "../components/inquiry-form";
import { Island } from "../components/island";
import { PrintContact } from "../components/print-contact";
import { ResponsiveImage } from "../components/responsive-image";
import { WallScene } from "../components/wall-scene";
import { WorkRecordRows } from "../components/work-record";
import { pageSite } from "../data/catalogue.server";
import { workInList, workRecord } from "../data/works.server";
import { artworkAlt, isForSale, isReserved } from "../lib/artwork";
import { presentationContext } from "../lib/iiif";
import type { ImageLayout } from "../lib/image-sizes";
import { footerProps } from "../lib/island-props";
import { pageMeta, shareImageOf, visualArtwork } from "../lib/meta";
import type { Route } from "./+types/work";

/** How wide the page's column for the painting is. */
const imageLayout: ImageLayout = [
  ["(min-width: 1440px)", "760px"],
  ["(min-width: 768px)", "55vw"],
  ["", "calc(100vw - 2.5rem)"],
];

/**
 * The work, its neighbours and its tags, read at build time: the page carries them, and the
 * page fetches no script until the visitor shows an intent.
 */
export function loader({ params }: Route.LoaderArgs) {
  const site = pageSite();
  const found = workInList(params.slug);
  return { ...found, site, record: workRecord(found.work.id), meta: workMeta(site, found.work) };
}

function workMeta(site: Site, work: Artwork) {
  const path = workPath(work);
  const { name, role, city } = site.artist;
  const tags = pageMeta(site, {
    title: work.title,
    description: `${work.title}, ${work.year}. ${work.medium}, ${work.dimensions}. By ${name}, ${role.toLowerCase()}, ${city}.`,
    path,
    // The painting itself is what a link to it should show.
    image: shareImageOf(work.picture, artworkAlt(work)),
    structuredData: [{ "@context": "https://schema.org", ...visualArtwork(site, work) }],
  });
  // Its IIIF manifest, for museums' viewers that find a work's by its page.
  const manifest = {
    tagName: "link",
    rel: "alternate",
    type: `application/ld+json;profile="${presentationContext}"`,
    href: absoluteUrl(site, manifestPath(work)),
  };
  return [...tags, manifest];
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

/**
 * A work's own page: the address to share one painting. Printed, it is one A4
 * sheet: the painting, its details, and whose it is and where to find it.
 */
export default function Work({ loaderData }: Route.ComponentProps) {
  const { site, work, record, list, index, previous, next, series, exhibitions, texts } = loaderData;
  return (
    <>
      <main id="main" className="page-container pt-8 pb-24 md:pt-12">
        <a
          href={list.path}
          className="text-sm text-stone underline-offset-4 hover:text-ink hover:underline print:hidden"
        >
          <span aria-hidden="true">← </span>
          {list.label}
        </a>
        <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-12 print:mt-0 print:gap-6">
          {/* The painting, then its other photographs: a detail, the work in a room. */}
          <div className="flex flex-col gap-8">
            <Island
              name="zoomable-painting"
              props={{
                title: work.title,
                picture: work.picture,
                alt: artworkAlt(work),
                layout: imageLayout,
                zoom: work.zoom,
              }}
            />
            {work.views?.map((view) => (
              <div key={view.picture.img.src} className="print:hidden">
                <ResponsiveImage picture={view.picture} alt={view.alt} layout={imageLayout} shape="whole" />
              </div>
            ))}
          </div>
          <ArtworkDetails
            work={work}
            inquire={
              isForSale(work) && (
                <InquireButton
                  work={work}
                  href={`#${inquiryAnchor}`}
                  label="Inquire About This Work"
                  className="self-start print:hidden"
                />
              )
            }
            headingLevel="h1"
            record={
              <WorkRecordRows record={record} series={series} exhibitions={exhibitions} texts={texts} />
            }
            wall={<WallScene work={work} layout={imageLayout} />}
            className="md:pt-6"
          />
        </div>
        {isForSale(work) && !isReserved(work) && (
          <InquirySection heading="Inquire about this work" email={site.artist.email} work={work} />
        )}
        <PrintContact site={site} path={workPath(work)} className="mt-8" />
        <nav
          aria-label={`More in ${list.label}`}
          className="mt-16 border-t border-rule pt-6 text-sm print:hidden"
        >
          <p className="text-stone">
            {index + 1} of {list.count} in {list.label}
          </p>
          <ul className="mt-3 flex flex-wrap justify-between gap-4">
            {/* The ends stop: the first work has no previous one, the last no next. */}
            {previous && (
              <li>
                <a href={workPath(previous)} rel="prev" className="underline-offset-4 hover:underline">
                  <span aria-hidden="true">← </span>Previous: {previous.title}
                </a>
              </li>
            )}
            {next && (
              <li className="ml-auto">
                <a href={workPath(next)} rel="next" className="underline-offset-4 hover:underline">
                  Next: {next.title}
                  <span aria-hidden="true"> →</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
