import { parse, stringify } from "yaml";
import type { EditorField } from "./config.ts";

// How the editor reads and writes a content file. The editor's choice of a work (its relation
// fields) holds the work's id as text, and shows no choice for an id written as a number, as the
// files have them: so those ids are text inside the editor and numbers in the files.

type Data = Record<string, unknown>;

/** Where a form's fields name works by id: their paths from the file's top ("home.featuredWork"). */
function workReferences(fields: readonly EditorField[], at: readonly string[] = []): string[][] {
  return fields.flatMap((field) => {
    const path = [...at, field.name];
    if (field.widget === "relation") return [path];
    // Works are chosen outside lists only: a path into a list's items is not needed.
    if (field.widget === "object" && Array.isArray(field.fields))
      return workReferences(field.fields as EditorField[], path);
    return [];
  });
}

function mapAt(data: Data, path: readonly string[], change: (value: unknown) => unknown): Data {
  const [key, ...rest] = path;
  if (key === undefined || !(key in data)) return data;
  const value = data[key];
  if (rest.length > 0)
    return value && typeof value === "object" ? { ...data, [key]: mapAt(value as Data, rest, change) } : data;
  return { ...data, [key]: Array.isArray(value) ? value.map(change) : change(value) };
}

const asText = (id: unknown) => (typeof id === "number" ? String(id) : id);
const asNumber = (id: unknown) => (typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id);

/** The editor's reader and writer of a content file whose form is `fields`. */
export function fileFormat(fields: readonly EditorField[]) {
  const references = workReferences(fields);
  return {
    fromFile(text: string): Data {
      return references.reduce((data, path) => mapAt(data, path, asText), (parse(text) ?? {}) as Data);
    },
    // Two-space indents and no folded lines: the file reads as the artist would write it.
    toFile(data: Data): string {
      const written = references.reduce((value, path) => mapAt(value, path, asNumber), data);
      return stringify(written, { indent: 2, lineWidth: 0 });
    },
  };
}
