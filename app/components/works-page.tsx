import type { Artwork, ShareImage, Site } from "../../pipeline/content-types";
import type { ListName } from "../content/works.server";
import { artworkList, pageMeta } from "../lib/meta";
import { pages } from "../lib/pages";
import { listPagePath, listPageTitle } from "../lib/paging";
import type { ListPlace } from "../lib/viewer-works";
import { Island } from "./island";
import { PageIntro } from "./page-intro";
import { Pager } from "./pager";

/** A page of a list of works, as its loader reads it (content/works.server.ts). */
type ListedPage = { works: readonly Artwork[]; place: ListPlace; page: { number: number; count: number } };

/**
 * The tags of a list's page: its title, address and share image, and its works as structured
 * data (this page's alone, at their places in the whole list).
 */
export function worksPageMeta(
  site: Site,
  share: ShareImage,
  list: ListName,
  { works, place, page }: ListedPage,
) {
  const { title, path } = pages[list];
  const pageTitle = listPageTitle(title, page.number, page.count);
  const pagePath = listPagePath(path, page.number);
  return pageMeta(site, {
    title: pageTitle,
    description: site[list].description,
    path: pagePath,
    image: share,
    structuredData: [
      artworkList(site, works, { name: pageTitle, path: pagePath, offset: place.offset, count: place.count }),
    ],
  });
}

/**
 * A page of a list of works: Gallery and Available Works. Its works open in the viewer, which
 * moves on through the whole list; the pager leads to its other pages, with or without script.
 */
export function WorksPage({
  site,
  list,
  listed: { works, place, page },
  layout,
}: {
  site: Site;
  list: ListName;
  listed: ListedPage;
  layout: "grid" | "pairs";
}) {
  const { heading, path } = pages[list];
  return (
    <>
      <main id="main" className="pb-24">
        <PageIntro title={heading}>{site[list].intro}</PageIntro>
        <Island
          name="artwork-list"
          props={{
            name: list,
            artist: site.artist,
            works,
            place,
            layout,
            headingLevel: "h2",
            leadsPage: true,
            className: "page-container",
          }}
        />
        <Pager label={`${heading} pages`} path={path} current={page.number} count={page.count} />
      </main>
      <Island name="site-footer" props={{ artist: site.artist }} />
    </>
  );
}
