import { roomClosedPage } from "../../rules/pages";
import { EmailButton } from "../components/contact-links";
import { Island } from "../components/island";
import { pageSite } from "../data/catalogue.server";
import { footerProps } from "../lib/island-props";
import { pageTitle } from "../lib/meta";

export const loader = () => {
  const site = pageSite();
  return { site, title: pageTitle(site, roomClosedPage.title) };
};
// Typed by its loader, not React Router's typegen: the route is in the table only when the content has a room (routes.ts).
type ClosedRoomProps = { loaderData: ReturnType<typeof loader> };
export const meta = ({ loaderData }: ClosedRoomProps) => [
  { title: loaderData.title },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * A viewing room that has closed, and any other address under /rooms/ that is no open room: one
 * page for them all, so it names no room (no title, guest, words, works or prices) and tells a
 * closed room from a mistyped address to no one.
 */
export default function RoomClosed({ loaderData }: ClosedRoomProps) {
  const { site } = loaderData;
  return (
    <>
      <main id="main" className="page-container pt-8 pb-24 md:pt-12">
        <header className="mt-6 max-w-3xl">
          <p className="text-sm tracking-[0.2em] text-stone uppercase">Viewing room</p>
          <h1 className="mt-3 font-serif text-5xl leading-none md:text-7xl">This room has closed</h1>
        </header>
        <section className="mt-10 flex max-w-prose flex-col gap-6 text-lg leading-relaxed">
          <p>Its works are no longer shown here. To ask about any of them, write to {site.artist.name}.</p>
          <p className="text-base text-stone">
            If its address reached you only today, check that it was copied whole.
          </p>
          <div className="mt-2">
            <EmailButton email={site.artist.email} />
          </div>
        </section>
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
