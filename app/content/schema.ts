import { z } from "zod";
import { parseDimensions } from "../lib/dimensions.ts";
import { parseFocus } from "../lib/proportions.ts";
import { slugify } from "../lib/slug.ts";

// The shape of the files in content/. The build validates them with these
// schemas (app/content/load.ts); the app imports only the types, so no
// validation code reaches the browser. The messages are the artist's: they
// say what to write, in her words.

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

/** A path inside content/images/ to a photograph: letters, digits, spaces and _ . ( ) - in its name. */
const imageFile = text
  .refine((file) => !/\.hei[cf]$/i.test(file), { message: heicAdvice, abort: true })
  .refine((file) => /\.(jpe?g|png|webp|avif|tiff?)$/i.test(file), {
    message: "must be a JPEG, PNG, WebP, AVIF or TIFF photograph (.jpg, .png, .webp, .avif or .tif)",
    abort: true,
  })
  .refine(
    (file) => /^[\p{L}\p{N} _.()-]+(\/[\p{L}\p{N} _.()-]+)*$/u.test(file) && !/(^|\/)\.\.?\//.test(file),
    {
      message:
        "must be a file inside content/images/, e.g. works/17.jpg, named with letters, digits, spaces and _ . ( ) -",
    },
  );

/** Years are text (e.g. "2025"); a bare number in YAML is accepted too. */
const year = z
  .union([z.string(), z.number().int()], { error: orMissing("must be a four-digit year, e.g. 2025") })
  .transform(String)
  .pipe(z.string().regex(/^\d{4}$/, "must be a four-digit year, e.g. 2025"));

const id = z
  .number({ error: orMissing("must be a whole number, e.g. 17") })
  .int("must be a whole number, e.g. 17")
  .positive("must be a whole number above 0, e.g. 17");

const workSchema = z.strictObject({
  id,
  title: text,
  year,
  medium: text,
  // Search engines read the height and width from it (app/lib/meta.ts).
  dimensions: text.refine((value) => parseDimensions(value) !== null, {
    message: "must be height x width and a unit (cm, mm or in), e.g. 160 x 110 cm",
  }),
  image: imageFile,
  // What the lists' 4:5 thumbnail shows of a photograph of other proportions; the middle unless given.
  focus: text
    .refine((value) => parseFocus(value) !== null, {
      message:
        "must be top, bottom, left, right or center, two of them (left top), or two percentages across and down (30% 20%)",
    })
    .optional(),
  // The work's address is /works/<slug>, made from the title unless given here
  // (to keep a work's old address after renaming it, say).
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by -, e.g. low-tide")
    .optional(),
});

const availableWorkSchema = workSchema.extend({
  price: text,
  status: z.enum(["available", "reserved"], { error: orMissing("must be available or reserved") }),
});

/** A work's address: its slug, or one made from its title, or (for a title in another script) its id. */
const withSlug = <Work extends { id: number; title: string; slug?: string | undefined }>(work: Work) => ({
  ...work,
  slug: work.slug ?? (slugify(work.title) || `work-${work.id}`),
});

export const worksSchema = z.strictObject({
  gallery: z.array(workSchema.transform(withSlug)).min(1, "needs at least one work"),
  available: z.array(availableWorkSchema.transform(withSlug)),
});

const page = z.strictObject({ description: text });

/** An https:// address of a site's home page, kept as its origin: "https://example.com". */
const siteUrl = z
  .url({ protocol: /^https$/, error: "must be an https:// address, e.g. https://www.example.com" })
  .refine((url) => new URL(url).pathname === "/", "must be the address of the home page alone")
  .transform((url) => new URL(url).origin);

export const siteSchema = z.strictObject({
  siteUrl,
  artist: z.strictObject({
    name: text,
    role: text,
    email: z.email("must be an e-mail address, e.g. studio@example.com"),
    city: text,
    social: z.strictObject({
      label: text,
      url: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
    }),
    portrait: z.strictObject({ image: imageFile, alt: text }),
  }),
  homeFooterName: text,
  home: page.extend({
    tagline: text,
    biography: z.array(text).min(1, "needs at least one paragraph"),
    featuredWork: id,
    recentWorks: z
      .array(id)
      .min(1, "must list one to three works of the gallery by id, e.g. [1, 3, 4]")
      .max(3, "must list one to three works of the gallery by id, e.g. [1, 3, 4]"),
  }),
  gallery: page.extend({ intro: text }),
  available: page.extend({ intro: text }),
  contact: page.extend({ invitation: text }),
});

export const cvSchema = z.strictObject({
  education: z.array(z.strictObject({ years: text, qualification: text, institution: text })),
  exhibitions: z.array(z.strictObject({ year, title: text, kind: text, venue: text })),
  collections: z.array(text),
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

/** A work's photograph whole, and cut to 4:5 for the lists when it is not 4:5 already. */
type Photographs = { picture: Picture; thumbnail?: Picture };
type WorksData = z.output<typeof worksSchema>;
export type GalleryWork = WorksData["gallery"][number] & Photographs;
export type AvailableWork = WorksData["available"][number] & Photographs;
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
