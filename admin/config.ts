import { z } from "zod";
import { type EditorMeta, longest } from "../pipeline/fields.ts";
import { cvSchema, roomsFileSchema, siteSchema, worksSchema } from "../pipeline/schema.ts";
import { pages } from "../rules/pages.ts";

// The editor's configuration (Sveltia CMS), made from the content schema: one
// form field per field of content/, with the schema's label, hint, checks and
// choices (pipeline/schema.ts), so the editor and the build cannot disagree
// on what a file may hold.

/** A field of the editor's form: Sveltia CMS's field options. */
export type EditorField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  pattern?: readonly [string, string];
  [option: string]: unknown;
};

/** A node of the schema's JSON Schema (zod's, on the input side), with the editor's metadata. */
type Node = Partial<EditorMeta> & {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
};

/** A work as the editor offers it by title: its id is what is written. */
type WorkChoice = { id: number; title: string; year: string };

/** What the editor's forms are made for: the content folder, and the works to choose from. */
type Options = { contentFolder: string; works: readonly WorkChoice[] };

/** The relation to the works of the gallery, shown by title (the value written is the work's id). */
const galleryWork = {
  widget: "relation",
  collection: "_singletons",
  file: "works",
  value_field: "gallery.*.id",
  display_fields: ["gallery.*.title"],
  search_fields: ["gallery.*.title"],
};

function formField(name: string, node: Node, required: boolean, at: string, options: Options): EditorField {
  if (!node.title)
    throw new Error(`${at}: the content schema gives this field no editor label (.meta title)`);
  const base = {
    name,
    label: node.title,
    ...(node.description && { hint: node.description }),
    ...(!required && { required: false as const }),
    // Sveltia CMS reads a pattern's flags from the form "/pattern/flags".
    ...(node.check && {
      pattern: [`/${node.check.pattern}/${node.check.flags}`, node.check.message] as const,
    }),
  };
  // Sveltia CMS counts a text's characters as the build does, and says when there are too many.
  const length = node.maxLength === undefined ? {} : { maxlength: node.maxLength };
  const images = `${options.contentFolder}/images`;
  switch (node.input) {
    case "id":
      // Given by admin/main.ts when a work is saved: the artist never types one.
      return { name, label: node.title, widget: "hidden" };
    case "work":
      return { ...base, ...galleryWork };
    case "works":
      return { ...base, ...galleryWork, multiple: true, min: node.minItems, max: node.maxItems };
    case "anyWorks":
      // One relation reads one list of a file: works of both lists are offered as they were
      // when the editor was built (a work added since appears after the next publish).
      return {
        ...base,
        widget: "select",
        multiple: true,
        options: options.works.map((work) => ({ label: `${work.title} (${work.year})`, value: work.id })),
      };
    case "roomKey":
      // Made by the editor when the room is added, and never edited: a UUID's 122 random bits,
      // in 26 lower-case letters and digits 2 to 7 (Base32), as hard to guess as the build asks
      // (rules/rooms.ts).
      return {
        name,
        label: node.title,
        ...(node.description && { hint: node.description }),
        widget: "uuid",
        use_b32_encoding: true,
      };
    case "roomWorks":
      // Each work chosen by its title from both lists, with a price for the room if it has one.
      return {
        ...base,
        widget: "list",
        ...(node.minItems && { min: node.minItems }),
        summary: "{{fields.id}}",
        fields: [
          {
            name: "id",
            label: "Work",
            widget: "select",
            options: options.works.map((work) => ({ label: `${work.title} (${work.year})`, value: work.id })),
          },
          {
            name: "price",
            label: "Price in this room",
            hint: "As a work's price is written: 4800, or text. Empty: the work's own.",
            widget: "string",
            maxlength: longest.name,
            required: false as const,
          },
        ],
      };
    case "day":
      return { ...base, widget: "datetime", time_format: false, format: "YYYY-MM-DD" };
    case "photograph":
      return {
        ...base,
        widget: "image",
        // From the repository's root (a leading "/"): without it, the folder is the file's own.
        media_folder: `/${images}/works`,
        public_folder: "/works",
        ...photoOptions,
      };
    case "installation":
      return {
        ...base,
        widget: "image",
        media_folder: `/${images}/exhibitions`,
        public_folder: "/exhibitions",
        ...photoOptions,
      };
    case "portrait":
      return { ...base, widget: "image", media_folder: `/${images}`, public_folder: "/", ...photoOptions };
    case "paragraph":
      return { ...base, ...length, widget: "text" };
    case "number":
      return { ...base, widget: "number", value_type: "int", ...node.range };
  }
  if (node.enum) return { ...base, widget: "select", options: node.enum };
  if (node.type === "object") return { ...base, widget: "object", fields: formFields(node, at, options) };
  if (node.type === "array" && node.items) {
    const limits = {
      ...(node.minItems && { min: node.minItems }),
      ...(node.maxItems && { max: node.maxItems }),
    };
    if (node.items.type === "object") {
      const fields = formFields(node.items, `${at}[]`, options);
      const names = fields.map((field) => field.name);
      return {
        ...base,
        ...limits,
        widget: "list",
        fields,
        // A work is listed by its title and year, beside its photograph.
        ...(names.includes("title") && {
          summary: `{{fields.title}}${names.includes("year") ? " ({{fields.year}})" : ""}`,
        }),
        // A work's other photographs, by their description.
        ...(!names.includes("title") && names.includes("alt") && { summary: "{{fields.alt}}" }),
        ...(names.includes("image") && { thumbnail: "image", collapsed: true }),
      };
    }
    return {
      ...base,
      ...limits,
      widget: "list",
      field: formField(name, node.items, true, `${at}[]`, options),
    };
  }
  return { ...base, ...length, widget: "string" };
}

