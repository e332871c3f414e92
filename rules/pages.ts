import { seriesList, type WorkList } from "./lists.ts";
import { listPagePath, listPageTitle, pageCount } from "./paging.ts";
import { roomPath, roomsPrefix } from "./rooms.ts";

// The registry of the site's pages. The route table, the prerender, the
// sitemap, `npm start`, nginx, _redirects and the tests all take the pages
// from here, so an address, its file or its title is written once.

/** The browser's colour for the page's surroundings, and the manifest's: the paper of the pages. */
export const themeColour = "#fbfaf8";

/** An address of the site, made absolute with site.yaml's siteUrl. */
export const absoluteUrl = (site: { siteUrl: string }, path: string) =>
  new URL(path, `${site.siteUrl}/`).href;

/** A prerendered page. */
export type Page = {
  /** Its address, without a trailing slash. */
  path: string;
  /** Its file in build/client. */
  file: string;
  /** Its name in the browser's tab ("Gallery | <artist>"); null on Home, where the artist's name stands alone. */
  title: string | null;
  /** Whether search engines are given it in sitemap.xml. */
  sitemap: boolean;
};

/** Where a kind of content's page is linked (pipeline/kind.ts): the footer, or the top bar before Contact. */
export type LinkPlace = "footer" | "menu";
/** A link the footer or the top bar shows: each kind's page, where its file has entries. */
export type PageLink = { path: string; label: string };
/** The kinds' links, each in its place (pipeline/catalogue.ts). */
export type KindLinks = Record<LinkPlace, PageLink[]>;

/**
 * "/" is index.html and "/gallery" gallery.html (not gallery/index.html): every host then
 * serves it at /gallery, without redirecting to /gallery/.
 */
const fileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

const page = <const Title extends string | null, Extra extends object>(
  path: string,
  title: Title,
  extra: Extra,
) => ({
  path,
  file: fileFor(path),
  title,
  sitemap: true,
  ...extra,
});

/** The four pages of the top bar, with their name there and their heading. */
export const pages = {
  home: page("/", null, { label: "Home" }),
  gallery: page("/gallery", "Gallery", { label: "Gallery", heading: "Gallery" }),
  available: page("/available", "Available Works", { label: "Available Works", heading: "Available Works" }),
  contact: page("/contact", "Contact", { label: "Contact", heading: "Get In Touch" }),
} as const;

/** The top bar's links, in order. */
export const navLinks = [pages.home, pages.gallery, pages.available, pages.contact] as const;

/** The lists whose page has no work to show: out of the top bar and the sitemap, not to look bare there. */
export const emptyLists = (lists: Record<"gallery" | "available", { works: readonly unknown[] }>) =>
  (["gallery", "available"] as const).filter((name) => lists[name].works.length === 0);

/** The top bar's links for a site whose `empty` lists show no work: the others, in order. */
export const menuLinks = (empty: readonly ("gallery" | "available")[] = []) =>
  navLinks.filter((link) => !empty.some((name) => pages[name].path === link.path));

/**
 * What every unknown address shows, with status 404. Prerendered from "/404"
 * (the catch-all route), but no address of its own: servers hide it.
 */
export const notFoundPage = {
  path: "/404",
  file: fileFor("/404"),
  title: "Page not found",
  sitemap: false,
} satisfies Page;

/** The address of a work's own page. */
export const workPath = (work: { slug: string }) => `/works/${work.slug}`;

/** The address of an exhibition's page. */
export const exhibitionPath = (exhibition: { slug: string }) => `/exhibitions/${exhibition.slug}`;

/** The address of a series' first page. */
export const seriesPath = (series: { slug: string }) => `/series/${series.slug}`;

/** The list of the works for sale that a gallery forwards (pipeline/price-list.ts): a PDF. */
export const availableListPath = "/available.pdf";

/** The address of a work's data for the lists' viewer (routes/work-data.ts). */
export const workDataPath = (work: { slug: string }) => `${workPath(work)}.json`;

/**
 * The editor (admin/), built only when site.yaml names the site's repository:
 * a page of its own, with its own headers (hosting/policy.ts), and never in the sitemap.
 */
export const editorPage = {
  path: "/admin",
  file: fileFor("/admin"),
  title: "Edit the site",
  sitemap: false,
} satisfies Page;

/** What the pages need to know of a work, an exhibition with a page, and a series. */
type Named = { slug: string; title: string };
type SeriesNamed = { slug: string; name: string; works: readonly unknown[] };

/** The further pages of a list after its first (/gallery/2...), titled "<title>, page 2 of 5". */
const furtherPages = (path: string, title: string, works: number, perPage: number) => {
  const count = pageCount(works, perPage);
  return Array.from({ length: count - 1 }, (_, index) =>
    page(listPagePath(path, index + 2), listPageTitle(title, index + 2, count), {}),
  );
};

