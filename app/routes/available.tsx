import { available } from "virtual:content/available";
import { site } from "virtual:content/site";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { pages } from "../lib/pages";
import type { Route } from "./+types/available";

// Read at build time: the works and the page's tags reach the browser inside
// the prerendered page, not in its script.
export const loader = () => ({ works: available, meta: worksPageMeta("available", available) });
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Available({ loaderData }: Route.ComponentProps) {
  return (
    <WorksPage
      title={pages.available.heading}
      intro={site.available.intro}
      works={loaderData.works}
      layout="pairs"
    />
  );
}
