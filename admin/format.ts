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
import type { WorksFile } from "../pipeline/spreadsheet/plan.ts";
import type { EditorField } from "./config.ts";
import { joinedWorks, splitWorks } from "./works.ts";

// How the editor reads and writes a content file. The editor hands the writer its data alone: the
// file as last read (or written) lends what the data does not hold, its comments, quotes, flow
// lists and a paragraph's own line breaks, to every value that is unchanged, so a save changes the
// lines of what changed and no other.
// The editor's choice of a work (its relation fields) holds the work's id as text, and shows no
// choice for an id written as a number, as the files have them: so those ids are text inside the
// editor and numbers in the files. works.yaml's two lists are one list in the editor
// (admin/works.ts). rooms.yaml is a list, which the editor's form holds under one field, `rooms`;
// a room's key is its whole address there (the field's prefix), and a room's work without a price
// of its own is written as its id alone (`- 33`), as the guide writes it. site.yaml without `ready`
// is a site that is ready: the switch shows it on, and the file stays without it.

export type Data = Record<string, unknown>;
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

/** A paragraph's text with line breaks as the files write them ("\n"), as a browser's box may send "\r\n". */
const lineBreaks = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);

/**
 * A value the editor holds as text and the file as a number (a year, a price, an id) is the same;
 * so is a paragraph the editor hands back with other line breaks, or without the file's last one
 * (a block's `|` keeps a final line break a text box drops).
 */
function sameValue(written: unknown, value: unknown) {
  const plain = (one: unknown) => typeof one === "string" || typeof one === "number";
  const text = (one: unknown) => String(lineBreaks(one)).replace(/\n+$/, "");
  return written === value || (plain(written) && plain(value) && text(written) === text(value));
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

/**
 * What a save writes besides its data: the document it writes into, the works of works.yaml by id,
 * and the text the file was read from, whose lines an unchanged paragraph keeps (`kept`).
 */
type Writing = {
  document: Document;
  works: Map<string, YAMLMap>;
  source: string;
  kept: Map<string, KeptText>;
};
/** A paragraph's lines as the file had them, and the indent of the line it began on. */
type KeptText = { lines: string; indent: number };

/**
 * An unchanged value written over several lines (a folded `>` or plain paragraph, a `|` block), as
 * a stand-in the file's own lines replace once written (`withKeptLines`): the writer keeps a value
 * and its style, not where its lines broke, and would write a folded paragraph as one line.
 */
function keptLines(written: Scalar, writing: Writing): Scalar | undefined {
  const [start, end] = written.range ?? [];
  if (start === undefined || end === undefined || !writing.source) return undefined;
  const lines = writing.source.slice(start, end).replace(/\n+$/, "");
  // A `|+` block's last line breaks are its value's: it is written as it is.
  if (!lines.includes("\n") || /^[|>][^\n]*\+/.test(lines)) return undefined;
  const lineStart = writing.source.lastIndexOf("\n", start - 1) + 1;
  // A value begun on a line below its key or tag is written on the key's line: as the writer has it.
  if (writing.source.slice(lineStart, start).trim() === "") return undefined;
  const indent = /^ */.exec(writing.source.slice(lineStart))?.[0].length ?? 0;
  // A mark no text of hers holds, old or new: made at random, each as long as the others, so
  // that none begins another.
  const mark = `kept-lines-${crypto.randomUUID()}`;
  writing.kept.set(mark, { lines, indent });
  const scalar = layoutOf(written, writing.document.createNode(mark) as Scalar);
  scalar.type = "PLAIN";
  scalar.anchor = written.anchor;
  // A block's comment is on its first line, which its lines bring.
  if (written.type === "BLOCK_FOLDED" || written.type === "BLOCK_LITERAL") scalar.comment = undefined;
  return scalar;
}

/** `text` with each stand-in of `keptLines` replaced by the file's own lines, moved as its line moved. */
function withKeptLines(text: string, kept: Map<string, KeptText>): string {
  let result = text;
  for (const [mark, { lines, indent: was }] of kept) {
    const at = result.indexOf(mark);
    const lineStart = result.lastIndexOf("\n", at - 1) + 1;
    const shift = (/^ */.exec(result.slice(lineStart))?.[0].length ?? 0) - was;
    const moved = lines
      .split("\n")
      .map((line, index) =>
        index === 0 || line === "" ? line : shift > 0 ? " ".repeat(shift) + line : line.slice(-shift),
      )
      .join("\n");
    result = result.slice(0, at) + moved + result.slice(at + mark.length);
  }
  return result;
}

/** `value` as a node of `document`, keeping of `written` (the node read for it) all that is unchanged. */
function nodeOf(value: unknown, written: unknown, writing: Writing): Node {
  const { document, works } = writing;
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
      return nodeOf(item, same, writing);
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
      .map((pair) => new Pair(pair.key, nodeOf(value[keyOf(pair)], pair.value, writing)));
    // A field the file did not have goes after the last one the form has before it.
    keys.forEach((key, place) => {
      if (map.items.some((pair) => keyOf(pair) === key)) return;
      const before = map.items.findLastIndex((pair) => keys.indexOf(keyOf(pair)) < place);
      const pair = new Pair(document.createNode(key), nodeOf(value[key], undefined, writing));
      map.items.splice(before + 1, 0, pair);
    });
    return map;
  }
  if (isScalar(written) && sameValue(written.value, value)) return keptLines(written, writing) ?? written;
  const scalar = layoutOf(
    isScalar(written) ? written : undefined,
    document.createNode(lineBreaks(value)) as Scalar,
  );
  // A title written in quotes keeps them; a paragraph its block, folded or plain style.
  if (isScalar(written) && typeof written.value === "string" && typeof value === "string" && written.type)
    scalar.type = written.type;
  return scalar;
}

/**
 * A YAML file's text from its data, as `written` (the file's document as read from `source`) had it
 * wherever unchanged.
 */
function yamlText(value: unknown, written: Document | undefined, source: string): string {
  const document = written ? written.clone() : new Document();
  const writing = { document, works: itemsById(written), source, kept: new Map<string, KeptText>() };
  document.contents = nodeOf(value, written?.contents, writing);
  // Two-space indents, and a changed paragraph not folded by the writer: its lines are hers.
  const text = document.toString({ indent: 2, lineWidth: 0, flowCollectionPadding: false });
  return withKeptLines(text, writing.kept);
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
type FileShape = {
  toEditor(file: unknown): Data;
  toFile(data: Data, written: Document | undefined): unknown;
};

function shapeOf(name: string, fields: readonly EditorField[]): FileShape {
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
    ...[...fieldsOf(fields, "image"), ...fieldsOf(fields, "file")].map((path) => ({
      path,
      toEditor: fromTop,
      toFile: asWritten,
    })),
  ];
  const shape = shapeOf(name, fields);
  // The file as last read or written, whose comments and quotes a save keeps.
  let written: Document | undefined;
  let source = "";
  return {
    fromFile(text: string): Data {
      written = parsed(text);
      source = text;
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
      const text = yamlText(shape.toFile(numbered, written), written, source);
      written = parsed(text);
      source = text;
      return text;
    },
  };
}
