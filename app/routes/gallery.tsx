import { gallery } from "virtual:content/gallery";
import { site } from "virtual:content/site";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { pages } from "../lib/pages";
import type { Route } from "./+types/gallery";

// Read at build time: the works and the page's tags reach the browser inside
// the prerendered page, not in its script.
export const loader = () => ({ works: gallery, meta: worksPageMeta("gallery", gallery) });
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <WorksPage
      title={pages.gallery.heading}
      intro={site.gallery.intro}
      works={loaderData.works}
      layout="grid"
    />
  );
}
