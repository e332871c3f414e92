/** The four main pages: their address, their name in the top bar, and their heading. */
export const pages = {
  home: { to: "/", label: "Home" },
  gallery: { to: "/gallery", label: "Gallery", heading: "Gallery" },
  available: { to: "/available", label: "Available Works", heading: "Available Works" },
  contact: { to: "/contact", label: "Contact", heading: "Get In Touch" },
} as const;

/** The top bar's links, in order. */
export const navLinks = [pages.home, pages.gallery, pages.available, pages.contact] as const;

/** The address of a work's own page. */
export const workPath = (work: { slug: string }) => `/works/${work.slug}`;
