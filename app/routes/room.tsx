import { openUntil, roomListPath, roomPath } from "../../rules/rooms";
import { visitsNotice } from "../../rules/visits";
import { RoomInquirySection } from "../components/inquiry-form";
import { Island } from "../components/island";
import { PriceListLink } from "../components/price-list-link";
import { PrintContact } from "../components/print-contact";
import { WorksSection } from "../components/works-section";
import { pageSite } from "../data/catalogue.server";
import { roomShareImage } from "../data/photographs.server";
import { openRoomAt } from "../data/works.server";
import { isForSale, isReserved } from "../lib/artwork";
import { footerProps } from "../lib/island-props";
import { pageMeta } from "../lib/meta";

// Typed here, not by React Router's typegen: the route is in the table only when the content has a
// viewing room (routes.ts).
type RoomPageData = ReturnType<typeof loader>;

/**
 * An open viewing room, read at build time: its words and works with the room's prices. Unlisted:
 * no other page links it, and search engines are asked to leave it out (here and in every
 * server's X-Robots-Tag, hosting/policy.ts). Once it has closed it has no page
 * (routes/room-closed.tsx answers its address).
 */
export function loader({ params }: { params: { key?: string } }) {
  const site = pageSite();
  const room = openRoomAt(params.key ?? "");
  const path = roomPath(room);
  const prepared = room.for ? `, prepared for ${room.for}` : "";
  const meta = pageMeta(site, {
    title: room.title,
    description: `${room.title}: works by ${site.artist.name}${prepared}.`,
    path,
    image: roomShareImage(room),
    robots: "noindex, nofollow",
  });
  return { site, room, path, closes: room.closes && openUntil(room.closes), meta };
}

export const meta = ({ loaderData }: { loaderData: RoomPageData }) => loaderData.meta;

/** A viewing room's page: its title, whom it is for, its words and its works, until it closes. */
export default function Room({ loaderData }: { loaderData: RoomPageData }) {
  const { site, room, path, closes } = loaderData;
  return (
    <>
      {/* Its closing day, for the hosts' edges, which close it that day, and whether they record its
          visits, of which works, and her zone for the time they tell her of its opening
          (hosting/room-closing.ts); the viewer's beacon reads it too (lib/room-seen.ts). */}
      <main
        id="main"
        className="page-container pt-8 pb-24 md:pt-12"
        data-closes={room.closing}
        data-visits={site.roomVisits ? "on" : undefined}
        data-works={site.roomVisits ? room.works.map((work) => work.id).join(" ") : undefined}
        data-time-zone={site.roomVisits ? site.timeZone : undefined}
      >
        <header className="mt-6 max-w-3xl">
          <p className="text-sm tracking-[0.2em] text-stone uppercase">Viewing room</p>
          <h1 className="mt-3 font-serif text-5xl leading-none md:text-7xl">{room.title}</h1>
          {room.for && <p className="mt-6 text-lg">Prepared for {room.for}</p>}
          {closes && <p className="text-lg text-stone">{closes}</p>}
          {site.roomVisits && <p className="mt-4 text-sm text-stone">{visitsNotice}</p>}
        </header>
        {room.text && (
          <div className="mt-10 flex max-w-prose flex-col gap-6 text-lg leading-relaxed">
            {room.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        <p className="mt-8">
          <PriceListLink path={roomListPath(room)} />
        </p>
        <WorksSection heading="Works" list="room" artist={site.artist} room={room.title} works={room.works} />
        {/* Where each work's Inquire leads: a form about that work, which names it and the room. */}
        <RoomInquirySection
          email={site.artist.email}
          room={room.title}
          works={room.works.filter((work) => isForSale(work) && !isReserved(work))}
        />
        <PrintContact site={site} path={path} className="mt-8" />
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
