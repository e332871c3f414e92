import { gallery, site } from "virtual:content";
import { WorksPage } from "../components/works-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Gallery", site.gallery.description);

export default function Gallery() {
  return <WorksPage title="Gallery" intro={site.gallery.intro} works={gallery} layout="grid" />;
}
