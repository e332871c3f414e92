import { z } from "zod";
import {
  contentChecks,
  contentWarnings,
  namedPhotographs,
  type PhotoCheck,
  photographProblem,
} from "./checks.ts";
import { closest } from "./closest.ts";
import { editorWithoutRepository, type Host, withHost } from "./host.ts";
import { type KindName, kinds, type OptionalName, type RequiredName } from "./kinds.ts";
import {
  withDaysInOrder,
  withOwnAddresses,
  withOwnExhibitionAddresses,
  withoutMissingWorks,
  withSeriesSpeltAlike,
} from "./left-out.ts";
import type { SiteOutput } from "./schema.ts";
import { describeEntry, fieldName, SourceFile, type SourceFiles } from "./source-file.ts";
import { shownTexts, type Texts } from "./texts.ts";

// Turns the text of the YAML files in content/ into checked data, or fails
// with every problem listed in words the artist can act on: the file and its
// line, the work (its id and title) and the field. Pure: the files' text, what
// is found at each photograph's path and what the host says of the site are
// given (pipeline/read.ts).

export type { PhotoCheck };
/** The text of the files of content/ (pipeline/kinds.ts): those a site may leave out may be undefined. */
export type ContentFiles = Record<RequiredName, string> & Partial<Record<OptionalName, string | undefined>>;

/** site.yaml as the site is built from it: its address always known (pipeline/host.ts), and Home's
 * featured work none when works.yaml has no work (pipeline/left-out.ts). */
export type SiteData = Omit<SiteOutput, "siteUrl" | "home"> & {
  siteUrl: string;
  home: Omit<SiteOutput["home"], "featuredWork"> & { featuredWork: number | undefined };
};

/** Each kind's file as its schema gives it (pipeline/kinds.ts): an optional one left out, its `empty`. */
type Validated = { [K in (typeof kinds)[number] as K["name"]]: z.output<K["schema"]> };

/** The content as the site shows it: each kind's file as validated, site.yaml and texts.yaml as below. */
export type Content = Omit<Validated, "site" | "texts"> & {
  site: SiteData;
  /** Texts and press, newest first: none without texts.yaml. */
  texts: Texts;
  /**
   * Where each photograph is named, e.g. `content/works.yaml, line 9: gallery
   * work 1 "Title": image`, for what the build finds in the file itself later.
   */
  photoPlaces: ReadonlyMap<string, string>;
  /** What the site shows around, a line each: a work Home, an exhibition or a room names, gone. */
  warnings: readonly string[];
};

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

/** Field names each part of the files may have, for "did you mean" (the fields of a work, say), from zod's JSON Schema of it. */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: z.core.JSONSchema._JSONSchema | undefined = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  });
  for (const key of path) {
    if (typeof node !== "object") return [];
    node = typeof key === "number" ? [node.items].flat()[0] : node.properties?.[String(key)];
  }
  return typeof node === "object" ? Object.keys(node.properties ?? {}) : [];
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

/** Validates a file against its schema, adding its problems to `problems`. */
function validated<S extends z.ZodType>(
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
    const field = entry && path.length === entry.parts ? "" : `${fieldName(path.slice(entry?.parts ?? 0))}: `;
    problems.push(`${file.where(path)}: ${entry ? `${entry.name}: ` : ""}${field}${message}`);
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
  /** The site's address and repository where site.yaml leaves them out. */
  host: Host = {},
): Content {
  const problems: string[] = [];
  // A file left out is read as an empty one.
  const sources = Object.fromEntries(
    kinds.map(({ name }) => [name, new SourceFile(`${folder}/${name}.yaml`, files[name] ?? "")]),
  ) as Record<KindName, SourceFile> satisfies SourceFiles;
  // Each kind's file against its schema; an optional one left out, or holding comments alone, is its `empty`.
  const valid = Object.fromEntries(
    kinds.flatMap((kind) => {
      const file = sources[kind.name];
      const left = kind.optional && file.data == null && !file.syntaxProblem();
      const value = left ? kind.schema.parse(kind.empty) : validated(file, kind.schema, problems);
      return value === undefined ? [] : [[kind.name, value]];
    }),
    // Object.fromEntries forgets which name has which value: the kinds' walk above is what makes it so.
  ) as Partial<Validated>;
  const { site, rooms } = valid;
  // What the editor cannot foresee is shown one way, with a line each (pipeline/left-out.ts): an
  // exhibition's days out of order, two works of one address, a series spelt two ways (and,
  // once works no longer there are left out, two exhibitions of one address).
  const shownCv = valid.cv && withDaysInOrder(valid.cv, sources);
  const cv = shownCv?.cv;
  const addressed = (() => {
    if (!valid.works) return undefined;
    const own = withOwnAddresses(valid.works, sources);
    const spelt = withSeriesSpeltAlike(own.works, sources);
    return { works: spelt.works, warnings: [...own.warnings, ...spelt.warnings] };
  })();
  const works = addressed?.works;
  const texts = valid.texts;

  const parsed = { site, cv, works, rooms };
  for (const check of contentChecks) problems.push(...check(parsed, sources));
  // A photograph named in two places is checked, and named, in each.
  const photoPlaces = new Map<string, string>();
  for (const { image, place } of namedPhotographs(parsed, sources)) {
    const problem = photographProblem(image, inspectPhoto(image), folder);
    if (problem) problems.push(`${place}: ${problem}`);
    if (!photoPlaces.has(image)) photoPlaces.set(image, place);
  }

  // Works named but gone are left out (pipeline/left-out.ts): the site is built around them.
  const shown = site && cv && works && rooms && withoutMissingWorks({ site, cv, works, rooms }, sources);
  const workIds = new Set(works ? [...works.gallery, ...works.available].map((work) => work.id) : []);
  const hasFile = (pdf: string) => inspectPhoto(pdf).found;
  const textsShown = texts && works && shownTexts(texts.texts, sources.texts, { workIds, hasFile });
  if (problems.length > 0 || !shown || !works || !textsShown) throw new ContentError(problems, folder);
  const addressedCv = withOwnExhibitionAddresses(shown.cv, sources);
  return {
    ...(valid as Validated),
    site: withHost(shown.site, host),
    cv: addressedCv.cv,
    works,
    rooms: shown.rooms,
    texts: textsShown.texts,
    photoPlaces,
    warnings: [
      ...(shownCv?.warnings ?? []),
      ...(addressed?.warnings ?? []),
      ...contentWarnings.flatMap((check) => check(parsed, sources)),
      ...shown.warnings,
      ...addressedCv.warnings,
      ...textsShown.warnings,
      ...editorWithoutRepository(shown.site, host, sources.site),
    ],
  };
}
