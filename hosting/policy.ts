// How the site is served, defined once: security headers, caching and
// redirects. server.ts reads it directly; the build writes it out for nginx
// (build/nginx/site.conf, included by hosting/nginx.conf) and for Netlify and
// Cloudflare Pages (build/client/_headers and _redirects).

import { editorPage, errorPages, type Page } from "../rules/pages.ts";
import { roomsPrefix } from "../rules/rooms.ts";
import { artistCookieHeader } from "../rules/visits.ts";
import { iiifPrefix, manifestPath } from "../rules/zoom.ts";
import { scriptHash } from "./script-hashes.ts";

/**
 * A viewing room as the servers know it: its key, the day it closes, if it does, and the instant
 * that day ends in her zone (rules/rooms.ts's closingOf), by which every server decides; for `npm run
 * visits`, its title and its works' ids and titles.
 */
export type BuiltRoom = {
  key: string;
  closes?: string | undefined;
  closing?: string | undefined;
  title?: string | undefined;
  works?: readonly { id: number; title: string }[] | undefined;
};

/**
 * The hashes ('sha256-…') of what the policy allows inline: the site's own scripts
 * (rules/inline-scripts.ts), and the text of its stylesheet, which every page carries in its
 * <head> (app/root.tsx).
 */
export type InlineHashes = {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
};

/**
 * What the servers read of a build (build/site.json, outside the folder any server serves): its
 * pages, the hashes of their inline scripts and stylesheet, and every viewing room, open or
 * closed, so that `npm start` answers a closed room's addresses with 410 Gone from its closing day.
 */
export type BuiltSite = InlineHashes & {
  pages: readonly Page[];
  rooms: readonly BuiltRoom[];
  /** The artist's address, where `npm start` e-mails each inquiry when SMTP settings are given. */
  inquiriesTo?: string;
  /** Whether the rooms' pages ask their visits to be recorded (site.yaml's roomVisits, rules/visits.ts). */
  roomVisits?: boolean;
  /** Her time zone (site.yaml's timeZone), in which every time she is told is written; UTC without it. */
  timeZone?: string;
};

/** Hashed build output: its names change with its content. */
export const immutablePrefix = "/assets/";

export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  // Pages and every other file: cached, but checked (ETag) on every visit.
  revalidate: "no-cache",
} as const;

/**
 * The works' tiles, under a folder named by their photograph's bytes: they never change (their
 * info.json, which names the site's address, may). As the hosts' rules write them.
 */
export const immutableTiles = `${iiifPrefix}*/0/default.jpg`;
const isTile = (pathname: string) => pathname.startsWith(iiifPrefix) && pathname.endsWith("/0/default.jpg");

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(immutablePrefix) || isTile(pathname)
    ? cacheControl.immutable
    : cacheControl.revalidate;
}

/**
 * The one <style> element a script of the site adds: the zoom's viewer (OpenSeadragon, in its
 * own words) turns off its canvas's focus ring on touch screens. Allowed by its hash, as the
 * inline scripts are; policy.test.ts checks that the installed viewer still writes exactly this.
 */
export const zoomViewerStyle =
  "@media (hover: none) {    .openseadragon-canvas:focus {        outline: none !important;    }}";
const zoomViewerStyleHash = scriptHash(zoomViewerStyle);

/** What every policy of the site shuts: no <base>, no framing, no plugins. */
const lockedDown = ["base-uri 'none'", "frame-ancestors 'none'", "object-src 'none'"];

/**
 * Where a page's form may post: the inquiry form's own address (rules/inquiry.ts), on the site
 * itself. A policy can name a path only with a host, and the host is not one (a deploy preview's,
 * 127.0.0.1 behind nginx): 'self' is the narrowest that holds on every host. The editor posts none.
 */
const pagesFormAction = "form-action 'self'";
const editorFormAction = "form-action 'none'";

/**
 * The Content-Security-Policy. Scripts come from the site itself, plus the
 * prerender's inline scripts, each allowed by the hash of its text: the same
 * few on every page (a page's content and its islands' props are data, which
 * never runs), so one policy serves every answer. Styles likewise: the site's
 * stylesheet, inline in every page, by the hash of its text, and the viewer's one rule.
 */
function contentSecurityPolicy({ scriptHashes, styleHashes }: InlineHashes): string {
  const sources = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`).join(" ");
  return [
    "default-src 'none'",
    `script-src 'self' ${sources(scriptHashes)}`.trim(),
    `style-src 'self' ${sources([zoomViewerStyleHash, ...styleHashes])}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    pagesFormAction,
    ...lockedDown,
  ].join("; ");
}

/** Powerful features the site never uses, switched off for it and anything it embeds. */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The headers every response carries, whatever its status. No Cross-Origin-Opener-Policy (the
 * editor sets its own): reached from a tab without one (a new tab, a search, a mail), a page that
 * sends it has its renderer prepared only once its answer is read, not while it is awaited (its
 * first paint 36-138 ms later on Lighthouse's phone, docs/hosting.md); and the site's pages hold
 * nothing a window that opened them could reach.
 */
export function securityHeaders(hashes: InlineHashes) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(hashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
  };
}

/**
 * The editor's policy (admin/, Sveltia CMS): its own scripts and fonts,
 * the inline styles its components set, the photographs it shows from
 * memory (blob:, data:), and GitHub's API, its status and its avatars for
 * saving on the published site. Drafts need nothing more: their pull requests and their
 * previews' addresses come from GitHub's API, a preview opens in a window of its own, and
 * Netlify's sign-in answers from its window by a message. Nothing else.
 */
const editorPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  editorFormAction,
  ...lockedDown,
].join("; ");

/** The editor's page and files: /admin, and what it loads from /admin/. */
export const isEditorPath = (pathname: string) =>
  pathname.toLowerCase() === editorPage.path || pathname.startsWith(`${editorPage.path}/`);

/**
 * The editor's headers: the site's, with its own policy, kept out of search
 * engines, and out of reach of any window it did not open (its sign-in is in the browser's
 * storage), yet able to open GitHub's sign-in window (and hear back from it).
 */
export function editorHeaders() {
  return {
    ...securityHeaders({ scriptHashes: [], styleHashes: [] }),
    "Content-Security-Policy": editorPolicy,
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  };
}

/**
 * The editor's own page's: its headers, and the mark her browser then carries to her rooms, so
 * that her own visits are not counted (rules/visits.ts). Its files' answers set nothing.
 */
export const editorPageHeaders = () => ({ ...editorHeaders(), "Set-Cookie": artistCookieHeader });

/** The unlisted pages and their files, the viewing rooms (/rooms/…): no other page links them. */
export const unlistedPrefix = roomsPrefix;
export const isUnlistedPath = (pathname: string) => pathname.toLowerCase().startsWith(unlistedPrefix);
/** What every server adds to an unlisted answer: search engines are asked to leave it out. */
export const unlistedHeaders = { "X-Robots-Tag": "noindex" } as const;

/**
 * The files other sites' viewers open (IIIF): the works' tiles with their info.json, at
 * /iiif/…, and each work's manifest, /works/<slug>/manifest.json. As the hosts' rules write them.
 */
export const openDataRules = [`${iiifPrefix}*`, manifestPath({ slug: ":slug" })] as const;
export const isOpenDataPath = (pathname: string) =>
  pathname.startsWith(iiifPrefix) || /^\/works\/[^/]+\/manifest\.json$/.test(pathname);
/** What every server adds to them: any site may fetch them, and show the tiles as images. */
export const openDataHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
} as const;

/** The headers of an answer at `pathname`: the editor's on its own pages (when the build has it), else the site's, with an unlisted page's or an open file's own. */
export function headersFor(pathname: string, hashes: InlineHashes, withEditor: boolean) {
  if (withEditor && isEditorPath(pathname)) {
    return pathname.toLowerCase() === editorPage.path ? editorPageHeaders() : editorHeaders();
  }
  const site = securityHeaders(hashes);
  if (isOpenDataPath(pathname)) return { ...site, ...openDataHeaders };
  return isUnlistedPath(pathname) ? { ...site, ...unlistedHeaders } : site;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Files in the build that are no address of the site: the error pages under their own names, the
 * hosts' rule files, precompressed copies and dotfiles.
 */
export const hiddenPath = new RegExp(
  [
    `^(${errorPages.flatMap((page) => [page.path, `/${page.file}`].map(escapeRegExp)).join("|")})$`,
    "^\\/_(headers|redirects|routes\\.json)$",
    "\\.(br|gz)$",
    "\\/\\.",
  ].join("|"),
);

/**
 * How long a client may take, and how many may be connected at once: an idle connection or a
 * half-sent request is closed within these, so slow or hostile clients cannot hold a server (a
 * browser sends a whole request in milliseconds). `npm start` and nginx.conf keep them; the
 * static hosts' edges have their own.
 */
export const clientLimits = {
  /** A request's headers must have arrived within this. */
  headersSeconds: 10,
  /** A whole request within this. */
  requestSeconds: 20,
  /** A connection on which nothing arrives for this long is closed. */
  idleSeconds: 10,
  /** A kept-alive connection waits this long for its next request. */
  keepAliveSeconds: 5,
  /**
   * Connections at once to `npm start`: when full, a newcomer is let in and an idle or unfinished
   * connection let go for her (hosting/connections.ts).
   */
  connections: 256,
  /**
   * Connections at once from one address to `npm start`: so small a share of the whole that ten
   * addresses hold well under it (a phone's browser opens six at most).
   */
  connectionsPerAddress: 16,
  /**
   * Requests at once from one address to nginx (limit_conn, which counts a connection only while
   * its request is answered, and each of HTTP/2's streams as one): a page and its images over
   * HTTP/2 are a dozen or more at once from one phone.
   */
  requestsPerAddress: 64,
} as const;

/**
 * The path a server finds files by: percent-escapes decoded ("/%5Fheaders" is "/_headers"), so
 * that every spelling of a hidden file's name is hidden. Null for a malformed escape ("/%zz").
 */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * An address with an empty segment ("//rooms/…", "/rooms//…", or "/%2Frooms/…" once decoded) is
 * no page of the site: `npm start` and nginx answer it 404 before anything else, so no spelling
 * of a private or hidden address slips past a rule written for its one spelling.
 */
export const emptySegment = /\/\//;

/** Methods a static site answers; anything else is 405. */
export const allowedMethods = ["GET", "HEAD"] as const;

/**
 * Where an address that is not canonical should go (308), or undefined.
 * "/gallery/", "/gallery.html", "/gallery/index.html" and "/GALLERY" lead to
 * "/gallery": the browser's router reads them all as that page (or as none),
 * so the server must send them there. `pages` are the addresses of the built
 * pages (the not-found page has none).
 */
export function canonicalPath(pathname: string, pages: readonly string[]): string | undefined {
  const page =
    pathname
      .toLowerCase()
      .replace(/(\/index)?\.html$/, "")
      .replace(/(.)\/$/, "$1") || "/";
  if (page === pathname) return undefined;
  return pages.includes(page) ? page : undefined;
}
