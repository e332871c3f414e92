import { pages } from "../rules/pages.ts";
import type { Kind } from "./kind.ts";
import { cvSchema, roomsFileSchema, roomsSchema, siteSchema, worksSchema } from "./schema.ts";
import { texts } from "./texts.ts";

// Every kind of content, each declared once, in the order the editor lists them: reading
// (pipeline/read.ts), validating (pipeline/load.ts), the editor's forms (admin/config.ts), the route
// table (app/routes.ts) and the pages' registry (pipeline/catalogue.ts) take them from here.
// Works, the CV and the rooms still make their pages in rules/pages.ts and app/routes.ts by hand.

export const site = {
  name: "site",
  optional: false,
  schema: siteSchema,
  editor: { label: "Artist and pages", preview: pages.home.path },
} as const satisfies Kind;

export const works = {
  name: "works",
  optional: false,
  schema: worksSchema,
  editor: { label: "Works", preview: pages.gallery.path },
} as const satisfies Kind;

export const cv = {
  name: "cv",
  optional: false,
  schema: cvSchema,
  editor: { label: "CV", preview: pages.home.path },
} as const satisfies Kind;

/** The viewing rooms: a list, which the editor's form holds under one field, `rooms` (admin/format.ts). */
export const rooms = {
  name: "rooms",
  optional: true,
  schema: roomsSchema,
  editor: { label: "Viewing rooms", schema: roomsFileSchema },
} as const satisfies Kind;

export const kinds = [site, works, cv, rooms, texts] as const;
export type KindName = (typeof kinds)[number]["name"];
/** The files a site may leave out, and those it must have. */
export type OptionalName = Extract<(typeof kinds)[number], { optional: true }>["name"];
export type RequiredName = Exclude<KindName, OptionalName>;

/** The kinds a site must have. */
export const requiredKinds = kinds.filter((kind) => !kind.optional);