/** A viewing room's page: unlisted, so never in the sitemap (nor linked by any other page). */
export const roomPage = (room: { key: string; title: string }): Page => ({
  ...page(roomPath(room), room.title, {}),
  sitemap: false,
});

/**
 * What every address under /rooms/ that is no open room shows: that the room has closed, and
 * the artist's e-mail, naming no room. Static hosts answer those addresses with it (404): the
 * nearest 404.html on Cloudflare Pages, a rule on Netlify; `npm start` and nginx with 410 for a
 * room that has closed. No address of its own: servers hide it, as the not-found page.
 */
export const roomClosedPage = {
  path: `${roomsPrefix}404`,
  file: fileFor(`${roomsPrefix}404`),
  title: "Viewing room closed",
  sitemap: false,
} satisfies Page;

/** Where the inquiry form posts, and what it shows once her message is taken (rules/inquiry.ts). */
export const inquirySentPage = {
  path: "/inquiry/sent",
  file: fileFor("/inquiry/sent"),
  title: "Message sent",
  sitemap: false,
} satisfies Page;

/**
 * What a server shows for an inquiry it could not take: the visitor's message, what to change,
 * and her mail app's e-mail holding it (hosting/inquiries.ts fills it in); as it stands, a host
 * with nothing to take the form (nginx alone). No address of its own.
 */
export const inquiryUnsentPage = {
  path: "/inquiry/unsent",
  file: fileFor("/inquiry/unsent"),
  title: "Message not sent",
  sitemap: false,
} satisfies Page;

/** Texts and press (content/texts.yaml): reviews, essays and interviews, linked from the footer or the menu. */
export const textsPage = page("/texts", "Texts and press", {
  label: "Texts and press",
  heading: "Texts and press",
});

/** What the site keeps of a visitor, and where: her words (site.yaml's privacy), linked from every footer. */
export const privacyPage = page("/privacy", "Privacy", { heading: "Privacy" });

/**
 * The pages that answer for other addresses (with 404, or 410 for a closed room) and have no
 * address of their own: every server hides them under their own names.
 */
export const errorPages: readonly Page[] = [notFoundPage, roomClosedPage, inquiryUnsentPage];
/** Whether a page is at its own address: all but the error pages. */
export const hasAddress = (page: Page) => !errorPages.some((error) => error.path === page.path);

/** The lists as the pages need them: each its works and page size. */
type Lists = Record<"gallery" | "available", WorkList<Named>>;

/**
 * site.yaml's pages: the four of the top bar (an empty list's still made, for the links to it,
 * but not given to search engines), the privacy page and the inquiry form's answers.
 */
export function sitewidePages({ lists }: { lists: Lists }): Page[] {
  const empty = emptyLists(lists);
  return [
    ...navLinks.map((link) =>
      empty.some((name) => pages[name].path === link.path) ? { ...link, sitemap: false } : link,
    ),
    privacyPage,
    inquirySentPage,
    inquiryUnsentPage,
  ];
}

/** works.yaml's pages: each list's further pages (/gallery/2...), one per work in the order given, each series' pages. */
export function worksPages({ lists, series }: { lists: Lists; series: readonly SeriesNamed[] }): Page[] {
  const listPages = (["gallery", "available"] as const).flatMap((name) =>
    furtherPages(pages[name].path, pages[name].title, lists[name].works.length, lists[name].perPage),
  );
  const workPages = [...lists.gallery.works, ...lists.available.works].map((work) =>
    page(workPath(work), work.title, {}),
  );
  const seriesPages = series.flatMap((one) => {
    const { works, perPage } = seriesList(one.works, lists.gallery);
    return [
      page(seriesPath(one), seriesTitle(one.name), {}),
      ...furtherPages(seriesPath(one), seriesTitle(one.name), works.length, perPage),
    ];
  });
  return [...listPages, ...workPages, ...seriesPages];
}

/** The CV's pages: one per exhibition with a page. */
export const exhibitionPages = ({ exhibitions }: { exhibitions: readonly { exhibition: Named }[] }) =>
  exhibitions.map(({ exhibition }) => page(exhibitionPath(exhibition), exhibition.title, {}));

/** rooms.yaml's pages: each open room's and, where there are rooms, the page of a closed one. */
export const roomPages = ({ rooms }: { rooms: readonly { key: string; title: string; open: boolean }[] }) => [
  ...rooms.filter((room) => room.open).map(roomPage),
  ...(rooms.length > 0 ? [roomClosedPage] : []),
];

/** Every page the build makes: each kind's (pipeline/kinds.ts, in its order), then the not-found page. */
export const sitePages = (kindsPages: readonly (readonly Page[])[]): Page[] => [
  ...kindsPages.flat(),
  notFoundPage,
];

/** A series' page's name: "Harbour, a series". */
export const seriesTitle = (name: string) => `${name}, a series`;
