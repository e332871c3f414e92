import type { Artist } from "../../pipeline/content-types";

// What each island needs of the artist, and no more: an island's props are written into every
// page that has it (components/island.tsx).

/** The top bar: the name and the social profile. */
export const headerArtist = ({ name, social }: Artist) => ({ name, social });
/** A list of works: the name (the viewer's tab title) and the e-mail (its Inquire buttons). */
export const listArtist = ({ name, email }: Artist) => ({ name, email });
/** The footer: the name, the e-mail and the social profile. */
export const footerArtist = ({ name, email, social }: Artist) => ({ name, email, social });
