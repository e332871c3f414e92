// works.yaml has two lists, the Gallery's and Available Works'. The editor shows them as one list
// of works, each with where it is shown: so a work moves from one to the other by that choice,
// keeping its number (which rooms, exhibitions and Home name, and its page's address), and a
// relation, which reads one list of one file (Sveltia CMS 0.221.1), offers every work.

import type { WorksFile } from "../pipeline/spreadsheet/plan.ts";

/** The editor's choice of where a work is shown, one of the file's lists. */
export const shownIn = "list";
/**
 * A work of the gallery's title again, which only the gallery's works have: Sveltia CMS's relation
 * offers one choice per item that has the field it shows first, so Home, whose works are the
 * gallery's, shows this one (its filters choose among files, not among a list's items).
 */
export const galleryTitle = "galleryTitle";

export const lists = ["gallery", "available"] as const;
export type List = (typeof lists)[number];

/** A work as the editor's form holds it, its fields by name (its chosen works' ids as text). */
type EditorEntry = Record<string, unknown>;
/** works.yaml as the editor holds it: one list. */
export type EditorWorks = { works?: EditorEntry[] | null } & Record<string, unknown>;

/** What only a work for sale has. */
const forSale = ["price", "status"] as const;

const listOf = (work: EditorEntry): List => (work[shownIn] === "available" ? "available" : "gallery");

/** The gallery's works and then Available Works', each with its list and, in the gallery, its title again. */
export function joinedWorks({ gallery, available, ...rest }: WorksFile): EditorWorks {
  const works = [
    ...(gallery ?? []).map((work) => ({ [shownIn]: "gallery", ...work })),
    ...(available ?? []).map((work) => ({ [shownIn]: "available", ...work })),
  ];
  return { ...rest, works: withGalleryTitles(works) };
}

/** Each work of the gallery with its title again (galleryTitle), and no other. */
export function withGalleryTitles(works: readonly EditorEntry[]): EditorEntry[] {
  return works.map(({ [galleryTitle]: _, ...work }) =>
    listOf(work) === "gallery" ? { ...work, [galleryTitle]: work.title } : work,
  );
}

/**
 * The two lists again, each in the one list's order. A work of the gallery has no price or status;
 * a work for sale without a status is available.
 */
export function splitWorks({ works, ...rest }: EditorWorks): WorksFile {
  const file: Record<List, EditorEntry[]> = { gallery: [], available: [] };
  for (const item of works ?? []) {
    const list = listOf(item);
    const { [shownIn]: _, [galleryTitle]: __, ...work } = item;
    if (list === "gallery") {
      for (const field of forSale) delete work[field];
    } else if (work.status === undefined || work.status === "") {
      work.status = "available";
    }
    file[list].push(work);
  }
  return { ...rest, ...file };
}

/** A work of the gallery with what only a work for sale keeps: its price or a status other than available. */
export type LeftOut = { title: string; price?: unknown; status?: unknown };

/**
 * The works the gallery shows that still carry a price or a status (moved there from Available
 * Works): what saving them leaves out of works.yaml, for the editor to ask about first.
 */
export function leftOutOnSave(works: readonly EditorEntry[] | null | undefined): LeftOut[] {
  return (works ?? []).flatMap((work) => {
    if (listOf(work) !== "gallery") return [];
    const price = work.price === "" || work.price == null ? undefined : work.price;
    const status =
      work.status === "" || work.status == null || work.status === "available" ? undefined : work.status;
    if (price === undefined && status === undefined) return [];
    return [
      {
        title: String(work.title ?? ""),
        ...(price !== undefined && { price }),
        ...(status !== undefined && { status }),
      },
    ];
  });
}
