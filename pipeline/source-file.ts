import { type Document, LineCounter, parseDocument } from "yaml";

// One YAML file of content/ as the checks name its places: its document (for the line of any
// value) and its data, and the words a message uses for a work, an exhibition and a field.

/** One YAML file: its parsed document (for the line of any value) and its data. */
export class SourceFile {
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

  /** The line of the value at `path` (or of the nearest part of it the file has), or at `offset`. */
  line(path: readonly PropertyKey[] = [], offset?: number): number | undefined {
    let at = offset;
    for (let length = path.length; at === undefined && length > 0; length--) {
      const node = this.doc.getIn(path.slice(0, length) as unknown[], true) as
        | { range?: number[] }
        | undefined;
      at = node?.range?.[0];
    }
    return at === undefined ? undefined : this.lines.linePos(at).line;
  }

  /** "content/works.yaml, line 12", for the value at `path` (or the nearest part of it the file has). */
  where(path: readonly PropertyKey[] = [], offset?: number): string {
    const line = this.line(path, offset);
    return line === undefined ? this.name : `${this.name}, line ${line}`;
  }

  /** Whether the file itself writes the value at `path` (a slug, say, rather than one made from the title). */
  has(path: readonly PropertyKey[]): boolean {
    return this.doc.hasIn(path as unknown[]);
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

/** The files of content/ (pipeline/kinds.ts): one a site may leave out as an empty file when it does. */
export type SourceFiles = Record<"site" | "cv" | "works" | "rooms" | "texts", SourceFile>;

/** How much of a title a message shows when it names the work: a title too long has a message of its own. */
const shownLength = 60;

/** Text as a message may show it: an invisible character or half of one as "�", a long one cut with an ellipsis. */
export const shown = (text: unknown) => {
  const characters = [
    ...String(text)
      .replace(/\p{Cc}/gu, "\ufffd")
      .toWellFormed(),
  ];
  return characters.length > shownLength
    ? `${characters.slice(0, shownLength).join("").trimEnd()}…`
    : characters.join("");
};

export const listNames: Record<string, string> = { gallery: "gallery work", available: "available work" };

/** `gallery work 8 "After the Rain"`: a checked work as a message names it. */
export const workName = (list: string, work: { id: number; title: string }) =>
  `${listNames[list]} ${work.id} "${shown(work.title)}"`;

/** `exhibition "Tidal Ground" (2025)`, by what the entry has of its title and year. */
export const exhibitionName = ({ title, year }: { title?: unknown; year?: unknown }, index: number) =>
  typeof title === "string" || typeof title === "number"
    ? `exhibition "${shown(title)}"${year === undefined ? "" : ` (${shown(year)})`}`
    : `exhibition number ${index + 1} in the list`;

/** `room "New paintings for Anna"`, by what the entry has of its title. */
export const roomName = ({ title }: { title?: unknown }, index: number) =>
  typeof title === "string" || typeof title === "number"
    ? `room "${shown(title)}"`
    : `room number ${index + 1} in the list`;

/** `text "Quiet surfaces"` of texts.yaml, by what the entry has of its title. */
export const textName = ({ title }: { title?: unknown }, index: number) =>
  typeof title === "string" || typeof title === "number"
    ? `text "${shown(title)}"`
    : `text number ${index + 1} in the list`;

/**
 * The entry a path names, if it is one, and how many of the path's parts name it: a work of
 * works.yaml ("gallery work 8 "After the Rain""), an exhibition of cv.yaml (`exhibition "Tidal
 * Ground" (2025)`) or a room of rooms.yaml (`room "New paintings for Anna"`).
 */
export function describeEntry(
  file: SourceFile,
  path: readonly PropertyKey[],
): { name: string; parts: number } | undefined {
  if (file.name.endsWith("rooms.yaml")) {
    const [index] = path;
    if (typeof index !== "number") return undefined;
    const entry = ((file.data as unknown[] | null)?.[index] ?? {}) as { title?: unknown };
    return { name: roomName(entry, index), parts: 1 };
  }
  const [list, index] = path;
  if (typeof list !== "string" || typeof index !== "number") return undefined;
  const entry = ((file.data as Record<string, unknown[]> | null)?.[list]?.[index] ?? {}) as {
    id?: unknown;
    title?: unknown;
    year?: unknown;
  };
  if (file.name.endsWith("texts.yaml"))
    return list === "texts" ? { name: textName(entry, index), parts: 2 } : undefined;
  if (file.name.endsWith("cv.yaml"))
    return list === "exhibitions" ? { name: exhibitionName(entry, index), parts: 2 } : undefined;
  if (!(list in listNames)) return undefined;
  const name = typeof entry.title === "string" ? ` "${shown(entry.title)}"` : "";
  const which = entry.id === undefined ? `number ${index + 1} in the list` : shown(entry.id);
  return { name: `${listNames[list]} ${which}${name}`, parts: 2 };
}

/** "home.recentWorks, number 2 in the list", for a path of keys and indexes. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) =>
      // "views, number 1 in the list, image"; "artist.portrait.image"
      typeof key === "number"
        ? `, number ${key + 1} in the list`
        : `${index === 0 ? "" : typeof path[index - 1] === "number" ? ", " : "."}${String(key)}`,
    )
    .join("")
    .replace(/^, /, "") || "the whole file";
