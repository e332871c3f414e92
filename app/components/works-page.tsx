import type { ComponentProps } from "react";
import { ArtworkList } from "./artwork-list";
import { PageIntro } from "./page-intro";
import { SiteFooter } from "./site-footer";

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
