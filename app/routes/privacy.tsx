import { privacyPage } from "../../rules/pages";
import { visitsPrivacy } from "../../rules/visits";
import { Island } from "../components/island";
import { pageSite, siteCatalogue } from "../data/catalogue.server";
import { pageShareImage } from "../data/photographs.server";
import { footerProps } from "../lib/island-props";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/privacy";

export const loader = () => {
  const site = pageSite();
  return {
    site,
    // Said where a room may record its visits: the content has rooms, and site.yaml's switch is on.
    visits:
      site.roomVisits && siteCatalogue().rooms.length > 0 ? visitsPrivacy(site.artist.email) : undefined,
    meta: pageMeta(site, {
      title: privacyPage.title,
      description: site.privacy.description,
      path: privacyPage.path,
      image: pageShareImage("home"),
    }),
  };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

/** What the site keeps of what a visitor writes, and where: the artist's words (site.yaml's privacy). */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <>
      <main id="main" className="page-container pt-8 pb-24 md:pt-12">
        <h1 className="mt-6 font-serif text-5xl leading-none md:text-7xl">{privacyPage.heading}</h1>
        <div className="mt-10 flex max-w-prose flex-col gap-6 text-lg leading-relaxed">
          {site.privacy.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {loaderData.visits && <p>{loaderData.visits}</p>}
        </div>
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