function formFields(node: Node, at: string, options: Options): EditorField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    formField(name, child, node.required?.includes(name) ?? false, `${at}.${name}`, options),
  );
}

/**
 * A content file in the editor: its form, read and written by its own format (admin/format.ts),
 * and the page of the site that shows it (`previewPath`).
 */
function singleton(name: string, label: string, schema: z.ZodType, options: Options, previewPath?: string) {
  const file = `${name}.yaml`;
  return {
    name,
    label,
    file: `${options.contentFolder}/${file}`,
    format: `content-${name}`,
    ...(previewPath && { preview_path: previewPath }),
    fields: fieldsOf(schema, file, options),
  };
}

/** A content file's schema as the editor's fields. */
function fieldsOf(schema: z.ZodType, file: string, options: Options): EditorField[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;
  return formFields(json, file, options);
}

/** Photographs as the build takes them (pipeline/schema.ts): not an iPhone's HEIC, which browsers cannot show. */
const photoOptions = {
  accept: "image/jpeg,image/png,image/webp,image/avif,image/tiff",
  choose_url: false,
};

/**
 * Where the published site's editor saves: the site's repository on GitHub, how the artist signs
 * in (Netlify's GitHub sign-in, unless she names a helper of her own), and whether a save is a
 * draft first.
 */
type Repository = {
  repository: string;
  branch?: string | undefined;
  signIn?: string | undefined;
  publish?: "as drafts" | "at once" | undefined;
};

/**
 * The editor's whole configuration. Without `repository` (on the artist's own
 * computer, `npm run admin`) the GitHub settings are placeholders: the editor
 * works on the folder she chooses ("Work with Local Repository"). With it, a save
 * is a draft (a pull request, which the host builds as a preview) until she
 * publishes it, unless she chose to publish each save at once.
 */
export function editorConfig({
  contentFolder = "content",
  artist,
  siteUrl,
  works = [],
  repository,
}: {
  contentFolder?: string;
  artist: string;
  /** The published site's address, for the editor's links to it. */
  siteUrl?: string | undefined;
  /** Every work, for the fields that choose among them all. */
  works?: readonly WorkChoice[];
  repository?: Repository | undefined;
}) {
  const options = { contentFolder, works };
  const drafts = repository !== undefined && repository.publish !== "at once";
  return {
    load_config_file: false,
    app_title: `${artist}: the site's editor`,
    backend: {
      name: "github" as const,
      repo: repository?.repository ?? "artist/website",
      // Without a branch, the repository's own (main, as GitHub makes it).
      ...(repository?.branch && { branch: repository.branch }),
      ...(repository?.signIn && { base_url: repository.signIn }),
    },
    ...(drafts && { publish_mode: "editorial_workflow" as const }),
    ...(siteUrl && { site_url: siteUrl }),
    media_folder: `${contentFolder}/images`,
    public_folder: "/",
    // The artist's own photographs only: no stock photo services (the CSP would refuse them too).
    media_libraries: { stock_assets: false as const },
    // No empty optional fields: the build reads an empty one as a mistake.
    output: { omit_empty_optional_fields: true },
    // Each file with the page a draft of it is best looked at on (its preview's address and this).
    singletons: [
      singleton("works", "Works", worksSchema, options, pages.gallery.path),
      singleton("site", "Artist and pages", siteSchema, options, pages.home.path),
      singleton("cv", "CV", cvSchema, options, pages.home.path),
      singleton("rooms", "Viewing rooms", roomsFileSchema, options),
    ],
  };
}
