import { parse } from "yaml";
import type { z } from "zod";
import { cvSchema, siteSchema, worksSchema } from "./schema.ts";

// Build-time only: turns the YAML in content/ into checked data, or fails with
// every problem listed in words the artist can act on.

export type ContentFiles = Record<"site" | "cv" | "works", string>;

export type Content = {
  site: z.output<typeof siteSchema>;
  cv: z.output<typeof cvSchema>;
  works: z.output<typeof worksSchema>;
};

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content in content/ has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

const listNames: Record<string, string> = {
  gallery: "gallery work",
  available: "available work",
};

/** "available work 5 'Small Hours'" for a path into works.yaml, if it names one. */
function describeWork(raw: unknown, path: PropertyKey[]): string | undefined {
  const [list, index] = path;
  if (typeof list !== "string" || typeof index !== "number") return undefined;
  const entry = (raw as Record<string, unknown[]> | null)?.[list]?.[index];
  const { id, title } = (entry ?? {}) as { id?: unknown; title?: unknown };
  const name = typeof title === "string" ? ` "${title}"` : "";
  const which = id === undefined ? `number ${index + 1} in the list` : String(id);
  return `${listNames[list] ?? list} ${which}${name}`;
}

function check<S extends z.ZodType>(
  file: keyof ContentFiles,
  source: string,
  schema: S,
  problems: string[],
): z.output<S> | undefined {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    problems.push(`content/${file}.yaml is not valid YAML: ${(error as Error).message}`);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const work = file === "works" ? describeWork(raw, issue.path) : undefined;
    const fieldPath = work ? issue.path.slice(2) : issue.path;
    const field = fieldPath.map(String).join(".") || "(whole file)";
    problems.push(`content/${file}.yaml: ${work ? `${work}: ` : ""}${field}: ${issue.message}`);
  }
  return undefined;
}

/**
 * Parses and validates the three content files. `imageExists` answers whether
 * a path inside content/images/ is a file, so missing photographs fail too.
 */
export function loadContent(files: ContentFiles, imageExists: (path: string) => boolean): Content {
  const problems: string[] = [];
  const site = check("site", files.site, siteSchema, problems);
  const cv = check("cv", files.cv, cvSchema, problems);
  const works = check("works", files.works, worksSchema, problems);

  if (works) {
    const seen = new Map<number, string>();
    const slugs = new Map<string, string>();
    for (const [list, entries] of Object.entries(works)) {
      for (const work of entries) {
        const where = `${listNames[list]} ${work.id} "${work.title}"`;
        const other = seen.get(work.id);
        if (other) problems.push(`content/works.yaml: ${where}: id ${work.id} is also used by ${other}`);
        seen.set(work.id, where);
        const slugOwner = slugs.get(work.slug);
        if (!work.slug)
          problems.push(`content/works.yaml: ${where}: the title needs a letter or digit for its address`);
        else if (slugOwner)
          problems.push(
            `content/works.yaml: ${where}: its address /works/${work.slug} is also ${slugOwner}'s: give one a slug`,
          );
        slugs.set(work.slug, where);
        if (!imageExists(work.image)) {
          problems.push(`content/works.yaml: ${where}: image: no file content/images/${work.image}`);
        }
      }
    }
    if (site) {
      const galleryIds = new Set(works.gallery.map((work) => work.id));
      const { featuredWork, recentWorks } = site.home;
      for (const [field, id] of [
        ["featuredWork", featuredWork],
        ...recentWorks.map((id) => ["recentWorks", id] as const),
      ] as const) {
        if (!galleryIds.has(id)) {
          problems.push(`content/site.yaml: home.${field}: ${id} is not the id of a gallery work`);
        }
      }
    }
  }
  if (site && !imageExists(site.artist.portrait.image)) {
    problems.push(
      `content/site.yaml: artist.portrait.image: no file content/images/${site.artist.portrait.image}`,
    );
  }

  if (problems.length > 0 || !site || !cv || !works) throw new ContentError(problems);
  return { site, cv, works };
}
