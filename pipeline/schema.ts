import { z } from "zod";
import { dimensionsPattern } from "../app/lib/dimensions.ts";
import { worksPerPage } from "../app/lib/paging.ts";
import { amountOf, priceOnRequest } from "../app/lib/price.ts";
import { focusMessage, focusPattern } from "../app/lib/proportions.ts";
import { slugify } from "../app/lib/slug.ts";

// The shape of the files in content/. The build validates them with these
// schemas (pipeline/load.ts), and the editor at /admin is made from them
// (admin/config.ts): each field's label, hint and checks are written here
// once, for both. The app imports only the types, so no validation code
// reaches the browser. The messages are the artist's: they say what to
// write, in her words.

/**
 * How the editor shows a field (zod's metadata, read through its JSON Schema):
 * `title` is its label and `description` its hint; `check` is a pattern the
 * value must match and the build's message when it does not; `input` is what
 * the editor offers in place of a line of text.
 */
export type EditorMeta = {
  title: string;
  description?: string;
  check?: { pattern: string; flags: string; message: string };
  input?: "paragraph" | "photograph" | "portrait" | "id" | "work" | "works" | "number";
  /** The bounds of a whole number (input "number"). */
  range?: { min: number; max: number };
};
const editor = (meta: EditorMeta) => meta;
/** A check for the editor: the build's pattern (as text: metadata is copied as JSON) and message. */
const check = (pattern: RegExp, message: string) => ({
  pattern: pattern.source,
  flags: pattern.flags,
  message,
});

/** A message for a wrong value, and "is missing" for none. */
const orMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is missing" : message;

/** Text, or a number read as text: a title "1984" may be written without quotes. */
const text = z
  .union([z.string(), z.number()], { error: orMissing("must be text") })
  .transform(String)
  .pipe(z.string().trim().min(1, "must not be empty"));

/** What a phone saves by default, and browsers cannot show. */
export const heicAdvice =
  "is a HEIC photograph (as iPhones save them), which browsers cannot show: save it as JPEG " +
  "(on a Mac, open it in Preview and choose File > Export, Format: JPEG) and name the .jpg here";

/** Text that matches `pattern`, or fails with `message`: the editor checks the same before saving. */
const matching = (pattern: RegExp, message: string) =>
  text.refine((value) => pattern.test(value), message).meta({ check: check(pattern, message) });

const photoFormatMessage =
  "must be a JPEG, PNG, WebP, AVIF or TIFF photograph (.jpg, .png, .webp, .avif or .tif)";
const photoNameMessage =
  "must be a file inside content/images/, e.g. works/17.jpg, named with letters, digits, spaces and _ . ( ) -";
/** A photograph's path inside content/images/; the editor writes it with a leading "/". */
const photoPath =
  /^\/?[\p{L}\p{N} _()-][\p{L}\p{N} _.()-]*(\/[\p{L}\p{N} _()-][\p{L}\p{N} _.()-]*)*\.(jpe?g|png|webp|avif|tiff?)$/iu;

