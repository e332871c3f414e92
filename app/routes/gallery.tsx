import { gallery, site } from "virtual:content";
import { ArtworkList } from "../components/artwork-list";
import { PageIntro } from "../components/page-intro";
import { SiteFooter } from "../components/site-footer";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Gallery", site.gallery.description);

export default function Gallery() {
  return (
    <>
      <main id="main">
        <PageIntro title="Gallery">{site.gallery.intro}</PageIntro>
        <ArtworkList works={gallery} layout="grid" headingLevel="h2" className="page-container pb-24" />
      </main>
      <SiteFooter />
    </>
  );
}
