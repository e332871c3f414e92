import type { z } from "zod";
import type { LinkPlace, Page } from "../rules/pages.ts";
import type { SiteOutput } from "./schema.ts";

// What declares a kind of content: pipeline/kinds.ts lists them, and the reading, the checks, the
// editor, the route table, the pages' registry and the links take each one's from there.

/** A field of site.yaml where she chooses the footer or the menu, as textsLink does for Texts and press. */
type PlaceChoice = {
  [Field in keyof SiteOutput]-?: NonNullable<SiteOutput[Field]> extends LinkPlace ? Field : never;
}[keyof SiteOutput];

/**
 * A function of the catalogue (pipeline/catalogue.ts), taking the parts of it it needs: `never`
 * lets a declaration name those parts alone, and the catalogue, which has them all, is given.
 */
type OfCatalogue<Result> = (catalogue: never) => Result;

/** A route a kind's pages or files are drawn by (app/routes.ts). */
export type KindRoute = {
  /** Its address, or its pattern (/works/:slug); "/" is the index route. */
  path: string;
  /** Its module, in app/. */
  module: string;
  /** A file, not a page (a work's JSON): outside the top bar's layout. */
  resource?: true;
  /** When the table has it; without it, when a page of the registry is at an address it matches
   * (a route with a loader needs a page to prerender). */
  when?: OfCatalogue<boolean>;
};

/** A kind of content: one YAML file of content/, and what the site makes of it. */
export type Kind = {
  /** Its file: content/<name>.yaml. */
  name: string;
  /** The file as the build validates it (pipeline/load.ts). */
  schema: z.ZodType;
  /** Its form in the editor: its label, the file as the form holds it if not as above, and the page a draft of it is best looked at on. */
  editor: { label: string; schema?: z.ZodType; preview?: string };
  /** Its pages on the day of the build, in the registry's order (rules/pages.ts makes each). */
  pages?: OfCatalogue<readonly Page[]>;
  /** Its routes, in the route table's order. */
  routes?: readonly KindRoute[];
  /** Where `page` is linked, when its pages have it: `place`, unless site.yaml's field `choice` names the other. */
  link?: { page: Page & { label: string }; place: LinkPlace; choice?: PlaceChoice };
} & (
  | { optional: false }
  | {
      /** A site may leave the file out: then it has none of the kind's pages or links. */
      optional: true;
      /** What the file left out, or holding comments alone, is read as (through `schema`). */
      empty: unknown;
    }
);
