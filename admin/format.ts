import {
  Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Node,
  Pair,
  parseDocument,
  type Scalar,
  YAMLMap,
  YAMLSeq,
} from "yaml";
import type { EditorField } from "./config.ts";
import { joinedWorks, splitWorks, type WorksFile } from "./works.ts";

// How the editor reads and writes a content file. The editor hands the writer its data alone: the
// file as last read (or written) lends what the data does not hold, its comments, quotes and flow
// lists, to every value that is unchanged, so a save changes the lines of what changed and no other.
// The editor's choice of a work (its relation fields) holds the work's id as text, and shows no
// choice for an id written as a number, as the files have them: so those ids are text inside the
// editor and numbers in the files. works.yaml's two lists are one list in the editor
// (admin/works.ts). rooms.yaml is a list, which the editor's form holds under one field, `rooms`;
// a room's key is its whole address there (the field's prefix), and a room's work without a price
// of its own is written as its id alone (`- 33`), as the guide writes it. site.yaml without `ready`
// is a site that is ready: the switch shows it on, and the file stays without it.

type Data = Record<string, unknown>;
/** A path into a file's data; "*" is every item of a list. */
type Path = readonly string[];

/** Where a form has fields of `widget`: their paths from the file's top, "*" for a list's items. */
function fieldsOf(fields: readonly EditorField[], widget: string, at: Path = []): Path[] {
  return fields.flatMap((field) => {
    const path = [...at, field.name];
    if (field.widget === widget) return [path];
    const inner = Array.isArray(field.fields) ? (field.fields as EditorField[]) : [];
    if (field.widget === "object") return fieldsOf(inner, widget, path);
    if (field.widget === "list") return fieldsOf(inner, widget, [...path, "*"]);
    return [];
  });
}

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `data` with `change` made to the value at `path` (to each of a list's values). */
function mapAt(data: unknown, path: Path, change: (value: unknown) => unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return Array.isArray(data) ? data.map(change) : change(data);
  if (key === "*") return Array.isArray(data) ? data.map((item) => mapAt(item, rest, change)) : data;
  if (!isRecord(data) || !(key in data)) return data;
  return { ...data, [key]: mapAt(data[key], rest, change) };
}

/**
 * A photograph's path as the editor finds it, from its public folder ("/works/01.jpg"), and as the
 * files write it ("works/01.jpg"): without the slash, the editor looks beside the file and shows none.
 */
const fromTop = (image: unknown) =>
  typeof image === "string" && !image.startsWith("/") ? `/${image}` : image;
const asWritten = (image: unknown) => (typeof image === "string" ? image.replace(/^\//, "") : image);

const asText = (id: unknown) => (typeof id === "number" ? String(id) : id);
const asNumber = (id: unknown) => (typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id);

/** A value the editor holds as text and the file as a number (a year, a price, an id) is the same. */
function sameValue(written: unknown, value: unknown) {
  const plain = (one: unknown) => typeof one === "string" || typeof one === "number";
  return written === value || (plain(written) && plain(value) && String(written) === String(value));
}

/** The works.yaml maps of the file's top lists by id: a work keeps its lines when it moves between them. */
function itemsById(document: Document | undefined) {
  const found = new Map<string, YAMLMap>();
  if (!isMap(document?.contents)) return found;
  for (const { value } of document.contents.items) {
    if (!isSeq(value)) continue;
    for (const item of value.items) {
      const id = isMap(item) ? item.get("id") : undefined;
      if (isMap(item) && (typeof id === "number" || typeof id === "string")) found.set(String(id), item);
    }
  }
  return found;
}

/** The comments and the layout of `from`, on `to`. */
function layoutOf<Same extends Node>(from: unknown, to: Same): Same {
  if (!isNode(from)) return to;
  const node = from;
  Object.assign(to, {
    comment: node.comment,
    commentBefore: node.commentBefore,
    spaceBefore: node.spaceBefore,
    ...(node.tag && { tag: node.tag }),
    ...((isMap(node) || isSeq(node)) && { flow: node.flow }),
  });
  return to;
}

/** `value` as a node of `document`, keeping of `written` (the node read for it) all that is unchanged. */
function nodeOf(value: unknown, written: unknown, document: Document, works: Map<string, YAMLMap>): Node {
  if (Array.isArray(value)) {
    const seq = layoutOf(isSeq(written) ? written : undefined, new YAMLSeq(document.schema));
    const items = isSeq(written) ? written.items : [];
    seq.items = value.map((item, index) => {
      const id =
        isRecord(item) && (typeof item.id === "number" || typeof item.id === "string")
          ? String(item.id)
          : undefined;
      const same =
        id === undefined
          ? items[index]
          : (works.get(id) ?? items.find((one) => isMap(one) && String(one.get("id")) === id));
      return nodeOf(item, same, document, works);
    });
    return seq;
  }
  if (isRecord(value)) {
    const map = layoutOf(isMap(written) ? written : undefined, new YAMLMap(document.schema));
    const pairs = isMap(written) ? written.items : [];
    const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);
    const keys = Object.keys(value).filter((key) => value[key] !== undefined);
    map.items = pairs
      .filter((pair) => keys.includes(keyOf(pair)))
      .map((pair) => new Pair(pair.key, nodeOf(value[keyOf(pair)], pair.value, document, works)));
    // A field the file did not have goes after the last one the form has before it.
    keys.forEach((key, place) => {
      if (map.items.some((pair) => keyOf(pair) === key)) return;
      const before = map.items.findLastIndex((pair) => keys.indexOf(keyOf(pair)) < place);
      const pair = new Pair(document.createNode(key), nodeOf(value[key], undefined, document, works));
      map.items.splice(before + 1, 0, pair);
    });
    return map;
  }
  if (isScalar(written) && sameValue(written.value, value)) return written;
  const scalar = layoutOf(isScalar(written) ? written : undefined, document.createNode(value) as Scalar);
  // A title written in quotes keeps them.
  if (isScalar(written) && typeof written.value === "string" && typeof value === "string" && written.type)
    scalar.type = written.type;
  return scalar;
}

/** A YAML file's text from its data, as `written` (the file's document as read) had it wherever unchanged. */
function yamlText(value: unknown, written: Document | undefined): string {
  const document = written ? written.clone() : new Document();
  document.contents = nodeOf(value, written?.contents, document, itemsById(written));
  // Two-space indents and no folded lines: the file reads as the artist would write it.
  return document.toString({ indent: 2, lineWidth: 0, flowCollectionPadding: false });
}

function parsed(text: string): Document {
  const document = parseDocument(text);
  const [error] = document.errors;
  if (error) throw error;
  return document;
}

/** A room's work with a price of its own; one without is written as its id alone, as in the guide. */
const isPriced = (work: unknown): work is { price: unknown } =>
  isRecord(work) && work.price !== "" && work.price != null;

/** The text before each room's key in the editor: its address without the key (the key field's prefix). */
function roomAddress(fields: readonly EditorField[]): string {
  const rooms = fields.find((field) => field.name === "rooms")?.fields as EditorField[] | undefined;
  const key = rooms?.find((field) => field.name === "key");
  return typeof key?.prefix === "string" ? key.prefix : "";
}

/** A file's data as the editor holds it, and back: each file's own (above). */
type Shape = { toEditor(file: unknown): Data; toFile(data: Data, written: Document | undefined): unknown };

function shapeOf(name: string, fields: readonly EditorField[]): Shape {
  switch (name) {
    case "works":
      return {
        toEditor: (file) => joinedWorks((file ?? {}) as WorksFile),
        toFile: (data) => splitWorks(data),
      };
    case "rooms": {
      const address = roomAddress(fields);
      type Room = { key?: unknown; works?: unknown[] };
      return {
        toEditor: (file) => ({
          rooms: ((file ?? []) as Room[]).map((room) => ({
            ...room,
            ...(typeof room.key === "string" && { key: `${address}${room.key}` }),
            works: room.works?.map((work) => (isRecord(work) ? work : { id: work })),
          })),
        }),
        toFile: (data) =>
          ((data.rooms ?? []) as Room[]).map((room) => ({
            ...room,
            // The key alone: what follows the address's last "/".
            ...(typeof room.key === "string" && { key: room.key.slice(room.key.lastIndexOf("/") + 1) }),
            // A price typed as a figure is a number, as a work's is written.
            works: room.works?.map((work) =>
              isPriced(work) ? { ...work, price: asNumber(work.price) } : (work as { id: unknown }).id,
            ),
          })),
      };
    }
    case "site":
      return {
        // Left out, a site is ready: the switch shows it so.
        toEditor: (file) => ({ ready: true, ...(file as Data) }),
        toFile: ({ ready, ...data }, written) =>
          // Written as she set it, but never into a file that left it out while it is on.
          ready === true && !(isMap(written?.contents) && written.contents.has("ready"))
            ? data
            : { ready, ...data },
      };
    default:
      return { toEditor: (file) => (file ?? {}) as Data, toFile: (data) => data };
  }
}

/** The editor's reader and writer of the content file `name` (works, site, cv, rooms), whose form is `fields`. */
export function fileFormat(fields: readonly EditorField[], name: string) {
  // Each field the editor holds otherwise than the file: works' ids, photographs' paths.
  const changes = [
    ...fieldsOf(fields, "relation").map((path) => ({ path, toEditor: asText, toFile: asNumber })),
    ...fieldsOf(fields, "image").map((path) => ({ path, toEditor: fromTop, toFile: asWritten })),
  ];
  const shape = shapeOf(name, fields);
  // The file as last read or written, whose comments and quotes a save keeps.
  let written: Document | undefined;
  return {
    fromFile(text: string): Data {
      written = parsed(text);
      const data = shape.toEditor(written.toJS());
      return changes.reduce<unknown>(
        (value, { path, toEditor }) => mapAt(value, path, toEditor),
        data,
      ) as Data;
    },
    toFile(data: Data): string {
      const numbered = changes.reduce<unknown>(
        (value, { path, toFile }) => mapAt(value, path, toFile),
        data,
      ) as Data;
      const text = yamlText(shape.toFile(numbered, written), written);
      written = parsed(text);
      return text;
    },
  };
}
