import { parse, stringify } from "yaml";
import type { EditorField } from "./config.ts";

// How the editor reads and writes a content file. The editor's choice of a work (its relation
// fields) holds the work's id as text, and shows no choice for an id written as a number, as the
// files have them: so those ids are text inside the editor and numbers in the files. rooms.yaml is
// a list, which the editor's form holds under one field, `rooms`; a room's work without a price of
// its own is written as its id alone (`- 33`), as the guide writes it.

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

type Room = { works?: unknown[] };
/** A room's work with a price of its own; one without is written as its id alone, as in the guide. */
const isPriced = (work: unknown): work is { price: unknown } =>
  typeof work === "object" && work !== null && "price" in work && work.price !== "" && work.price != null;

/** The editor's reader and writer of the content file `name`, whose form is `fields`. */
export function fileFormat(fields: readonly EditorField[], name?: string) {
  const references = workReferences(fields);
  // Two-space indents and no folded lines: the file reads as the artist would write it.
  const write = (value: unknown) => stringify(value, { indent: 2, lineWidth: 0 });
  if (name === "rooms") {
    return {
      fromFile(text: string): Data {
        const rooms = (parse(text) ?? []) as Room[];
        return {
          rooms: rooms.map((room) => ({
            ...room,
            works: room.works?.map((work) => (typeof work === "object" ? work : { id: work })),
          })),
        };
      },
      toFile: (data: Data) =>
        write(
          ((data.rooms ?? []) as Room[]).map((room) => ({
            ...room,
            works: room.works?.map((work) =>
              isPriced(work) ? { ...work, price: asNumber(work.price) } : (work as { id: unknown }).id,
            ),
          })),
        ),
    };
  }
  return {
    fromFile(text: string): Data {
      return references.reduce((data, path) => mapAt(data, path, asText), (parse(text) ?? {}) as Data);
    },
    toFile: (data: Data) => write(references.reduce((value, path) => mapAt(value, path, asNumber), data)),
  };
}
