import { available, site } from "virtual:content";
import { WorksPage } from "../components/works-page";
import { pageMeta } from "../lib/meta";
import { pages } from "../lib/pages";

export const meta = () => pageMeta(pages.available.label, site.available.description);

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
