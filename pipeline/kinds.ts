import {
  exhibitionPages,
  exhibitionPath,
  inquirySentPage,
  inquiryUnsentPage,
  pages,
  privacyPage,
  roomClosedPage,
  roomPages,
  seriesPath,
  sitewidePages,
  workDataPath,
  workPath,
  worksPages,
} from "../rules/pages.ts";
import { roomPath } from "../rules/rooms.ts";
import { manifestPath } from "../rules/zoom.ts";
import type { Kind } from "./kind.ts";
import { cvSchema, roomsFileSchema, roomsSchema, siteSchema, worksSchema } from "./schema.ts";
import { texts } from "./texts.ts";

// Every kind of content, each declared once, in the order the editor lists them: reading
// (pipeline/read.ts), validating (pipeline/load.ts), the editor's forms (admin/config.ts), the route
// table (app/routes.ts) and the pages' registry (pipeline/catalogue.ts) take them from here, the
// pages and the routes in this order.

/**
 * site.yaml: the site's own pages, those every site has, whatever its files list: the top bar's
 * four (the lists' first pages among them, which site.yaml names and sizes), the privacy page and
 * the inquiry form's answers. The lists' further pages are the works'.
 */
export const site = {
  name: "site",
  optional: false,
  schema: siteSchema,
  editor: { label: "Artist and pages", preview: pages.home.path },
  pages: sitewidePages,
  routes: [
    { path: pages.home.path, module: "routes/home.tsx" },
    // A list's first page, then /gallery/2 and on.
    { path: `${pages.gallery.path}/:page?`, module: "routes/gallery.tsx" },
    { path: `${pages.available.path}/:page?`, module: "routes/available.tsx" },
    { path: pages.contact.path, module: "routes/contact.tsx" },
    { path: privacyPage.path, module: "routes/privacy.tsx" },
    // The inquiry form's answers: taken, and (no address of its own) not taken.
    { path: inquirySentPage.path, module: "routes/inquiry-sent.tsx" },
    { path: inquiryUnsentPage.path, module: "routes/inquiry-unsent.tsx" },
  ],
} as const satisfies Kind;

/** A work's data and manifest are files, not pages of the registry: there with a work. */
const withWork = ({ works }: { works: ReadonlyMap<number, unknown> }) => works.size > 0;

export const works = {
  name: "works",
  optional: false,
  schema: worksSchema,
  editor: { label: "Works", preview: pages.gallery.path },
  pages: worksPages,
  routes: [
    { path: workPath({ slug: ":slug" }), module: "routes/work.tsx" },
    // A series' first page, then /series/<slug>/2 and on.
    { path: `${seriesPath({ slug: ":slug" })}/:page?`, module: "routes/series.tsx" },
    // A work's data for the viewer of a list that does not carry it: /works/<slug>.json.
    { path: workDataPath({ slug: ":slug" }), module: "routes/work-data.ts", resource: true, when: withWork },
    // A work's IIIF manifest, for museums' viewers: /works/<slug>/manifest.json.
    {
      path: manifestPath({ slug: ":slug" }),
      module: "routes/work-manifest.ts",
      resource: true,
      when: withWork,
    },
  ],
} as const satisfies Kind;

export const cv = {
  name: "cv",
  optional: false,
  schema: cvSchema,
  editor: { label: "CV", preview: pages.home.path },
  pages: exhibitionPages,
  routes: [{ path: exhibitionPath({ slug: ":slug" }), module: "routes/exhibition.tsx" }],
} as const satisfies Kind;

/** The viewing rooms: a list, which the editor's form holds under one field, `rooms` (admin/format.ts). */
export const rooms = {
  name: "rooms",
  optional: true,
  empty: [],
  schema: roomsSchema,
  editor: { label: "Viewing rooms", schema: roomsFileSchema },
  pages: roomPages,
  routes: [
    // A viewing room: unlisted, at its key, while it is open; then, and at any other address
    // under /rooms/, that it has closed. Only while one is open: the closed page matches its pattern too.
    {
      path: roomPath({ key: ":key" }),
      module: "routes/room.tsx",
      when: ({ rooms }: { rooms: readonly { open: boolean }[] }) => rooms.some((room) => room.open),
    },
    { path: roomClosedPage.path, module: "routes/room-closed.tsx" },
  ],
} as const satisfies Kind;

export const kinds = [site, works, cv, rooms, texts] as const;
export type KindName = (typeof kinds)[number]["name"];
/** The files a site may leave out, and those it must have. */
export type OptionalName = Extract<(typeof kinds)[number], { optional: true }>["name"];
export type RequiredName = Exclude<KindName, OptionalName>;

/** The kinds a site must have. */
export const requiredKinds = kinds.filter((kind) => !kind.optional);
