import type { Artist } from "../../pipeline/content-types";
import type { KindLinks } from "../../rules/pages";

// What each island needs of the artist, and no more: an island's props are written into every
// page that has it (components/island.tsx).

/** The top bar: the name and the social profile. */
export const headerArtist = ({ name, social }: Artist) => ({ name, social });
/** A list of works: the name (the viewer's tab title) and the e-mail (its Inquire buttons). */
export const listArtist = ({ name, email }: Artist) => ({ name, email });
/** The footer: the name, the e-mail and the social profile. */
export const footerArtist = ({ name, email, social }: Artist) => ({ name, email, social });
/** The top bar's links to the kinds' pages (pipeline/kinds.ts), where there are any: none is no prop. */
export const menuKindLinks = ({ links }: { links: KindLinks }) =>
  links.menu.length > 0 ? { links: links.menu } : {};
/** The footer's props: its artist, and the kinds' links that are the footer's. */
export const footerProps = (site: { artist: Artist; links: KindLinks }) => ({
  artist: footerArtist(site.artist),
  ...(site.links.footer.length > 0 && { links: site.links.footer }),
});
