import type { Artwork, ShareImage, Site } from "../../pipeline/content-types";
import { listPagePath, listPageTitle } from "../../rules/paging";
import { footerProps, listArtist } from "../lib/island-props";
import { artworkList, pageMeta } from "../lib/meta";
import type { ListPlace } from "../lib/viewer-works";
import { Island } from "./island";
import { PageIntro } from "./page-intro";
import { Pager } from "./pager";
import { PriceListLink } from "./price-list-link";
import { SeriesChoice } from "./series-choice";

/** A page of a list of works, as its loader reads it (data/works.server.ts). */
export type ListPage = {
  works: readonly Artwork[];
  place: ListPlace;
  page: { number: number; count: number };
};

/**
 * The list a page shows: its name in the viewer's history entries, its name in the tab and its
 * heading, its first page's address, the words under its heading and its description for search
 * engines.
 */
export type ListPresentation = {
  name: string;
  title: string;
  heading: string;
  path: string;
  intro: string;
  description: string;
};

/**
 * The tags of a list's page: its title, address and share image, and its works as structured
 * data (this page's alone, at their places in the whole list).
 */
export function worksPageMeta(
  site: Site,
  share: ShareImage,
  list: ListPresentation,
  { works, place, page }: ListPage,
) {
  const pageTitle = listPageTitle(list.title, page.number, page.count);
  const pagePath = listPagePath(list.path, page.number);
  return pageMeta(site, {
    title: pageTitle,
    description: list.description,
    path: pagePath,
    image: share,
    structuredData: [
      artworkList(site, works, { name: pageTitle, path: pagePath, offset: place.offset, count: place.count }),
    ],
  });
}

/**
 * A page of a list of works: Gallery, Available Works and a series. Its works open in the viewer,
 * which moves on through the whole list; the pager leads to its other pages, with or without
 * script. The Gallery and the series offer the choice of series, when there are any.
 */
export function WorksPage({
  site,
  list,
  listed: { works, place, page },
  layout,
  series,
  priceList,
}: {
  site: Site;
  list: ListPresentation;
  listed: ListPage;
  layout: "grid" | "pairs";
  /** The address of the list's PDF, when it has one (Available Works). */
  priceList?: string | undefined;
  /** The series to choose from, and the one shown (none on the Gallery). */
  series?: { links: readonly { name: string; path: string }[]; current?: string };
}) {
  return (
    <>
      <main id="main" className="pb-24">
        <PageIntro title={list.heading}>{list.intro}</PageIntro>
        {priceList && (
          <p className="page-container -mt-8 mb-10 md:-mt-10">
            <PriceListLink path={priceList} />
          </p>
        )}
        {series && <SeriesChoice links={series.links} current={series.current} />}
        <Island
          name="artwork-list"
          props={{
            name: list.name,
            artist: listArtist(site.artist),
            works,
            place,
            inSeries: series?.current !== undefined,
            layout,
            headingLevel: "h2",
            leadsPage: true,
            className: "page-container",
          }}
        />
        <Pager label={`${list.heading} pages`} path={list.path} current={page.number} count={page.count} />
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
