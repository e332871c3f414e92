import { available } from "virtual:content/available";
import { site } from "virtual:content/site";
import { firstImagePreload } from "../components/artwork-list";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { pages } from "../lib/pages";

export const meta = () => worksPageMeta("available", available);
export const links = () => firstImagePreload(available, "pairs");

export default function Available() {
  return (
    <WorksPage
      title={pages.available.heading}
      intro={site.available.intro}
      works={available}
      layout="pairs"
    />
  );
}
