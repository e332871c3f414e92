import { type Dimensions, parseDimensions } from "../../rules/dimensions.ts";
import { amountOf } from "../../rules/price.ts";

// A spreadsheet's cells as the site writes its values: a size as "160 x 110 cm", a price as an
// amount in Australian dollars (or words), a status as the site's list and state. Each reader
// answers the value, or why it cannot, in her words.

export type Read<Value> = { value: Value } | { problem: string };

type Unit = Dimensions["unit"];

/** Units as people write them, after a number or alone. */
const unitWords: [RegExp, Unit][] = [
  [/^(cm|cms|centimet(re|er)s?)$/, "cm"],
  [/^(mm|millimet(re|er)s?)$/, "mm"],
  [/^(in|ins|inch|inches|"|''|”|″)$/, "in"],
];

export function unitOf(text: string): Unit | undefined {
  const word = text.trim().toLowerCase().replace(/\.$/, "");
  return unitWords.find(([pattern]) => pattern.test(word))?.[1];
}

/** A number as a cell writes it: "110", "110.5", "110,5". */
const numberOf = (text: string) => {
  const plain = text.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined;
};

/** The site's way of writing a size: "160 x 110 cm", "30.5 x 20 x 4 in". */
export const sizeText = (sides: readonly number[], unit: Unit) => `${sides.join(" x ")} ${unit}`;

const sizeProblem = "reads as no size: write height x width and a unit, e.g. 160 x 110 cm or 24 x 36 in";

/**
 * A size written in one cell: "160 x 110 cm", "160x110cm", "H 160 x W 110 cm", "24 x 36 inches",
 * '24" x 36"', "160 × 110 × 4 cm"; without a unit, `unit` (a column's) is taken.
 */
export function readSize(text: string, unit?: Unit): Read<string> {
  // Written as the site writes a size already: kept as she wrote it.
  if (parseDimensions(text)) return { value: text.trim() };
  const parts = text
    .toLowerCase()
    .replace(/[×*]/g, " x ")
    .replace(/\b[hwd]\s*[:.]?\s*(?=\d)/g, "")
    .split(/\s+x\s+|(?<=\d)\s*x\s*(?=\d)/);
  const sides: number[] = [];
  const units = new Set<Unit>();
  for (const part of parts) {
    const match = /^\s*(\d+(?:[.,]\d+)?)\s*(.*?)\s*$/.exec(part);
    const side = match ? numberOf(match[1] ?? "") : undefined;
    if (!match || side === undefined) return { problem: sizeProblem };
    const rest = match[2] ?? "";
    if (rest !== "") {
      const named = unitOf(rest);
      if (!named) return { problem: sizeProblem };
      units.add(named);
    }
    sides.push(side);
  }
  if (sides.length < 2 || sides.length > 3) return { problem: sizeProblem };
  if (units.size > 1) return { problem: "mixes units: write every side in one, e.g. 160 x 110 cm" };
  const [named] = [...units];
  const chosen = named ?? unit;
  if (!chosen) return { problem: "has no unit: write cm or in after the numbers, e.g. 160 x 110 cm" };
  return { value: sizeText(sides, chosen) };
}

/** A size from height, width and (maybe) depth columns, in `unit`. */
export function readSides(
  sides: { height?: string; width?: string; depth?: string },
  unit: Unit | undefined,
): Read<string> {
  const numbers = [sides.height, sides.width, sides.depth]
    .filter((side): side is string => side !== undefined && side.trim() !== "")
    .map((side) => readSize(`${side} x 1`, unit));
  // Each side read as a size of its own ("160 cm" x 1): its number and unit.
  const read = numbers.map((one) => ("value" in one ? parseDimensions(one.value) : null));
  if (read.some((one) => one === null) || read.length < 2 || !sides.height || !sides.width)
    return { problem: "needs a height and a width: give both, e.g. 160 and 110" };
  const units = new Set(read.map((one) => one?.unit));
  if (units.size > 1) return { problem: "mixes units: write every side in one, e.g. 160 x 110 cm" };
  return {
    value: sizeText(
      read.map((one) => one?.height ?? 0),
      read[0]?.unit ?? "cm",
    ),
  };
}

/** Two sizes that say one thing, however spaced: "160x110 cm" and "160 x 110 cm". */
export function sameSize(one: unknown, other: unknown): boolean {
  if (typeof one !== "string" || typeof other !== "string") return one === other;
  const [a, b] = [parseDimensions(one), parseDimensions(other)];
  return a && b ? JSON.stringify(a) === JSON.stringify(b) : one === other;
}

/** A year as a cell gives it: "2025", a day of it (2025-03-12, 12/03/2025), "c. 2019". */
export function readYear(text: string): Read<string> {
  const years = text.match(/(?<!\d)\d{4}(?!\d)/g) ?? [];
  const [year] = years;
  if (years.length !== 1 || !year)
    return { problem: `reads as no one year: write the year it was finished, e.g. 2025` };
  return { value: year };
}

/** Symbols and codes of currencies, the site's (AUD) first. */
const symbols: [RegExp, string][] = [
  [/^(a\$|au\$|aud)$/i, "AUD"],
  [/^\$$/, "AUD"],
  [/^(us\$|usd)$/i, "USD"],
  [/^(nz\$|nzd)$/i, "NZD"],
  [/^(c\$|ca\$|cad)$/i, "CAD"],
  [/^(€|eur|euro|euros)$/i, "EUR"],
  [/^(£|gbp)$/i, "GBP"],
  [/^(¥|jpy)$/i, "JPY"],
  [/^(chf)$/i, "CHF"],
];

export function currencyOf(text: string): string | undefined {
  const word = text.trim();
  if (word === "") return undefined;
  return (
    symbols.find(([pattern]) => pattern.test(word))?.[1] ??
    (/^[A-Z]{3}$/i.test(word) ? word.toUpperCase() : undefined)
  );
}

/** Digits with thousands and decimal marks as any country writes them: "4,500", "4.500,00", "4 500". */
function amountIn(digits: string): number | undefined {
  const plain = digits.replace(/[\s'’\u00a0\u202f]/g, "");
  if (!/^\d[\d.,]*$/.test(plain)) return undefined;
  const marks = plain.replace(/\d/g, "");
  const last = marks.at(-1);
  if (last === undefined) return Number(plain);
  const decimals = plain.length - plain.lastIndexOf(last) - 1;
  // A mark used once and not followed by three digits is the decimal one; otherwise the last
  // mark is decimal only when the other mark comes before it ("4.500,00").
  const isDecimal = new Set(marks).size === 2 || (marks.length === 1 && decimals !== 3);
  const whole = isDecimal ? plain.slice(0, plain.lastIndexOf(last)) : plain;
  const fraction = isDecimal ? plain.slice(plain.lastIndexOf(last) + 1) : "";
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return undefined;
  return Number(`${whole.replace(/[.,]/g, "")}${fraction ? `.${fraction}` : ""}`);
}

/** A price as the site writes it: an amount of Australian dollars (a number) or words. */
export type Price = number | string;

/**
 * A price in any currency's format: "$4,500", "4.500,00 EUR", "GBP 3000", "€ 4.500". An amount in
 * Australian dollars (or in dollars, or with no currency, as the site's prices are) is a number;
 * in another currency it is kept as words the site shows as written ("EUR 4,500"); words
 * ("Price on request") stay words.
 */
export function readPrice(text: string, currencyColumn?: string): Read<Price> {
  const cell = text.trim();
  const site = amountOf(cell);
  const column = currencyColumn ? currencyOf(currencyColumn) : undefined;
  if (site !== null && (column === undefined || column === "AUD")) return { value: site };
  const match = /^([^\d\s]*)\s*([\d][\d\s.,'’\u00a0\u202f]*?)\s*([^\d\s]*)$/u.exec(cell);
  if (!match) return { value: cell };
  const [, before = "", digits = "", after = ""] = match;
  const amount = amountIn(digits);
  if (amount === undefined) return { value: cell };
  const named = [before, after].filter(Boolean);
  if (named.length > 1) return { value: cell };
  const currency = named[0] === undefined ? (column ?? "AUD") : currencyOf(named[0]);
  if (currency === undefined) return { value: cell };
  if (amount === 0) return { problem: "is 0: give the price, or leave it empty for Price on request" };
  if (currency === "AUD") return { value: amount };
  const [whole = "", cents] = amount.toFixed(2).split(".");
  return {
    value: `${currency} ${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${cents === "00" ? "" : `.${cents}`}`,
  };
}

/** Where a work is shown, and (for sale) its state: the site's words for a platform's status. */
export type Placing = { list: "gallery" } | { list: "available"; status: "available" | "reserved" | "sold" };

/** The platforms' words for a status (Arternal's "availability"), folded, by what the site makes of them. */
const statusWords: [RegExp, Placing][] = [
  [
    /^(available|availableforsale|forsale|onsale|instock|consignment|onconsignment|consigned|atgallery|active)$/,
    { list: "available", status: "available" },
  ],
  [/^(onhold|hold|reserved|pending|salepending|onreserve|held)$/, { list: "available", status: "reserved" }],
  [/^(sold|soldout|purchased|invoiced)$/, { list: "available", status: "sold" }],
  [
    /^(nfs|notforsale|notavailable|unavailable|collection|artistcollection|artistscollection|privatecollection|personalcollection|archive|archived|gifted|gift|donated|commission|commissioned|onloan|loaned|museumcollection|publiccollection)$/,
    { list: "gallery" },
  ],
];

export function readStatus(text: string): Read<Placing> {
  const word = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  const found = statusWords.find(([pattern]) => pattern.test(word))?.[1];
  return found
    ? { value: found }
    : {
        problem: `"${text.trim()}" is no status I know: write available, on hold, sold or not for sale`,
      };
}

/** The status the export writes for a work, in Arternal's words, which readStatus reads back. */
export function statusText(placing: Placing): string {
  if (placing.list === "gallery") return "NFS";
  return { available: "available", reserved: "on hold", sold: "sold" }[placing.status];
}

/** A cell of several entries, one a line: provenance's owners, literature's references. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A reference with its address, as the export writes it: "Author, 'Title', 2024 <https://...>". */
export function readReference(line: string): { text: string; link?: string } {
  const match = /^(.*?)\s*<(https:\/\/[^\s>]+)>$/.exec(line);
  return match?.[1] && match[2] ? { text: match[1], link: match[2] } : { text: line };
}

export const referenceText = ({ text, link }: { text: string; link?: string | undefined }) =>
  link ? `${text} <${link}>` : text;

/** Another view, as the export writes it: "works/17-back.jpg | The back, signed". */
export function readView(line: string): { image: string; alt: string } | undefined {
  const [image, ...alt] = line.split("|");
  const description = alt.join("|").trim();
  return image?.trim() && description ? { image: image.trim(), alt: description } : undefined;
}

export const viewText = ({ image, alt }: { image: string; alt: string }) => `${image} | ${alt}`;

/**
 * A cell as written, never as a formula: one the export began with "'" (so that a spreadsheet
 * shows "=..." as text and runs nothing) is read without it.
 */
export const cellText = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/** A cell a spreadsheet would run as a formula ("=", "+", "-", "@" first) written to be shown as text. */
export const safeCell = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
