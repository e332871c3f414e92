import { z } from "zod";
import { dimensionsPattern, parseDimensions, sizeProblem } from "../rules/dimensions.ts";
import { parseDay } from "../rules/exhibitions.ts";
import { worksPerPage } from "../rules/paging.ts";
import { amountOf, priceOnRequest } from "../rules/price.ts";
import { slugLength } from "../rules/slug.ts";

// The fields the schema of content/ (schema.ts) is made of: each one's check, its message in the
// artist's words, and how the editor shows it.

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
  input?:
    | "paragraph"
    | "photograph"
    | "installation"
    | "portrait"
    | "id"
    | "work"
    | "works"
    | "anyWorks"
    | "day"
    | "number"
    | "roomKey"
    | "roomWorks"
    | "pdf";
  /** The bounds of a whole number (input "number"). */
  range?: { min: number; max: number };
  /** The most characters of a text (set by `text`): JSON Schema's maxLength, the editor's maxlength. */
  maxLength?: number;
};
export const editor = (meta: EditorMeta) => meta;
/** A check for the editor: the build's pattern (as text: metadata is copied as JSON) and message. */
export const check = (pattern: RegExp, message: string) => ({
  pattern: pattern.source,
  flags: pattern.flags,
  message,
});

/** A message for a wrong value, and "is missing" for none. */
export const orMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is missing" : message;

/** Control characters (but the tab and line breaks of a paragraph): invisible, and no page can show them. */
const control = /(?![\t\n\r])\p{Cc}/u;

/**
 * Why `value` cannot be shown as written, if it cannot: a control character, or half of a
 * character (a lone surrogate) left by a copy that broke an emoji or a rare letter in two.
 */
export function unshowable(value: string): string | undefined {
  const at = (index: number) =>
    `U+${(value.codePointAt(index) ?? 0).toString(16).toUpperCase().padStart(4, "0")}, character ${index + 1}`;
  const controlAt = value.search(control);
  if (controlAt >= 0)
    return `has an invisible control character (${at(controlAt)}): retype the text around it`;
  if (!value.isWellFormed()) {
    const broken = [...value].findIndex((character) => !character.isWellFormed());
    const index = [...value].slice(0, broken).join("").length;
    return `has half of a character (${at(index)}), broken in copying: retype it`;
  }
  return undefined;
}

/**
 * The most characters a text may have, by what it is: enough for any the artist means, and few
 * enough that a page, a share image or a list in an e-mail shows it whole. Counted as the editor
 * counts them (its `maxlength`), so what fits the editor's box passes the build.
 */
export const longest = {
  /** A name or a label: the artist's, a city, a series, a price in words. */
  name: 120,
  /** A title: a work's, an exhibition's, a room's; a venue, a qualification. */
  title: 200,
  /** A sentence or two: a medium, what a photograph shows, a page's description for search engines. */
  sentence: 500,
  /** A paragraph of a biography, an introduction, an exhibition's or a room's words. */
  paragraph: 5000,
} as const;

/** Why `value` is too long for a field of `most` characters, if it is. */
function tooLong(value: string, most: number): string | undefined {
  // By characters as the editor counts them: an emoji is one or a few, an accent written apart one more.
  const length = [...value].length;
  return length > most
    ? `is ${length.toLocaleString("en")} characters long: shorten it to at most ${most.toLocaleString("en")}`
    : undefined;
}

/**
 * Text, or a number read as text (a title "1984" may be written without quotes): not empty, each
 * character one a page can show, and at most `most` characters when given.
 */
const written = (most?: number) =>
  z
    .union([z.string(), z.number()], { error: orMissing("must be text") })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .min(1, "must not be empty")
        .superRefine((value, context) => {
          const long = most === undefined ? undefined : tooLong(value, most);
          // Too long is the one mistake to mend first: the checks that follow are not run.
          if (long) context.addIssue({ code: "custom", message: long, continue: false });
          const problem = long ? undefined : unshowable(value);
          if (problem) context.addIssue({ code: "custom", message: problem });
        }),
    );

/** Text the artist writes freely, of at most `most` characters, e.g. text(longest.name); the editor counts them too. */
export const text = (most: number) => written(most).meta({ maxLength: most });

/** Text of a form of its own (a size, a day, an address): its form bounds its length. */
const formatted = written();

/** What a phone saves by default, and browsers cannot show. */
export const heicAdvice =
  "is a HEIC photograph (as iPhones save them), which browsers cannot show: save it as JPEG " +
  "(on a Mac, open it in Preview and choose File > Export, Format: JPEG) and name the .jpg here";

/** Text that matches `pattern`, or fails with `message`: the editor checks the same before saving. */
export const matching = (pattern: RegExp, message: string) =>
  formatted.refine((value) => pattern.test(value), message).meta({ check: check(pattern, message) });

const photoFormatMessage =
  "must be a JPEG, PNG, WebP, AVIF or TIFF photograph (.jpg, .png, .webp, .avif or .tif)";
const photoNameMessage =
  "must be a file inside content/images/, e.g. works/17.jpg, named with letters, digits, spaces and _ . ( ) -";
