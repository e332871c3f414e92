import { seriesTitle } from "../../rules/pages";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { pageSite } from "../data/catalogue.server";
import { listShareImage } from "../data/photographs.server";
import { seriesLinks, seriesPageAt } from "../data/works.server";

// Typed here, not by React Router's typegen: the route is in the table only when a work has a
// series (routes.ts).
type SeriesPageData = ReturnType<typeof loader>;

/** A page of a series' works (content/works.yaml's order), read at build time as the Gallery's are. */
export const loader = ({ params }: { params: { slug?: string; page?: string } }) => {
  const site = pageSite();
  const { series, ...listed } = seriesPageAt(params.slug ?? "", params.page);
  const list = {
    name: "series",
    title: seriesTitle(series.name),
    heading: series.name,
    path: series.path,
    intro: series.intro,
    description: `${series.name}: ${series.intro.replace(/^A/, "a")} By ${site.artist.name}, ${site.artist.city}.`,
  };
  // Its drawn card, as every list's (pipeline/share-images.ts).
  const image = listShareImage("series", params.slug ?? "");
  return { site, list, listed, links: seriesLinks(), meta: worksPageMeta(site, image, list, listed) };
};
export const meta = ({ loaderData }: { loaderData: SeriesPageData }) => loaderData.meta;

export default function Series({ loaderData }: { loaderData: SeriesPageData }) {
  const { site, list, listed, links } = loaderData;
  return (
    <WorksPage site={site} list={list} listed={listed} layout="grid" series={{ links, current: list.path }} />
  );
}
