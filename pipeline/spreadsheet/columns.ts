// Which field of a work each column of her spreadsheet fills, by its header: the names of
// Arternal's, ArtCloud's and Artlogic's import templates and Artwork Archive's export, and plain
// English. A header is compared folded (case, spaces, _ and punctuation set aside), so
// "Inventory Number", "inventory_number" and "INVENTORY #" are one.

/** What a column can fill: a work's field (pipeline/schema.ts), or a part of one. */
export type Field =
  | "ref"
  | "title"
  | "year"
  | "medium"
  | "dimensions"
  | "height"
  | "width"
  | "depth"
  | "unit"
  | "framed"
  | "price"
  | "currency"
  | "status"
  | "signed"
  | "provenance"
  | "literature"
  | "series"
  | "image"
  | "imageUrl"
  | "views"
  | "focus"
  | "id"
  | "slug";

/** Each field's headers, folded; the first of `arternal` is what the export writes. */
const headers: Record<Field, readonly string[]> = {
  ref: [
    "inventory_number",
    "inventory",
    "inventory no",
    "inventory #",
    "inv no",
    "stock number",
    "stock no",
    "stock #",
    "catalogue number",
    "catalog number",
    "catalogue no",
    "reference",
    "ref",
  ],
  title: ["title", "work title", "artwork title", "title of work", "name of work"],
  year: ["year", "creation date", "date created", "year created", "date", "date of work"],
  medium: ["medium", "media", "materials", "technique", "medium and materials"],
  dimensions: ["dimensions", "size", "dimension", "dimensions text", "dims", "measurements"],
  height: ["height", "h", "height cm", "height in", "height inches"],
  width: ["width", "w", "width cm", "width in", "width inches"],
  depth: ["depth", "d", "depth cm", "depth in", "depth inches"],
  unit: ["dimension_unit", "unit", "units", "dimensions unit", "measurement unit", "unit of measure"],
  framed: ["framed_dimensions", "framed size", "framed", "dimensions framed", "framed dims"],
  price: ["price", "retail price", "sale price", "list price", "asking price", "price aud"],
  currency: ["currency", "price currency"],
  status: ["availability", "status", "availability status", "sale status", "sales status"],
  signed: ["signature", "signed", "signed and dated", "inscription", "inscriptions", "signature details"],
  provenance: ["provenance"],
  literature: ["literature", "publications", "bibliography"],
  series: ["series", "body of work"],
  image: [
    "image_file",
    "image",
    "image filename",
    "file name",
    "filename",
    "photo",
    "photograph",
    "primary image",
  ],
  imageUrl: ["image_url", "image url", "image link", "primary image url", "images", "photo url"],
  views: ["other_views", "other views", "additional images", "more photographs"],
  focus: ["thumbnail_focus", "list focus"],
  id: ["site_number"],
  slug: ["site_address", "address", "slug"],
};

/** A header as compared: lower-case letters and digits alone, "#" read as "no". */
export const folded = (header: string) =>
  header
    .toLowerCase()
    .replaceAll("#", "no")
    .replace(/[^\p{L}\p{N}]+/gu, "");

const byHeader = new Map(
  Object.entries(headers).flatMap(([field, names]) => names.map((name) => [folded(name), field as Field])),
);

/** The header the export writes for `field`: Arternal's where it has one. */
export const exportHeader = (field: Field) => headers[field][0] ?? field;

/** The unit a header names, "Height (cm)": its column's numbers are in it. */
export function unitOfHeader(header: string): "cm" | "mm" | "in" | undefined {
  const name = folded(header);
  if (/(cm|centimet(re|er)s?)$/.test(name)) return "cm";
  if (/(mm|millimet(re|er)s?)$/.test(name)) return "mm";
  if (/(in|inch|inches)$/.test(name) && /^(height|width|depth|h|w|d)/.test(name)) return "in";
  return undefined;
}

/** Where each column goes: its field by its place, and the headers no field takes, named in the plan. */
export type Columns = {
  fields: (Field | undefined)[];
  /** A unit a column's header names, by its place: "Height (cm)". */
  units: ("cm" | "mm" | "in" | undefined)[];
  unplaced: string[];
  /** Headers of one field given twice: the first column is read, the others named. */
  repeated: string[];
};

export function placeColumns(row: readonly string[]): Columns {
  const taken = new Set<Field>();
  const columns: Columns = { fields: [], units: [], unplaced: [], repeated: [] };
  for (const header of row) {
    const name = folded(header);
    const unit = unitOfHeader(header);
    const field = byHeader.get(name) ?? (unit ? byHeader.get(name.replace(/(cm|mm|in)$/, "")) : undefined);
    if (header.trim() === "") {
      columns.fields.push(undefined);
    } else if (field === undefined) {
      columns.unplaced.push(header.trim());
      columns.fields.push(undefined);
    } else if (taken.has(field)) {
      columns.repeated.push(header.trim());
      columns.fields.push(undefined);
    } else {
      taken.add(field);
      columns.fields.push(field);
    }
    columns.units.push(unit);
  }
  return columns;
}

/** Each field's name in her words, for the plan's lines. */
export const fieldWords: Record<Field, string> = {
  ref: "inventory number",
  title: "title",
  year: "year",
  medium: "medium",
  dimensions: "dimensions",
  height: "height",
  width: "width",
  depth: "depth",
  unit: "unit",
  framed: "framed size",
  price: "price",
  currency: "currency",
  status: "status",
  signed: "signed",
  provenance: "provenance",
  literature: "literature",
  series: "series",
  image: "photograph",
  imageUrl: "photograph's address",
  views: "more photographs",
  focus: "part shown in the lists",
  id: "number",
  slug: "address",
};
