import { pages } from "../../rules/pages";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { pageShareImage } from "../data/photographs.server";
import { site } from "../data/site";
import { listPageAt, seriesLinks } from "../data/works.server";
import type { Route } from "./+types/gallery";

const list = {
  name: "gallery",
  ...pages.gallery,
  intro: site.gallery.intro,
  description: site.gallery.description,
};

// Read at build time: a page of the list's works and its tags reach the browser inside the
// prerendered page, not in a script.
export const loader = ({ params }: Route.LoaderArgs) => {
  const listed = listPageAt("gallery", params.page);
  return {
    listed,
    series: seriesLinks(),
    meta: worksPageMeta(site, pageShareImage("gallery"), list, listed),
  };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <WorksPage
      site={site}
      list={list}
      listed={loaderData.listed}
      layout="grid"
      series={{ links: loaderData.series }}
    />
  );
}
