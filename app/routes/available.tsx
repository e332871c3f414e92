import { available, site } from "virtual:content";
import { ArtworkList } from "../components/artwork-list";
import { PageIntro } from "../components/page-intro";
import { SiteFooter } from "../components/site-footer";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Available Works", site.available.description);

export default function Available() {
  return (
    <>
      <main id="main">
        <PageIntro title="Available Works">{site.available.intro}</PageIntro>
        <ArtworkList works={available} layout="pairs" headingLevel="h2" className="page-container pb-24" />
      </main>
      <SiteFooter />
    </>
  );
}
