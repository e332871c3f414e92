import { WorksPage, worksPageMeta } from "../components/works-page";
import { pageSite } from "../data/catalogue.server";
import { pageShareImage } from "../data/photographs.server";
import { listPageAt, listPresentation, seriesLinks } from "../data/works.server";
import type { Route } from "./+types/gallery";

// Read at build time: a page of the list's works and its tags reach the browser inside the
// prerendered page, not in a script.
export const loader = ({ params }: Route.LoaderArgs) => {
  const site = pageSite();
  const list = listPresentation("gallery", site);
  const listed = listPageAt("gallery", params.page);
  return {
    site,
    list,
    listed,
    series: seriesLinks(),
    meta: worksPageMeta(site, pageShareImage("gallery"), list, listed),
  };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <WorksPage
      site={loaderData.site}
      list={loaderData.list}
      listed={loaderData.listed}
      layout="grid"
      series={{ links: loaderData.series }}
    />
  );
}
