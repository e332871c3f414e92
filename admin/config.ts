import { z } from "zod";
import { type EditorMeta, longest } from "../pipeline/fields.ts";
import { isExampleAddress } from "../pipeline/host.ts";
import type { Kind } from "../pipeline/kind.ts";
import { kinds } from "../pipeline/kinds.ts";
import { worksSchema } from "../pipeline/schema.ts";
import { importEntry, importFolder } from "../pipeline/spreadsheet/uploads.ts";
import { roomsPrefix } from "../rules/rooms.ts";
import { downloads } from "./downloads.ts";
import { galleryTitle, lists, shownIn } from "./works.ts";

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
  default?: unknown;
};

/** The collection the editor opens on: the site's files, with the first steps for a site still the sample's. */
const filesCollection = "site";

/** How a save reaches the site: written to her folder, a draft until published, or live at once. */
type Publishing = "local" | "drafts" | "at once";

/** What the editor's forms are made for: the content folder, the rooms' address, how a save is published. */
type Options = { contentFolder: string; roomsAddress: string | undefined; publishing: Publishing };

/** The works file's works, chosen by title (the value written is the work's id): it is read as last saved. */
const workChoice = (titleField: string) => ({
  widget: "relation",
  collection: filesCollection,
  file: "works",
  value_field: "works.*.id",
  // The relation makes one choice per work that has the first field it shows (admin/works.ts).
  display_fields: [`{{works.*.${titleField}}} ({{works.*.year}})`],
  search_fields: [`works.*.${titleField}`],
});

/** Works of the gallery alone, as Home shows (pipeline/left-out.ts). */
const galleryWork = workChoice(galleryTitle);
/** Works of both lists, as an exhibition or a room shows. */
const anyWork = workChoice("title");

/** When a work just added can be chosen: a relation reads the works as saved (or, with drafts, as published). */
const choiceNote: Record<Publishing, string> = {
  local: "A work just added can be chosen once Works is saved.",
  "at once": "A work just added can be chosen once Works is saved.",
  drafts: "A work just added can be chosen once Works is saved and published: a draft's works cannot be.",
};

/** When a room's page exists. */
const roomNote: Record<Publishing, string> = {
  local: "The room opens once the site is published with it.",
  "at once": "The room opens a few minutes after you save it, once the site is rebuilt.",
  drafts: "With drafts, the room exists only once published: send its address then.",
};

/**
 * The key field's words when no site address is known (none in site.yaml, none from the host): the
 * key alone, and how to see the whole address, rather than a part of it she might send.
 */
const noAddressNote: Record<Publishing, string> = {
  local:
    "Your site's address is not known here, so this is the room's key alone: the address to send is your site's address, then /rooms/ and this key. Fill in Site address (Artist and pages), then stop npm run admin and start it again: it shows here whole.",
  "at once":
    "Your site's address is not known, so this is the room's key alone: the address to send is your site's address, then /rooms/ and this key. Fill in Site address (Artist and pages) and save: once the site is rebuilt, it shows here whole.",
  drafts:
    "Your site's address is not known, so this is the room's key alone: the address to send is your site's address, then /rooms/ and this key. Fill in Site address (Artist and pages) and publish it: once the site is rebuilt, it shows here whole.",
};

