/** The main pages, in the order the top bar lists them. */
export const navLinks = [
  { to: "/", label: "Home", end: true },
  { to: "/gallery", label: "Gallery", end: false },
  { to: "/available", label: "Available Works", end: false },
  { to: "/contact", label: "Contact", end: false },
] as const;
