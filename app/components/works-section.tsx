import type { Artist, Artwork } from "../../pipeline/content-types";
import { listArtist } from "../lib/island-props";
import { Island } from "./island";

/**
 * A page's own works under a heading of their own (an exhibition's, a viewing room's): the lists'
 * cards, with their viewer.
 */
export function WorksSection({
  heading,
  list,
  artist,
  room,
  works,
}: {
  heading: string;
  /** The list's name, for the viewer's addresses and announcements. */
  list: string;
  artist: Artist;
  /** The viewing room the works are shown in, which their Inquire e-mails name. */
  room?: string;
  works: Artwork[];
}) {
  return (
    <section aria-labelledby="works-title" className="mt-16 border-t border-rule pt-6">
      <h2 id="works-title" className="mb-10 font-serif text-3xl md:text-4xl">
        {heading}
      </h2>
      <Island
        name="artwork-list"
        props={{
          name: list,
          artist: listArtist(artist),
          ...(room !== undefined && { room }),
          works,
          layout: "grid",
          headingLevel: "h3",
        }}
      />
    </section>
  );
}