/** The build names each encoded file after its photograph, with a hash and a size: names stay well within a disk's 255 bytes. */
const photoNameLength = 120;
/** A photograph's whole path, its folders too: well within the 4,096 bytes a disk takes. */
const photoPathLength = 1000;
/** A photograph's path inside content/images/; the editor writes it with a leading "/". */
const photoPath =
  /^\/?[\p{L}\p{N} _()-][\p{L}\p{N} _.()-]*(\/[\p{L}\p{N} _()-][\p{L}\p{N} _.()-]*)*\.(jpe?g|png|webp|avif|tiff?)$/iu;

/** A path inside content/images/ to a photograph: letters, digits, spaces and _ . ( ) - in its name. */
export const imageFile = written(photoPathLength)
  .refine((file) => !/\.hei[cf]$/i.test(file), { message: heicAdvice, abort: true })
  .refine((file) => /\.(jpe?g|png|webp|avif|tiff?)$/i.test(file), {
    message: photoFormatMessage,
    abort: true,
  })
  .refine((file) => photoPath.test(file), { message: photoNameMessage, abort: true })
  .refine((file) => Buffer.byteLength(file.split("/").at(-1) ?? "") <= photoNameLength, {
    message: `its file's name is too long: give the photograph a shorter name (at most ${photoNameLength} letters, fewer with accents)`,
    abort: true,
  })
  .refine((file) => file.split("/").every((part) => Buffer.byteLength(part) <= photoNameLength), {
    message: `a folder's name in it is too long: give the folder a shorter name (at most ${photoNameLength} letters, fewer with accents)`,
  })
  .transform((file) => file.replace(/^\//, ""))
  .meta({ check: check(photoPath, photoNameMessage) });

export const yearMessage = "must be a four-digit year, e.g. 2025";
export const yearPattern = /^\d{4}$/;

/** Years are text (e.g. "2025"); a bare number in YAML is accepted too. */
export const year = z
  .union([z.string(), z.number().int()], { error: orMissing(yearMessage) })
  .transform(String)
  .pipe(z.string().regex(yearPattern, yearMessage));

const dimensionsMessage = "must be height x width and a unit (cm, mm or in), e.g. 160 x 110 cm";

/** A work's size, height x width (x depth) and a unit, of a size a painting can have. */
export const dimensions = formatted
  .refine((value) => dimensionsPattern.test(value), { message: dimensionsMessage, abort: true })
  .superRefine((value, context) => {
    const size = parseDimensions(value);
    const problem = size && sizeProblem(size);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .meta({ check: check(dimensionsPattern, dimensionsMessage) });

const dayMessage = "must be a day written year-month-day, e.g. 2025-03-12";
/** A day of the calendar, written year-month-day (YAML reads 2025-03-12 as text). */
export const day = formatted.refine((value) => parseDay(value) !== null, dayMessage);

/** An address's last part: lower-case letters and digits joined by -, short enough for a file's name. */
export const slug = matching(
  new RegExp(`^(?=.{1,${slugLength}}$)[a-z0-9]+(-[a-z0-9]+)*$`),
  `must be lower-case letters and digits joined by -, at most ${slugLength} of them, e.g. low-tide`,
);

export const id = z
  .number({ error: orMissing("must be a whole number, e.g. 17") })
  .int("must be a whole number, e.g. 17")
  .positive("must be a whole number above 0, e.g. 17");

/** A reference to a work of the gallery by its id; the editor offers the works by title and writes the id as text. */
export const workId = z
  .union([id, z.string().regex(/^\d+$/).transform(Number)], {
    error: orMissing("must be a whole number, e.g. 17"),
  })
  .pipe(id);

const priceMessage = "must be an amount in Australian dollars, e.g. 4800, or text, e.g. Price on request";

/** Why a price cannot be shown, if it cannot: an amount of nothing, or no words, or too many. */
function priceProblem(value: number | string): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? undefined : priceMessage;
  return value === "" ? priceMessage : tooLong(value, longest.name);
}

/**
 * An amount in Australian dollars (4800, or text that reads as one: "4,800",
 * "AUD 4,800", "$4,800.50"), or any other text ("Price on request", the default).
 */
export const amountOrWords = z
  .union([z.number(), z.string()], { error: orMissing(priceMessage) })
  .transform((value) => (typeof value === "number" ? value : (amountOf(value) ?? value.trim())))
  .superRefine((value, context) => {
    const problem = priceProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .meta({ maxLength: longest.name });

/** A work's price: an amount or words, "Price on request" when there is none. */
export const price = amountOrWords.default(priceOnRequest);

const perPageMessage = `must be a whole number from ${worksPerPage.min} to ${worksPerPage.max}, e.g. 12`;

/**
 * How many works one page of a list shows: its cards, its photographs and its viewer's data, so a
 * page weighs the same however long the list grows. Written as a number, or as text by hand.
 */
export const perPage = (list: string) =>
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

const description = text(longest.sentence).meta(
  editor({
    title: "Description for search engines",
    description: "One or two sentences that search results and link previews show under the page's title.",
  }),
);
export const page = z.strictObject({ description });

/** An https:// address: a venue's page, a profile, an article. */
export const httpsAddress = z.url({ protocol: /^https$/, error: "must be an https:// address" });

/** An https:// address of a site's home page, kept as its origin: "https://example.com". */
export const siteUrl = z
  .url({ protocol: /^https$/, error: "must be an https:// address, e.g. https://www.example.com" })
  .refine((url) => new URL(url).pathname === "/", "must be the address of the home page alone")
  .transform((url) => new URL(url).origin);
