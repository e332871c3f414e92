import { share } from "virtual:content/share";
import { site } from "virtual:content/site";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { worksOnPage } from "../content/works.server";
import type { Route } from "./+types/gallery";

// Read at build time: a page of the list's works and its tags reach the browser inside the
// prerendered page, not in a script.
export const loader = ({ params }: Route.LoaderArgs) => {
  const listed = worksOnPage("gallery", params.page);
  return { listed, meta: worksPageMeta(site, share.gallery, "gallery", listed) };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <WorksPage site={site} list="gallery" listed={loaderData.listed} layout="grid" />;
}
