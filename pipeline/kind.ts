import type { z } from "zod";
import type { LinkPlace, Page } from "../rules/pages.ts";
import type { SiteOutput } from "./schema.ts";

// What declares a kind of content: pipeline/kinds.ts lists them, and the reading, the checks, the
// editor, the route table, the pages' registry and the links take each one's from there.

/** A field of site.yaml where she chooses the footer or the menu, as textsLink does for Texts and press. */
type PlaceChoice = {
  [Field in keyof SiteOutput]-?: NonNullable<SiteOutput[Field]> extends LinkPlace ? Field : never;
}[keyof SiteOutput];

/** A kind of content: one YAML file of content/, and what the site makes of it. */
export type Kind = {
  /** Its file: content/<name>.yaml. */
  name: string;
  /** A site may leave the file out: then it has none of the kind's pages or links. */
  optional: boolean;
  /** The file as the build validates it (pipeline/load.ts). */
  schema: z.ZodType;
  /** Its form in the editor: its label, the file as the form holds it if not as above, and the page a draft of it is best looked at on. */
  editor: { label: string; schema?: z.ZodType; preview?: string };
  /** Its page, when the file has entries: in the registry (rules/pages.ts), the sitemap and the footer or menu. */
  page?: Page & { label: string };
  /** Where its page is linked: `place`, unless site.yaml's field `choice` names the other. */
  link?: { place: LinkPlace; choice?: PlaceChoice };
  /** The route that draws its page (app/routes.ts). */
  route?: { path: string; module: string };
};
