import { share } from "virtual:content/share";
import { site } from "virtual:content/site";
import type { ComponentProps } from "react";
import type { Artwork } from "../content/schema";
import { artworkList, pageMeta } from "../lib/meta";
import { pages } from "../lib/pages";
import { ArtworkList } from "./artwork-list";
import { PageIntro } from "./page-intro";
import { SiteFooter } from "./site-footer";

/** The tags of a list page: its title, addresses and share image, and its works as structured data. */
export function worksPageMeta(page: "gallery" | "available", works: readonly Artwork[]) {
  const { title, path } = pages[page];
  return pageMeta(site, {
    title,
    description: site[page].description,
    path,
    image: share[page],
    structuredData: [artworkList(site, works, { name: title, path })],
  });
}

/** A page that is a list of works: Gallery and Available Works. */
export function WorksPage({
  title,
  intro,
  works,
  layout,
}: {
  title: string;
  intro: string;
} & Pick<ComponentProps<typeof ArtworkList>, "works" | "layout">) {
  return (
    <>
      <main id="main">
        <PageIntro title={title}>{intro}</PageIntro>
        <ArtworkList
          works={works}
          layout={layout}
          headingLevel="h2"
          leadsPage
          className="page-container pb-24"
        />
      </main>
      <SiteFooter />
    </>
  );
}
