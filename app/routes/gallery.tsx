import { gallery } from "virtual:content/gallery";
import { site } from "virtual:content/site";
import { firstImagePreload } from "../components/artwork-list";
import { WorksPage, worksPageMeta } from "../components/works-page";
import { pages } from "../lib/pages";

export const meta = () => worksPageMeta("gallery", gallery);
export const links = () => firstImagePreload(gallery, "grid");

export default function Gallery() {
  return <WorksPage title={pages.gallery.heading} intro={site.gallery.intro} works={gallery} layout="grid" />;
}
