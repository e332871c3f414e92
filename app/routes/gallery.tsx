import { WorksPage, worksPageMeta } from "../components/works-page";
import { worksOnPage } from "../content/works.server";
import type { Route } from "./+types/gallery";

// Read at build time: a page of the list's works and its tags reach the browser inside the
// prerendered page, not in a script.
export const loader = ({ params }: Route.LoaderArgs) => {
  const listed = worksOnPage("gallery", params.page);
  return { listed, meta: worksPageMeta("gallery", listed) };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <WorksPage list="gallery" listed={loaderData.listed} layout="grid" />;
}
