import { gallery, site } from "virtual:content";
import { WorksPage } from "../components/works-page";
import { pageMeta } from "../lib/meta";
import { pages } from "../lib/pages";

export const meta = () => pageMeta(pages.gallery.label, site.gallery.description);

export default function Gallery() {
  return <WorksPage title={pages.gallery.heading} intro={site.gallery.intro} works={gallery} layout="grid" />;
}
