import { ArtworkList } from "./components/artwork-list";
import { SocialIconLink } from "./components/contact-links";
import { InstallationViews } from "./components/installation-views";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ZoomablePainting } from "./components/zoomable-painting";

// The parts of a prerendered page that answer the visitor with React: the top bar (its menu and
// tooltips), a list of works (its viewer), the footer (its tooltips and the year), the social
// link of Home's first screen (its tooltip), an exhibition's installation photographs (their
// viewer) and a work's painting on its page (its zoom). The rest of a page is HTML and CSS alone. <Island>
// marks each one in the page with its props, and entry.client.tsx hydrates them once the visitor
// shows an intent (components/islands-script.tsx).
export const islands = {
  "site-header": SiteHeader,
  "artwork-list": ArtworkList,
  "site-footer": SiteFooter,
  "social-icon-link": SocialIconLink,
  "installation-views": InstallationViews,
  "zoomable-painting": ZoomablePainting,
};

export type IslandName = keyof typeof islands;
