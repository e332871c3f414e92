import { z } from "zod";
import { textsPage } from "../rules/pages.ts";
import { newestFirst } from "../rules/texts.ts";
import { day, editor, httpsAddress, longest, matching, text, workId } from "./fields.ts";
import type { Kind } from "./kind.ts";
import { listedOnce } from "./left-out.ts";
import { type SourceFile, textName } from "./source-file.ts";

// Texts and press: content/texts.yaml, reviews, essays and interviews, each with its author,
// publication, day, a few lines of it and where to read it whole. Declared once (`texts`, below):
// pipeline/kinds.ts lists it, and its file, form, page and link follow from that.

/** A PDF she uploads: the editor puts it in content/images/texts/; the site serves it at /texts/<name>.pdf. */
const pdfFile = matching(
  /^\/?texts\/[\p{L}\p{N} _()-][\p{L}\p{N} _.()-]*\.pdf$/iu,
  "must be a PDF inside content/images/texts/, e.g. texts/review.pdf, named with letters, digits, spaces and _ . ( ) -",
).transform((file) => file.replace(/^\//, ""));

const entry = z
  .strictObject({
    title: text(longest.title).meta(editor({ title: "Title", description: "As it was published." })),
    author: text(longest.name).meta(editor({ title: "Author", description: "Who wrote it." })),
    publication: text(longest.title).meta(
      editor({ title: "Publication", description: "The paper, magazine, catalogue or site it appeared in." }),
    ),
    date: day.meta(
      editor({ title: "Date", description: "The day it was published, e.g. 2025-03-12.", input: "day" }),
    ),
    excerpt: text(longest.paragraph).meta(
      editor({ title: "Excerpt", description: "A few lines of it, shown on the page.", input: "paragraph" }),
    ),
    link: httpsAddress
      .meta(editor({ title: "Address", description: "Its https:// address, if it is online." }))
      .optional(),
    pdf: pdfFile
      .meta(editor({ title: "PDF", description: "The text as a PDF, if it is not online.", input: "pdf" }))
      .optional(),
    works: z
      .array(workId)
      .meta(editor({ title: "Works it names", description: "Their pages link to it.", input: "anyWorks" }))
      .optional(),
  })
  .refine((one) => one.link !== undefined || one.pdf !== undefined, {
    path: ["link"],
    message: "is missing: give its https:// address (link) or its PDF (pdf)",
  });

/** content/texts.yaml: its texts under one field, as the editor's form holds them too. */
export const textsSchema = z.strictObject({
  texts: z
    .array(entry)
    .default([])
    .meta(
      editor({
        title: "Texts and press",
        description: "Reviews, essays and interviews: the page lists them newest first.",
      }),
    ),
});

export type Texts = z.output<typeof textsSchema>["texts"];
export type Text = Texts[number];

/**
 * The texts as the site shows them, newest first, what they name that is not there left out with a
 * warning each: a work works.yaml no longer has (the text shows without it), a PDF not in
 * content/images (the text shows without its PDF, so with its link alone, or none).
 */
export function shownTexts(
  texts: Texts,
  file: SourceFile,
  { workIds, hasFile }: { workIds: ReadonlySet<number>; hasFile: (path: string) => boolean },
) {
  const warnings: string[] = [];
  const kept = texts.map((one, index) => {
    const at = (...path: (string | number)[]) =>
      `${file.where(["texts", index, ...path])}: ${textName(one, index)}`;
    let shown: Text = one;
    if (one.pdf !== undefined && !hasFile(one.pdf)) {
      warnings.push(
        `${at("pdf")}: pdf: there is no file ${one.pdf} in content/images: the text shows without it until you upload it, or correct its name`,
      );
      const { pdf: _, ...withoutPdf } = shown;
      shown = withoutPdf;
    }
    if (one.works) {
      const where = (number: number) => `${at("works", number)}: works`;
      shown = {
        ...shown,
        works: listedOnce(one.works, (id) => id, { ids: workIds, place: "text", where, warnings }),
      };
    }
    return shown;
  });
  return { texts: newestFirst(kept), warnings };
}

/** Texts and press, declared once: its file, form, page, link and route. */
export const texts = {
  name: "texts",
  optional: true,
  empty: { texts: [] },
  schema: textsSchema,
  editor: { label: "Texts and press", preview: textsPage.path },
  pages: ({ texts }: { texts: readonly unknown[] }) => (texts.length > 0 ? [textsPage] : []),
  link: { page: textsPage, place: "footer", choice: "textsLink" },
  routes: [{ path: textsPage.path, module: "routes/texts.tsx" }],
} as const satisfies Kind;