/** A path inside content/images/ to a photograph: letters, digits, spaces and _ . ( ) - in its name. */
const imageFile = text
  .refine((file) => !/\.hei[cf]$/i.test(file), { message: heicAdvice, abort: true })
  .refine((file) => /\.(jpe?g|png|webp|avif|tiff?)$/i.test(file), {
    message: photoFormatMessage,
    abort: true,
  })
  .refine((file) => photoPath.test(file), { message: photoNameMessage })
  .transform((file) => file.replace(/^\//, ""))
  .meta({ check: check(photoPath, photoNameMessage) });

const yearMessage = "must be a four-digit year, e.g. 2025";
const yearPattern = /^\d{4}$/;

/** Years are text (e.g. "2025"); a bare number in YAML is accepted too. */
const year = z
  .union([z.string(), z.number().int()], { error: orMissing(yearMessage) })
  .transform(String)
  .pipe(z.string().regex(yearPattern, yearMessage));

const id = z
  .number({ error: orMissing("must be a whole number, e.g. 17") })
  .int("must be a whole number, e.g. 17")
  .positive("must be a whole number above 0, e.g. 17");

/** A reference to a work of the gallery by its id; the editor offers the works by title and writes the id as text. */
const workId = z
  .union([id, z.string().regex(/^\d+$/).transform(Number)], {
    error: orMissing("must be a whole number, e.g. 17"),
  })
  .pipe(id);

const workSchema = z.strictObject({
  id: id.meta(
    editor({
      title: "Number",
      description: "The work's own number, given by the editor when it is added; it never changes.",
      input: "id",
    }),
  ),
  title: text.meta(editor({ title: "Title" })),
  year: year.meta(
    editor({
      title: "Year",
      description: "The year it was finished, e.g. 2025.",
      check: check(yearPattern, yearMessage),
    }),
  ),
  medium: text.meta(editor({ title: "Medium", description: "e.g. Oil and oil stick on canvas." })),
  // Search engines read the height and width from it (app/lib/meta.ts).
  dimensions: matching(
    dimensionsPattern,
    "must be height x width and a unit (cm, mm or in), e.g. 160 x 110 cm",
  ).meta(
    editor({
      title: "Dimensions",
      description: "Height x width and a unit (cm, mm or in), e.g. 160 x 110 cm.",
    }),
  ),
  image: imageFile.meta(
    editor({
      title: "Photograph",
      description:
        "A JPEG, PNG or WebP photograph of the whole painting, at least 2000 pixels wide if you can: drop it here. Shown whole everywhere; the lists show a 4:5 part of it.",
      input: "photograph",
    }),
  ),
  // What the lists' 4:5 thumbnail shows of a photograph of other proportions; the middle unless given.
  focus: matching(focusPattern, focusMessage)
    .meta(
      editor({
        title: "Part shown in the lists",
        description:
          "For a photograph that is not 4:5: which part the lists show. top, bottom, left, right or center, two of them (left top), or two percentages across and down (30% 20%). Empty: the middle.",
      }),
    )
    .optional(),
  views: z
    .array(
      z.strictObject({
        image: imageFile.meta(
          editor({
            title: "Photograph",
            description: "A detail, an edge, the back, or the work hanging in a room: JPEG, PNG or WebP.",
            input: "photograph",
          }),
        ),
        alt: text.meta(
          editor({
            title: "Description",
            description:
              "What this photograph shows, for those who cannot see it, e.g. Detail of the lower left corner.",
          }),
        ),
      }),
    )
    .meta(
      editor({
        title: "More photographs",
        description:
          "Other views of the work, shown after the main photograph on its page and in the viewer; the lists show the main one alone.",
      }),
    )
    .optional(),
  // The work's address is /works/<slug>, made from the title unless given here
  // (to keep a work's old address after renaming it, say).
  slug: matching(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "must be lower-case letters and digits joined by -, e.g. low-tide",
  )
    .meta(
      editor({
        title: "Address",
        description:
          "The page's address is /works/ and this; empty, it is made from the title. After a title changes, put the old address here to keep links to it working.",
      }),
    )
    .optional(),
});

const priceMessage = "must be an amount in Australian dollars, e.g. 4800, or text, e.g. Price on request";

/**
 * An amount in Australian dollars (4800, or text that reads as one: "4,800",
 * "AUD 4,800", "$4,800.50"), or any other text ("Price on request", the default).
 */
const price = z
  .union([z.number(), z.string()], { error: orMissing(priceMessage) })
  .transform((value) => (typeof value === "number" ? value : (amountOf(value) ?? value.trim())))
  .refine(
    (value) => (typeof value === "number" ? Number.isFinite(value) && value > 0 : value !== ""),
    priceMessage,
  )
  .default(priceOnRequest);

const availableWorkSchema = workSchema.extend({
  price: price.meta(
    editor({
      title: "Price",
      description: `In Australian dollars, e.g. 4800 (shown as AUD 4,800), or text. Empty: ${priceOnRequest}.`,
    }),
  ),
  status: z
    .enum(["available", "reserved", "sold"], { error: orMissing("must be available, reserved or sold") })
    .meta(
      editor({
        title: "Status",
        description:
          "A reserved work shows a Reserved badge and cannot be inquired about; a sold one shows Sold, without its price.",
      }),
    ),
});

/** A work's address: its slug, or one made from its title, or (for a title in another script) its id. */
const withSlug = <Work extends { id: number; title: string; slug?: string | undefined }>(work: Work) => ({
  ...work,
  slug: work.slug ?? (slugify(work.title) || `work-${work.id}`),
});

export const worksSchema = z.strictObject({
  gallery: z
    .array(workSchema.transform(withSlug))
    .min(1, "needs at least one work")
    .meta(
      editor({
        title: "Gallery",
        description: "The works on the Gallery page, in this order.",
      }),
    ),
  available: z.array(availableWorkSchema.transform(withSlug)).meta(
    editor({
      title: "Available works",
      description: "The works for sale on the Available Works page, in this order.",
    }),
  ),
});

const perPageMessage = `must be a whole number from ${worksPerPage.min} to ${worksPerPage.max}, e.g. 12`;

/**
 * How many works one page of a list shows: its cards, its photographs and its viewer's data, so a
 * page weighs the same however long the list grows. Written as a number, or as text by hand.
 */
const perPage = (list: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: perPageMessage })
    .pipe(
      z
        .number()
        .int(perPageMessage)
        .min(worksPerPage.min, perPageMessage)
        .max(worksPerPage.max, perPageMessage),
    )
    .default(worksPerPage.default)
    .meta(
      editor({
        title: "Works per page",
        description: `How many works each page of ${list} shows, from ${worksPerPage.min} to ${worksPerPage.max}; the others follow on further pages. Empty: ${worksPerPage.default}.`,
        input: "number",
        range: { min: worksPerPage.min, max: worksPerPage.max },
      }),
    );

const description = text.meta(
  editor({
    title: "Description for search engines",
    description: "One or two sentences that search results and link previews show under the page's title.",
  }),
);
const page = z.strictObject({ description });

/** An https:// address of a site's home page, kept as its origin: "https://example.com". */
const siteUrl = z
  .url({ protocol: /^https$/, error: "must be an https:// address, e.g. https://www.example.com" })
  .refine((url) => new URL(url).pathname === "/", "must be the address of the home page alone")
  .transform((url) => new URL(url).origin);

const repositoryMessage = "must be the GitHub repository's owner and name, e.g. jane-doe/portfolio";

export const siteSchema = z.strictObject({
  siteUrl: siteUrl.meta(
    editor({
      title: "Site address",
      description:
        "The https:// address of the home page once published, e.g. https://www.example.com. Search engines and link previews use it.",
    }),
  ),
  artist: z
    .strictObject({
      name: text.meta(editor({ title: "Name" })),
      role: text.meta(
        editor({
          title: "Role",
          description: "How search engines and link previews describe you, e.g. Abstract Painter.",
        }),
      ),
      email: z
        .email("must be an e-mail address, e.g. studio@example.com")
        .meta(editor({ title: "E-mail", description: "Where inquiries are sent." })),
      city: text.meta(editor({ title: "City" })),
      social: z
        .strictObject({
          label: text.meta(editor({ title: "Name of the site", description: "e.g. Instagram." })),
          url: z
            .url({ protocol: /^https$/, error: "must be an https:// address" })
            .meta(editor({ title: "Address", description: "The https:// address of your profile." })),
        })
        .meta(editor({ title: "Social profile" })),
      portrait: z
        .strictObject({
          image: imageFile.meta(editor({ title: "Photograph", input: "portrait" })),
          alt: text.meta(
            editor({
              title: "Description",
              description: "What the photograph shows, for those who cannot see it.",
            }),
          ),
        })
        .meta(editor({ title: "Portrait", description: "The photograph of you on the home page." })),
    })
    .meta(editor({ title: "The artist" })),
  homeFooterName: text.meta(
    editor({ title: "Name in the copyright line", description: "At the foot of the home page." }),
  ),
  home: page
    .extend({
      tagline: text.meta(
        editor({ title: "Tagline", description: "The line under your name at the top of the home page." }),
      ),
      biography: z
        .array(text.meta(editor({ title: "Paragraph", input: "paragraph" })))
        .min(1, "needs at least one paragraph")
        .meta(editor({ title: "Biography", description: "One entry per paragraph." })),
      featuredWork: workId.meta(
        editor({
          title: "Featured work",
          description: "The painting beside your name, from the gallery.",
          input: "work",
        }),
      ),
      recentWorks: z
        .array(workId)
        .min(1, "must list one to three works of the gallery by id, e.g. [1, 3, 4]")
        .max(3, "must list one to three works of the gallery by id, e.g. [1, 3, 4]")
        .meta(
          editor({
            title: "Recent works",
            description: "One to three works of the gallery, shown under Recent Works.",
            input: "works",
          }),
        ),
    })
    .meta(editor({ title: "Home page" })),
  gallery: page
    .extend({
      intro: text.meta(editor({ title: "Introduction", input: "paragraph" })),
      perPage: perPage("Gallery"),
    })
    .meta(editor({ title: "Gallery page" })),
  available: page
    .extend({
      intro: text.meta(editor({ title: "Introduction", input: "paragraph" })),
      perPage: perPage("Available Works"),
      soldWorks: z
        .enum(["available", "gallery"], { error: orMissing("must be available or gallery") })
        .default("available")
        .meta(
          editor({
            title: "Sold works",
            description:
              "Where sold works are shown: available (on this page, after the others) or gallery (on the Gallery page, after its works). Empty: available.",
          }),
        ),
    })
    .meta(editor({ title: "Available Works page" })),
  contact: page
    .extend({ invitation: text.meta(editor({ title: "Invitation", input: "paragraph" })) })
    .meta(editor({ title: "Contact page" })),
  editor: z
    .strictObject({
      repository: matching(/^[\w.-]+\/[\w.-]+$/, repositoryMessage).meta(
        editor({
          title: "GitHub repository",
          description:
            "Its owner and name, e.g. jane-doe/portfolio. With it, the published site has this editor at /admin.",
        }),
      ),
      branch: text
        .meta(editor({ title: "Branch", description: "The branch the host publishes. Empty: main." }))
        .optional(),
      signIn: z
        .url({ protocol: /^https$/, error: "must be an https:// address" })
        .meta(
          editor({
            title: "Sign-in helper",
            description:
              "The address of your sign-in helper (see the README). Empty: sign in with a GitHub token.",
          }),
        )
        .optional(),
    })
    .meta(
      editor({
        title: "Editing on the published site",
        description: "Leave empty to edit on your own computer only.",
      }),
    )
    .optional(),
});

export const cvSchema = z.strictObject({
  education: z
    .array(
      z.strictObject({
        years: text.meta(editor({ title: "Years", description: "e.g. 2023-2025." })),
        qualification: text.meta(editor({ title: "Qualification" })),
        institution: text.meta(editor({ title: "Institution" })),
      }),
    )
    .meta(editor({ title: "Education" })),
  exhibitions: z
    .array(
      z.strictObject({
        year: year.meta(editor({ title: "Year", check: check(yearPattern, yearMessage) })),
        title: text.meta(editor({ title: "Title" })),
        kind: text.meta(editor({ title: "Kind", description: "e.g. Solo exhibition, Group exhibition." })),
        venue: text.meta(editor({ title: "Venue" })),
      }),
    )
    .meta(editor({ title: "Exhibitions", description: "Most recent first." })),
  collections: z
    .array(text.meta(editor({ title: "Collection" })))
    .meta(editor({ title: "Collections", description: "Collections that hold your work." })),
});

/** A photograph's responsive sources, made at build time (vite/content-plugin.ts). */
export type Picture = {
  /** A srcset per format: avif, webp, jpeg. */
  sources: Record<string, string>;
  /** The JPEG fallback's largest size. */
  img: { src: string; w: number; h: number };
  /** Its class in the stylesheet (ph-<n>): its proportions (--ratio), and its colours while it loads. */
  photoClass: string;
};

/** Another photograph of a work (a detail, the work in a room), with its own alt text. */
export type View = { alt: string; picture: Picture };
/**
 * A work's photograph whole, cut to 4:5 for the lists when it is not 4:5
 * already, and its other views.
 */
type Photographs = { picture: Picture; thumbnail?: Picture; views?: View[] };
type WorksData = z.output<typeof worksSchema>;
export type GalleryWork = Omit<WorksData["gallery"][number], "views"> & Photographs;
export type AvailableWork = Omit<WorksData["available"][number], "views"> & Photographs;
export type Artwork = GalleryWork | AvailableWork;

/** A page's share image (og:image): its address, description and size in pixels. */
export type ShareImage = { src: string; alt: string; width: number; height: number };

type SiteData = z.output<typeof siteSchema>;
/**
 * site.yaml as every page's script has it (`virtual:content/site`): Home's
 * biography and the portrait are Home's own (`virtual:content/home`).
 */
export type Site = Omit<SiteData, "artist" | "home"> & {
  artist: Omit<SiteData["artist"], "portrait">;
  home: Omit<SiteData["home"], "biography">;
};
/** The artist's portrait, with its photograph. */
export type Portrait = SiteData["artist"]["portrait"] & { picture: Picture };
/** Each page's share image: `virtual:content/share`. */
export type ShareImages = Record<"home" | "gallery" | "available" | "contact", ShareImage>;
export type Cv = z.output<typeof cvSchema>;
