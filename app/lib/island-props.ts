import type { Artist } from "../../pipeline/content-types";
import { textsPage } from "../../rules/pages";

// What each island needs of the artist, and no more: an island's props are written into every
// page that has it (components/island.tsx).

/** The top bar: the name and the social profile. */
export const headerArtist = ({ name, social }: Artist) => ({ name, social });
/** A list of works: the name (the viewer's tab title) and the e-mail (its Inquire buttons). */
export const listArtist = ({ name, email }: Artist) => ({ name, email });
/** The footer: the name, the e-mail and the social profile. */
export const footerArtist = ({ name, email, social }: Artist) => ({ name, email, social });
/** Texts and press for the top bar, where site.yaml links it from the menu. */
export const menuTexts = (site: { textsLink?: "footer" | "menu" | undefined }) =>
  site.textsLink === "menu" ? { texts: { path: textsPage.path, label: textsPage.label } } : {};
/** The footer's props: its artist, and Texts and press where site.yaml links it from the footer. */
export const footerProps = (site: { artist: Artist; textsLink?: "footer" | "menu" | undefined }) => ({
  artist: footerArtist(site.artist),
  ...(site.textsLink === "footer" && { texts: { path: textsPage.path, label: textsPage.label } }),
});