const withNote = (hint: string | undefined, note: string) => (hint ? `${hint} ${note}` : note);

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
      return { ...base, hint: withNote(base.hint, choiceNote[options.publishing]), ...galleryWork };
    case "works":
    case "anyWorks":
      // Home's recent works are the gallery's; an exhibition's, of either list.
      return {
        ...base,
        hint: withNote(base.hint, choiceNote[options.publishing]),
        ...(node.input === "works" ? galleryWork : anyWork),
        multiple: true,
        ...(node.minItems && { min: node.minItems }),
        ...(node.maxItems && { max: node.maxItems }),
      };
    case "roomKey":
      // Made by the editor when the room is added, and never edited: a UUID's 122 random bits,
      // in 26 lower-case letters and digits 2 to 7 (Base32), as hard to guess as the build asks
      // (rules/rooms.ts). The field shows the room's whole address, to copy; the file has the key.
      return {
        name,
        label: node.title,
        hint: [
          node.description,
          roomNote[options.publishing],
          !options.roomsAddress && noAddressNote[options.publishing],
        ]
          .filter(Boolean)
          .join(" "),
        widget: "uuid",
        use_b32_encoding: true,
        ...(options.roomsAddress && { prefix: options.roomsAddress }),
      };
    case "roomWorks":
      // Each work chosen by its title from both lists, with a price for the room if it has one.
      return {
        ...base,
        hint: withNote(base.hint, choiceNote[options.publishing]),
        widget: "list",
        ...(node.minItems && { min: node.minItems }),
        summary: "{{fields.id}}",
        fields: [
          { name: "id", label: "Work", ...anyWork },
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
      // No `format`: a day is stored as the date box's own YYYY-MM-DD, and the preview shows it as
      // her browser writes dates, as the box does (a `format` would show it as stored).
      return { ...base, widget: "datetime", time_format: false };
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
    case "pdf":
      // A text's PDF, beside the photographs; the site serves it at /texts/<name>.pdf.
      return {
        ...base,
        widget: "file",
        media_folder: `/${images}/texts`,
        public_folder: "/texts",
        accept: "application/pdf",
        choose_url: false,
      };
    case "portrait":
      return { ...base, widget: "image", media_folder: `/${images}`, public_folder: "/", ...photoOptions };
    case "paragraph":
      return { ...base, ...length, widget: "text" };
    case "number":
      return { ...base, widget: "number", value_type: "int", ...node.range };
  }
  if (node.enum) return { ...base, widget: "select", options: node.enum };
  if (node.type === "boolean")
    return {
      ...base,
      widget: "boolean",
      ...(typeof node.default === "boolean" && { default: node.default }),
    };
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
function contentFile(
  name: string,
  label: string,
  fields: EditorField[],
  options: Options,
  previewPath?: string,
) {
  return {
    name,
    label,
    file: `${options.contentFolder}/${name}.yaml`,
    format: `content-${name}`,
    ...(previewPath && { preview_path: previewPath }),
    fields,
  };
}

/** A content file's schema as JSON Schema, with the editor's metadata. */
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;

/** A content file's schema as the editor's fields. */
function fieldsOf(schema: z.ZodType, file: string, options: Options): EditorField[] {
  return formFields(jsonOf(schema), file, options);
}

/**
 * works.yaml's two lists as one (admin/works.ts): a work of either list, with where it is shown,
 * and a price and a status, which only a work for sale keeps.
 */
function worksFields(options: Options): EditorField[] {
  const json = jsonOf(worksSchema);
  const [gallery, available] = lists.map((list) => json.properties?.[list]);
  if (!json.title || !gallery?.title || !available?.title || !available.items)
    throw new Error("works.yaml: the content schema gives its lists no editor labels (.meta title)");
  // A work for sale's fields; those a work of the gallery has not (its price and status) are optional.
  const ofGallery = gallery.items?.properties ?? {};
  const fields = formFields(available.items, "works.yaml works[]", options).map((field) =>
    field.name in ofGallery ? field : { ...field, required: false as const },
  );
  return [
    {
      name: downloads.works,
      label: "Your inventory as a spreadsheet",
      hint: "Every work of this list, in the column names art platforms take (Arternal's), for your insurer, accountant or a gallery; made in your browser, never put on the site. A work just added has its number once saved. Each room's own prices: Viewing rooms, at the top; npm run export gives both in one file.",
      widget: downloads.works,
      required: false as const,
    },
    {
      name: "works",
      label: json.title,
      ...(json.description && { hint: json.description }),
      widget: "list",
      label_singular: "Work",
      // Each work by its title and year, and where it is shown, beside its photograph.
      summary: `{{fields.title}} ({{fields.year}}) · {{fields.${shownIn}}}`,
      thumbnail: "image",
      collapsed: true,
      fields: [
        {
          name: shownIn,
          label: "Shown in",
          hint: `Choose ${available.title} to offer a work for sale, ${gallery.title} to show it without a price; it keeps its number and its page's address. A work moved to the ${gallery.title} keeps no price or status: the editor asks before it leaves them out.`,
          widget: "select",
          options: [
            { label: gallery.title, value: "gallery" },
            { label: available.title, value: "available" },
          ],
          default: "gallery",
        },
        ...fields,
        // Given by admin/main.ts when works.yaml is saved: the title of a work of the gallery, for Home's choices.
        { name: galleryTitle, label: "Title in the Gallery", widget: "hidden" },
      ],
    },
  ];
}

/** A kind's form (pipeline/kinds.ts): from its schema, but works.yaml's two lists as one and the site's switch's note. */
function kindFields(kind: Kind, options: Options): EditorField[] {
  if (kind.name === "works") return worksFields(options);
  const fields = fieldsOf(kind.editor.schema ?? kind.schema, `${kind.name}.yaml`, options);
  if (kind.name === "rooms") return [roomPricesField, ...fields];
  const note = readyNote[options.publishing];
  return kind.name === "site" && note
    ? fields.map((field) => (field.name === "ready" ? { ...field, hint: withNote(field.hint, note) } : field))
    : fields;
}

/** The rooms' own prices as a spreadsheet, a row each, to go with the inventory (Works): by the work's number. */
const roomPricesField = {
  name: downloads.rooms,
  label: "Your rooms' prices as a spreadsheet",
  hint: "Each price a room gives a work, a row each: the room, the work's number (site_number in your inventory, from Works) and the price. Made in your browser, never put on the site.",
  widget: downloads.rooms,
  required: false as const,
} satisfies EditorField;

/** What happens once her spreadsheet is saved in Import a spreadsheet, by how a save reaches the site. */
const importNote: Record<Publishing, string> = {
  local:
    "Save, then in a terminal in your site's folder type npm run import: it lists what it will add, change and skip, row by row, and writes nothing until you answer yes.",
  "at once":
    "Save: within a few minutes GitHub opens a pull request (your repository, Pull requests) listing what it adds, changes and skips, row by row. Merge it to add the works; close it to leave your site as it is.",
  drafts:
    "Save, set Status (at the top) to Ready, then Publish: within a few minutes GitHub opens a pull request (your repository, Pull requests) listing what it adds, changes and skips, row by row. Merge it to add the works; close it to leave your site as it is.",
};

/**
 * Her spreadsheet and photographs put in content/import/, with import.yaml naming them: saved, they
 * are imported by `npm run import` (her computer) or the Import workflow (.github/workflows/import.yml).
 */
function importCollection(options: Options) {
  const folder = `${options.contentFolder}/${importFolder}`;
  const upload = {
    widget: "file",
    media_folder: `/${folder}`,
    public_folder: `/${importFolder}`,
    choose_url: false,
  };
  const fields: EditorField[] = [
    {
      name: "spreadsheet",
      label: "Your spreadsheet",
      hint: "CSV or Excel (.xlsx), one work a row, its first row naming the columns: Title, Year, Size, Price, Status, Inventory number... A row whose inventory number is a work's already here changes that work.",
      ...upload,
      accept: ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    },
    {
      name: "photographs",
      label: "Their photographs",
      hint: "One zip of them, or the photographs themselves, each named as its row's file name or inventory number. Empty when the spreadsheet has a column of image addresses.",
      ...upload,
      multiple: true,
      required: false,
      accept: ".zip,application/zip,image/jpeg,image/png,image/webp,image/avif,image/tiff",
    },
  ];
  return {
    name: importFolder,
    label: "Import a spreadsheet",
    description: `All your works at once, from a spreadsheet (CSV or Excel .xlsx) and their photographs. ${importNote[options.publishing]}`,
    files: [{ name: importFolder, label: "Import a spreadsheet", file: `${folder}/${importEntry}`, fields }],
  };
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
  /** owner/name; without it (no repository known) there is nothing to save to but her folder. */
  repository?: string | undefined;
  branch?: string | undefined;
  signIn?: string | undefined;
  publish?: "as drafts" | "at once" | undefined;
};

/**
 * The text before a room's key in its address: the site's (site.yaml's siteUrl, else the host's:
 * Netlify's URL, the Pages project's SITE_URL). None when only an example's is known: a partial
 * address (/rooms/…) would be one her guest cannot open.
 */
function roomsAddressOf(siteUrl: string | undefined) {
  return siteUrl && !isExampleAddress(siteUrl) ? `${new URL(siteUrl).origin}${roomsPrefix}` : undefined;
}

/**
 * The first screen's words, on one line (Sveltia CMS cuts a collection's description there): what
 * of the sample would still go live under her name (admin/sample.ts), and the switch that ends the
 * sample, the first field of Artist and pages. Without her content to compare, the parts to replace.
 */
export function firstSteps(sample: Sample | undefined): string | undefined {
  if (!sample)
    return "Still the sample? Replace Artist and pages (name, e-mail, portrait, biography), then Works; switch on **My site is ready**.";
  const still = sample.still.join(", ");
  if (sample.ready)
    return still ? `Still the sample's, live under your name: ${still}. Replace them.` : undefined;
  return still
    ? `Still the sample? Replace ${still}; then switch on **My site is ready**.`
    : "The sample's values are all replaced: switch on **My site is ready** (Artist and pages).";
}

/** Whether her site is ready (site.yaml), and what of the sample it still shows, in the first screen's words. */
type Sample = { ready: boolean; still: readonly string[] };

/** "My site is ready"'s hint, after the schema's: with drafts, its save is one, to publish as any other. */
const readyNote: Record<Publishing, string | undefined> = {
  local: undefined,
  "at once": "Once saved, the site is rebuilt without the band in a few minutes.",
  drafts:
    "With drafts, this save is a draft too: here in Artist and pages, set Status (at the top) to Ready, then click Publish and Publish again; the band goes once the site is rebuilt.",
};

/**
 * The first screen's line on Netlify, where the inquiry form reaches her only once she has switched
 * on Netlify's form detection, published again, and added the e-mail notification (the build's log
 * says the same, pipeline/netlify-inquiries.ts).
 */
export const netlifyInquiriesStep =
  "Inquiries reach you once, in Netlify, **Forms > Enable form detection** is on, the site published again (**Deploys > Trigger deploy > Deploy site**), and a form e-mail notification to you added.";

/**
 * The editor's whole configuration. On the artist's own computer (`local`, `npm run admin`, or
 * without `repository`) the GitHub settings are placeholders: the editor works on the folder she
 * chooses ("Work with Local Repository"). With a repository, a save is a draft (a pull request,
 * which the host builds as a preview) until she publishes it, unless she chose to publish each
 * save at once.
 */
export function editorConfig({
  contentFolder = "content",
  artist,
  siteUrl,
  repository,
  local = false,
  onNetlify = process.env.NETLIFY === "true",
  sample,
}: {
  contentFolder?: string;
  artist: string;
  /** The published site's address, for the editor's links to it and the rooms' addresses. */
  siteUrl?: string | undefined;
  repository?: Repository | undefined;
  /** The editor on her own computer, saving into her folder. */
  local?: boolean;
  /** Built by Netlify (its NETLIFY variable): the first screen says what takes the inquiries there. */
  onNetlify?: boolean;
  /** Whether her site is ready and what of the sample it still shows: the first screen names it. */
  sample?: Sample | undefined;
}) {
  const publishing: Publishing =
    local || !repository?.repository ? "local" : repository.publish === "at once" ? "at once" : "drafts";
  const options = { contentFolder, roomsAddress: roomsAddressOf(siteUrl), publishing };
  const description = [firstSteps(sample), onNetlify && !local && netlifyInquiriesStep]
    .filter(Boolean)
    .join(" ");
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
    ...(publishing === "drafts" && { publish_mode: "editorial_workflow" as const }),
    ...(siteUrl && { site_url: siteUrl }),
    media_folder: `${contentFolder}/images`,
    public_folder: "/",
    // The artist's own photographs only: no stock photo services (the CSP would refuse them too).
    media_libraries: { stock_assets: false as const },
    // No empty optional fields: the build reads an empty one as a mistake.
    output: { omit_empty_optional_fields: true },
    // One collection of the site's files, which the editor opens on, in the order she replaces the
    // sample's; each file with the page a draft of it is best looked at on (its preview and this).
    collections: [
      {
        name: filesCollection,
        label: "Your site",
        ...(description && { description }),
        files: kinds.map((kind: Kind) =>
          contentFile(kind.name, kind.editor.label, kindFields(kind, options), options, kind.editor.preview),
        ),
      },
      importCollection(options),
    ],
  };
}
