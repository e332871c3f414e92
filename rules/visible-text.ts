// What a stranger sent, as text that shows itself and does nothing else, wherever the artist reads
// it: the terminal of `npm run inquiries` and her e-mail (rules/inquiry.ts). A character that
// would act instead of showing (a terminal's escapes, a carriage return, a line break in a
// one-line field, a bidi override, an invisible format character) is written as its name: `\x1b`,
// `U+202E`. Letters of every script, accents and emoji are left as they are.

/**
 * What is kept though it is a format character, because it is part of what a person writes: a
 * subdivision flag's tags (🏴󠁧󠁢󠁳󠁣󠁴󠁿), the joiner inside an emoji sequence (👩‍🎨), and the joiners between
 * letters of the scripts that shape with them (Persian's نمی‌خواهم, Devanagari's conjuncts).
 */
const written = String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|(?<=\p{Extended_Pictographic}\u{FE0F}?[\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})|(?<=[\p{L}--\p{Script=Latin}]\p{M}*)[\u200C\u200D](?=[\p{L}--\p{Script=Latin}])`;

/** Control characters (C0, DEL, C1), format characters (bidi, invisible), and the line and paragraph separators. */
const acting = String.raw`[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]`;

const inLine = new RegExp(`${written}|(${acting})`, "gv");
/** The same, with the tab left as it is: in a message it lays out what she pasted. */
const inMessage = new RegExp(`${written}|([${acting}--\t])`, "gv");

/** A character's name as it is shown: `\x1b` below U+0100, `U+202E` above. */
const characterName = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
};

const shown = (pattern: RegExp) => (text: string) =>
  text.replace(pattern, (match, character: string | undefined) =>
    character === undefined ? match : characterName(character),
  );

/**
 * A one-line field (a name, an address, a work, a room) as one line of text: a tab reads as a
 * space (a paste's leftover, with no layout to keep), and every other control, format or line
 * break character is shown by its name.
 */
export const visibleLine = (text: string) => shown(inLine)(text.replace(/\t/g, " "));

/**
 * A message as its lines, each shown as text: her line breaks (LF, or CRLF as a form sends them)
 * divide it, her tabs stay, and every other control or format character, a lone CR among them,
 * is shown by its name.
 */
export const visibleLines = (text: string) => text.split(/\r\n|\n/).map(shown(inMessage));

/**
 * At most how many columns a terminal gives a piece of text: printable ASCII one each, a tab up to
 * eight, anything else two (the most a terminal gives one character), so that a row measured
 * here is never wider on her screen than it was counted.
 */
export function mostColumns(text: string) {
  let columns = 0;
  for (const character of text) {
    columns += /^[\x20-\x7e]$/.test(character) ? 1 : character === "\t" ? 8 : 2;
  }
  return columns;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** A character's shown name, kept whole on a row. */
const name = /(\\x[0-9a-f]{2}|U\+[0-9A-F]{4,6})/;

/** A piece of text as what may not be cut: each shown name whole, and each character as a reader sees it. */
const units = (text: string) =>
  text
    .split(name)
    .flatMap((part, index) =>
      index % 2 === 1 ? [part] : [...graphemes.segment(part)].map(({ segment }) => segment),
    );

/**
 * A line of shown text as a terminal's rows of `width` columns, the first starting with `first`
 * and every other with `next`: no part of a stranger's text can reach a row's first column, where
 * her terminal would otherwise wrap it, and look like a line of the listing's own. Rows break at
 * spaces where they can, and a word longer than a row between characters as a reader sees them
 * (an emoji sequence, a letter with its accent, a character's shown name, whole).
 */
export function rowsOf(line: string, width: number, first: string, next: string) {
  const rows: string[] = [];
  let row = first;
  let used = mostColumns(first);
  let empty = true;
  const add = (piece: string, columns: number) => {
    row += piece;
    used += columns;
    empty = false;
  };
  const nextRow = () => {
    rows.push(row);
    row = next;
    used = mostColumns(next);
    empty = true;
  };
  for (const piece of line.match(/[ \t]|[^ \t]+/g) ?? []) {
    const columns = mostColumns(piece);
    if (used + columns <= width) add(piece, columns);
    // A space where the row is full is where it breaks.
    else if (piece === " " || piece === "\t") {
      if (!empty) nextRow();
    } else if (!empty && mostColumns(next) + columns <= width) {
      nextRow();
      add(piece, columns);
    } else {
      for (const unit of units(piece)) {
        const unitColumns = mostColumns(unit);
        if (used + unitColumns > width && !empty) nextRow();
        add(unit, unitColumns);
      }
    }
  }
  rows.push(row);
  return rows;
}
