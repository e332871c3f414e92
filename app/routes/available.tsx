import { availableListPath } from "../../rules/pages";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { pageSite } from "../data/catalogue.server";
import { pageShareImage } from "../data/photographs.server";
import { hasPriceList, listPageAt, listPresentation } from "../data/works.server";
import type { Route } from "./+types/available";

// Read at build time: a page of the list's works and its tags reach the browser inside the
// prerendered page, not in a script.
export const loader = ({ params }: Route.LoaderArgs) => {
  const site = pageSite();
  const list = listPresentation("available", site);
  const listed = listPageAt("available", params.page);
  return {
    site,
    list,
    listed,
    priceList: hasPriceList() ? availableListPath : undefined,
    meta: worksPageMeta(site, pageShareImage("available"), list, listed),
  };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Available({ loaderData }: Route.ComponentProps) {
  const { site, list, listed, priceList } = loaderData;
  return <WorksPage site={site} list={list} listed={listed} layout="pairs" priceList={priceList} />;
}
