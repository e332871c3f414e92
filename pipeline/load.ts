import { type Document, LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { hasPage } from "../rules/exhibitions.ts";
import { everyWork } from "../rules/lists.ts";
import { seriesOf } from "../rules/series.ts";
import { closest } from "./closest.ts";
import { heicAdvice } from "./fields.ts";
import { type PhotoFormat, photoFormats } from "./photo-format.ts";
import { cvSchema, siteSchema, worksSchema } from "./schema.ts";

// Turns the text of the YAML files in content/ into checked data, or fails
// with every problem listed in words the artist can act on: the file and its
// line, the work (its id and title) and the field. Pure: the files' text and
// what is found at each photograph's path are given (pipeline/read.ts).

export type ContentFiles = Record<"site" | "cv" | "works", string>;

export type Content = {
  site: z.output<typeof siteSchema>;
  cv: z.output<typeof cvSchema>;
  works: z.output<typeof worksSchema>;
  /**
   * Where each photograph is named, e.g. `content/works.yaml, line 9: gallery
   * work 1 "Title": image`, for what the build finds in the file itself later.
   */
  photoPlaces: ReadonlyMap<string, string>;
};

/** What is at a photograph's path inside content/images/. */
export type PhotoCheck =
  | { found: true; format: PhotoFormat | "heic" | "unknown" }
  /**
   * `nearby`: files of the same folder whose names are alike (another case, another extension);
   * `link`: the name is a link to a file elsewhere (a shortcut), which the build does not follow.
   */
  | { found: false; nearby: readonly string[]; link?: boolean };

export class ContentError extends Error {
  readonly problems: string[];

  constructor(problems: string[], folder = "content") {
    super(
      `The content in ${folder}/ has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.problems = problems;
    this.name = "ContentError";
  }
}

const listNames: Record<string, string> = { gallery: "gallery work", available: "available work" };

/** Field names each part of the files may have, for "did you mean" (the fields of a work, say). */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: z.ZodType | undefined = schema;
  for (const key of path) {
    while (node instanceof z.ZodPipe || node instanceof z.ZodOptional) {
      node = node instanceof z.ZodPipe ? (node.in as z.ZodType) : (node.unwrap() as z.ZodType);
    }
    if (node instanceof z.ZodArray && typeof key === "number") node = node.element as z.ZodType;
    else if (node instanceof z.ZodObject && typeof key === "string") node = node.shape[key] as z.ZodType;
    else return [];
  }
  while (node instanceof z.ZodPipe || node instanceof z.ZodOptional) {
    node = node instanceof z.ZodPipe ? (node.in as z.ZodType) : (node.unwrap() as z.ZodType);
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

const expected: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  array: "a list (lines starting with -)",
  object: "a group of fields (name: value, indented below it)",
  boolean: "true or false",
};

/** zod's issues in the artist's words, where the schema has none of its own. */
function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type") {
    return issue.input === undefined || issue.input === null
      ? "is missing"
      : `must be ${expected[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === "invalid_value") return `must be one of: ${issue.values.map(String).join(", ")}`;
  if (issue.code === "invalid_format" && issue.format === "url") return "must be an https:// address";
  return undefined;
}

/** One YAML file: its parsed document (for the line of any value) and its data. */
class SourceFile {
  readonly doc: Document;
  readonly data: unknown;
  private readonly lines = new LineCounter();

  readonly name: string;

  /** Why the file's values could not be read although its YAML is valid: too many repeats by alias. */
  private readonly tooManyAliases: boolean;

  constructor(name: string, source: string) {
    this.name = name;
    this.doc = parseDocument(source, { lineCounter: this.lines, prettyErrors: false });
    let data: unknown;
    let tooManyAliases = false;
    try {
      data = this.doc.errors.length > 0 ? undefined : this.doc.toJS();
    } catch (error) {
      // yaml refuses a file whose aliases (*name) repeat a value past its limit: a few lines
      // could otherwise stand for gigabytes.
      if (!(error instanceof ReferenceError)) throw error;
      tooManyAliases = true;
    }
    this.data = data;
    this.tooManyAliases = tooManyAliases;
  }

  /** "content/works.yaml, line 12", for the value at `path` (or the nearest part of it the file has). */
  where(path: readonly PropertyKey[] = [], offset?: number): string {
    let at = offset;
    for (let length = path.length; at === undefined && length > 0; length--) {
      const node = this.doc.getIn(path.slice(0, length) as unknown[], true) as
        | { range?: number[] }
        | undefined;
      at = node?.range?.[0];
    }
    return at === undefined ? this.name : `${this.name}, line ${this.lines.linePos(at).line}`;
  }

  /** The YAML's first error (a tab, a missing quote or bracket, a key written twice): the rest follow from it. */
  syntaxProblem(): string | undefined {
    const [error] = this.doc.errors;
    if (!error && this.tooManyAliases) {
      return `${this.name}: repeats values by YAML aliases (*name) too many times to be read: write the values out in full`;
    }
    if (!error) return undefined;
    const tabs = error.code === "TAB_AS_INDENT" ? " (indent with spaces)" : "";
    return `${this.where([], error.pos[0])}: this is not valid YAML: ${error.message}${tabs}`;
  }
}

/** Text as a message may show it: an invisible character or half of one as "�". */
const shown = (text: unknown) =>
  String(text)
    .replace(/\p{Cc}/gu, "\ufffd")
    .toWellFormed();

/** `exhibition "Tidal Ground" (2025)`, by what the entry has of its title and year. */
const exhibitionName = ({ title, year }: { title?: unknown; year?: unknown }, index: number) =>
  typeof title === "string" || typeof title === "number"
    ? `exhibition "${shown(title)}"${year === undefined ? "" : ` (${shown(year)})`}`
    : `exhibition number ${index + 1} in the list`;

/**
 * The entry a path names, if it is one: a work of works.yaml ("gallery work 8 "After the Rain"")
 * or an exhibition of cv.yaml (`exhibition "Tidal Ground" (2025)`).
 */
function describeEntry(file: SourceFile, path: readonly PropertyKey[]): string | undefined {
  const [list, index] = path;
  if (typeof list !== "string" || typeof index !== "number") return undefined;
  const entry = ((file.data as Record<string, unknown[]> | null)?.[list]?.[index] ?? {}) as {
    id?: unknown;
    title?: unknown;
    year?: unknown;
  };
  if (file.name.endsWith("cv.yaml")) return list === "exhibitions" ? exhibitionName(entry, index) : undefined;
  if (!(list in listNames)) return undefined;
  const name = typeof entry.title === "string" ? ` "${shown(entry.title)}"` : "";
  const which = entry.id === undefined ? `number ${index + 1} in the list` : shown(entry.id);
  return `${listNames[list]} ${which}${name}`;
}

/** "home.recentWorks, number 2 in the list", for a path of keys and indexes. */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) =>
      typeof key === "number" ? `, number ${key + 1} in the list` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("")
    .replace(/^, /, "") || "the whole file";

/** Validates a file against its schema, adding its problems to `problems`. */
function check<S extends z.ZodType>(
  file: SourceFile,
  schema: S,
  problems: string[],
): z.output<S> | undefined {
  const syntax = file.syntaxProblem();
  if (syntax) {
    problems.push(syntax);
    return undefined;
  }
  if (file.data === undefined || file.data === null) {
    problems.push(`${file.name}: the file is empty`);
    return undefined;
  }
  const result = schema.safeParse(file.data, { error: plainMessage });
  if (result.success) return result.data;
  // An unknown field is named by its own path, with the field it most likely misspells.
  const found = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => {
          const meant = closest(key, fieldsAt(schema, issue.path));
          return {
            path: [...issue.path, key],
            message: `unknown field${meant ? `: did you mean ${meant}?` : ""}`,
            meant: meant && [...issue.path, meant].join("\0"),
          };
        })
      : [{ path: issue.path, message: issue.message, meant: undefined }],
  );
  // A misspelt field is one mistake, not two: "dimension: unknown field" says that dimensions is missing.
  const misspelt = new Set(found.map((problem) => problem.meant));
  for (const { path, message } of found) {
    if (message === "is missing" && misspelt.has(path.join("\0"))) continue;
    const entry = describeEntry(file, path);
    // An entry that is not a group of fields at all is named alone: "gallery work number 2 in the list: must be…".
    const field = entry && path.length === 2 ? "" : `${fieldName(entry ? path.slice(2) : path)}: `;
    problems.push(`${file.where(path)}: ${entry ? `${entry}: ` : ""}${field}${message}`);
  }
  return undefined;
}

/**
 * Parses and validates the three content files. `inspectPhoto` says what is
 * at a path inside content/images/, so a missing or unusable photograph is
 * named here too, before any image is processed. `folder` names the files.
 */
export function loadContent(
  files: ContentFiles,
  inspectPhoto: (image: string) => PhotoCheck,
  folder = "content",
): Content {
  const problems: string[] = [];
  const sources = {
    site: new SourceFile(`${folder}/site.yaml`, files.site),
    cv: new SourceFile(`${folder}/cv.yaml`, files.cv),
    works: new SourceFile(`${folder}/works.yaml`, files.works),
  };
  const site = check(sources.site, siteSchema, problems);
  const cv = check(sources.cv, cvSchema, problems);
  const works = check(sources.works, worksSchema, problems);

  /** The photograph at `image` can be used, or a problem says why not. */
  const checkPhoto = (where: string, field: string, image: string) => {
    const photo = inspectPhoto(image);
    if (!photo.found && photo.link) {
      problems.push(
        `${where}: ${field}: ${folder}/images/${image} is a link to a file elsewhere (a shortcut or alias), which the build does not follow: put the photograph itself there`,
      );
    } else if (!photo.found) {
      const nearby = photo.nearby.length > 0 ? ` (there is ${photo.nearby.join(", ")}: spelt alike?)` : "";
      problems.push(`${where}: ${field}: no file ${folder}/images/${image}${nearby}`);
    } else if (photo.format === "heic") {
      problems.push(`${where}: ${field}: ${image} ${heicAdvice.replace("the .jpg", "that file")}`);
    } else if (photo.format === "unknown") {
      const others = Object.values(photoFormats).slice(1);
      problems.push(
        `${where}: ${field}: ${image} is not a photograph the site can use: save it as JPEG (${others.join(", ")} work too)`,
      );
    }
  };

  const photoPlaces = new Map<string, string>();
  if (works) {
    const ids = new Map<number, string>();
    const slugs = new Map<string, string>();
    // Two names that make one address ("Harbour", "harbour") are one series misspelt: the works
    // with the spelling fewer works have are named.
    const seriesAddress = new Map(seriesOf(everyWork(works)).map((series) => [series.name, series.slug]));
    const spellings = new Map<string, number>();
    for (const work of everyWork(works)) {
      if (work.series !== undefined) spellings.set(work.series, (spellings.get(work.series) ?? 0) + 1);
    }
    /** The spelling most works of each address have (the first of them, when as many have each). */
    const seriesAt = new Map<string, string>();
    for (const [name, count] of spellings) {
      const address = seriesAddress.get(name) ?? "";
      const best = seriesAt.get(address);
      if (best === undefined || count > (spellings.get(best) ?? 0)) seriesAt.set(address, name);
    }
    for (const [list, entries] of Object.entries(works)) {
      for (const [index, work] of entries.entries()) {
        const name = `${listNames[list]} ${work.id} "${work.title}"`;
        const at = (field: string) => `${sources.works.where([list, index, field])}: ${name}`;
        const other = ids.get(work.id);
        if (other) problems.push(`${at("id")}: id: ${work.id} is also the id of ${other}: give it another`);
        ids.set(work.id, name);
        const slugOwner = slugs.get(work.slug);
        if (slugOwner) {
          problems.push(
            `${at(sources.works.doc.hasIn([list, index, "slug"]) ? "slug" : "title")}: its address /works/${work.slug} is also ${slugOwner}'s: give one of them a slug of its own`,
          );
        }
        slugs.set(work.slug, name);
        const address = work.series === undefined ? undefined : seriesAddress.get(work.series);
        const usual = address === undefined ? undefined : seriesAt.get(address);
        if (work.series !== undefined && usual !== undefined && usual !== work.series) {
          problems.push(
            `${at("series")}: series: "${work.series}" and "${usual}" make one address, /series/${address}: write them alike, or name them apart`,
          );
        }
        const photos = [
          { path: ["image"], image: work.image },
          ...(work.views ?? []).map((view, number) => ({
            path: ["views", number, "image"],
            image: view.image,
          })),
        ];
        for (const photo of photos) {
          const where = `${sources.works.where([list, index, ...photo.path])}: ${name}`;
          checkPhoto(where, fieldName(photo.path), photo.image);
          if (!photoPlaces.has(photo.image))
            photoPlaces.set(photo.image, `${where}: ${fieldName(photo.path)}`);
        }
      }
    }
    if (site) {
      const gallery = new Set(works.gallery.map((work) => work.id));
      const forSale = new Map(works.available.map((work) => [work.id, work]));
      const { featuredWork, recentWorks } = site.home;
      const chosen = [
        { field: "featuredWork", path: ["home", "featuredWork"], id: featuredWork },
        ...recentWorks.map((id, index) => ({
          field: "recentWorks",
          path: ["home", "recentWorks", index],
          id,
        })),
      ];
      for (const { field, path, id } of chosen) {
        if (gallery.has(id)) continue;
        const available = forSale.get(id);
        const what = available
          ? `is the id of "${available.title}", an available work: choose a work of the gallery`
          : "is the id of no work in works.yaml: choose one of the gallery";
        problems.push(`${sources.site.where(path)}: home.${field}: ${id} ${what}`);
      }
      const twice = recentWorks.filter((id, index) => recentWorks.indexOf(id) !== index);
      for (const id of new Set(twice)) {
        problems.push(`${sources.site.where(["home", "recentWorks"])}: home.recentWorks: lists ${id} twice`);
      }
    }
  }
  if (cv) {
    const slugs = new Map<string, string>();
    const workById = works ? new Map(everyWork(works).map((work) => [work.id, work])) : undefined;
    for (const [index, exhibition] of cv.exhibitions.entries()) {
      const name = exhibitionName(exhibition, index);
      const at = (...path: (string | number)[]) =>
        `${sources.cv.where(["exhibitions", index, ...path])}: ${name}`;
      const { opens, closes } = exhibition;
      if (closes !== undefined && opens !== undefined && closes < opens) {
        problems.push(`${at("closes")}: closes: ${closes} is before opens, ${opens}`);
      }
      for (const [number, view] of (exhibition.views ?? []).entries()) {
        const where = at("views", number, "image");
        const field = fieldName(["views", number, "image"]);
        checkPhoto(where, field, view.image);
        if (!photoPlaces.has(view.image)) photoPlaces.set(view.image, `${where}: ${field}`);
      }
      const listed = exhibition.works ?? [];
      for (const [number, id] of listed.entries()) {
        if (workById && !workById.has(id)) {
          problems.push(`${at("works", number)}: works: ${id} is the id of no work in works.yaml`);
        } else if (listed.indexOf(id) !== number) {
          problems.push(`${at("works", number)}: works: lists ${id} twice`);
        }
      }
      if (!hasPage(exhibition)) continue;
      const other = slugs.get(exhibition.slug);
      if (other) {
        problems.push(
          `${at(sources.cv.doc.hasIn(["exhibitions", index, "slug"]) ? "slug" : "title")}: its address /exhibitions/${exhibition.slug} is also ${other}'s: give one of them a slug of its own`,
        );
      }
      slugs.set(exhibition.slug, name);
    }
  }
  if (site) {
    const at = sources.site.where(["artist", "portrait", "image"]);
    checkPhoto(at, "artist.portrait.image", site.artist.portrait.image);
    if (!photoPlaces.has(site.artist.portrait.image)) {
      photoPlaces.set(site.artist.portrait.image, `${at}: artist.portrait.image`);
    }
  }

  if (problems.length > 0 || !site || !cv || !works) throw new ContentError(problems, folder);
  return { site, cv, works, photoPlaces };
}
