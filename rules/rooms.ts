import { months, parseDay } from "./exhibitions.ts";
import { dayEnd, instantOf, instantText } from "./her-day.ts";
import { slugify } from "./slug.ts";

// A viewing room: a page of chosen works, with prices of its own, at an address only the people
// it is sent to have (/rooms/<key>), until the day it closes.

/** Where the rooms' pages are: no page of the public site links there. */
export const roomsPrefix = "/rooms/";

/** A room's key as it is written: lower-case letters and digits (how hard it is to guess is roomKeyWeakness's). */
export const roomKeyPattern = /^[a-z0-9]+$/;

/** The address of a room's page. */
export const roomPath = (room: { key: string }) => `${roomsPrefix}${room.key}`;

/** The fewest characters a key has that are not a word, a name or a run: the address is as private as its key is hard to guess. */
const roomKeyLength = 20;
/** The fewest different characters a key has: "aaaaaaaaaaaaaaaaaaaa" is long, and guessed at once. */
const roomKeyVariety = 10;

/** Keys printed as examples in docs/content.md, now or before: anyone may read them, so none is a room's. */
export const documentedRoomKeys: readonly string[] = ["q7vd2m9xk4tbw3", "ydzr4n4sciu6o7yfqesra7hsqf"];

/** Words a person puts in a key by hand: they make it easier to guess, not harder. */
const commonWords = [
  "viewing",
  "private",
  "secret",
  "password",
  "gallery",
  "paintings",
  "painting",
  "collector",
  "collection",
  "exhibition",
  "artist",
  "studio",
  "preview",
  "welcome",
  "access",
  "invite",
  "guest",
  "hello",
  "letmein",
];
/** The shortest word or run a key is searched for: shorter ones turn up by chance in random keys. */
const shortestGuessable = 5;
/** Orders a hand types characters in: the alphabet, the digits, and the keyboard's rows. */
const orders = ["abcdefghijklmnopqrstuvwxyz", "01234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"].flatMap(
  (order) => [order, [...order].reverse().join("")],
);

/** Whose words a room's key must not be made of: the room's title, its guest's name, the artist's. */
export type KeyNames = {
  title?: string | undefined;
  guest?: string | undefined;
  artist?: string | undefined;
};

/** What a guessable part of a key is: a run, a common word, a word of the room's title or of a name. */
type PartKind = "run" | "word" | "title" | "guest" | "artist";
/** A guessable part of a key, and where it starts. */
type Part = { text: string; start: number; kind: PartKind };

/** The parts of one kind as a message names them: `quoted` is "abcde", or "abcde" and "12345". */
const kindNames: Record<PartKind, (quoted: string, many: boolean) => string> = {
  run: (quoted, many) => `the run${many ? "s" : ""} ${quoted}`,
  word: (quoted, many) => `the word${many ? "s" : ""} ${quoted}`,
  title: (quoted) => `${quoted} from the room's title`,
  guest: (quoted) => `${quoted} from the guest's name`,
  artist: (quoted) => `${quoted} from your name`,
};

/** The runs of a key: the same character, or characters in one of the orders, five or more in a row. */
function runsIn(key: string): Part[] {
  const inOrder = (text: string) => /^(.)\1*$/.test(text) || orders.some((order) => order.includes(text));
  const runs: Part[] = [];
  for (let start = 0; start < key.length; ) {
    let end = start + 1;
    while (end < key.length && inOrder(key.slice(start, end + 1))) end++;
    if (end - start < shortestGuessable) start++;
    else {
      runs.push({ text: key.slice(start, end), start, kind: "run" });
      start = end;
    }
  }
  return runs;
}

/** The words of a name or a title as a key would have them: "Hélène Okonkwo" gives helene, okonkwo and heleneokonkwo. */
const wordsOf = (text: string | undefined) => {
  const words = slugify(text ?? "").split("-");
  return [...words, words.join("")].filter((word) => word.length >= shortestGuessable);
};

/** The words of a key: a common one, or one of the room's title or of the guest's or the artist's name. */
function wordsIn(key: string, names: KeyNames): Part[] {
  const lists: { words: readonly string[]; kind: PartKind }[] = [
    { words: commonWords, kind: "word" },
    { words: wordsOf(names.title), kind: "title" },
    { words: wordsOf(names.guest), kind: "guest" },
    { words: wordsOf(names.artist), kind: "artist" },
  ];
  return lists.flatMap(({ words, kind }) =>
    words.flatMap((word) =>
      [...key.matchAll(new RegExp(word, "g"))].map((match) => ({ text: word, start: match.index, kind })),
    ),
  );
}

/** "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Why `key` is easy to guess, in the artist's words, or undefined. A key must be at least
 * roomKeyLength characters besides its words (common ones, and those of its room's title and of
 * the guest's and the artist's names) and its runs (aaaaa, abcde, 12345, qwert), with
 * roomKeyVariety different characters, and no documented example.
 *
 * A random key of 26 characters of Base32 (as the editor and randomRoomKey make them) is refused
 * about once in 7 million: once in 12 million for fewer than 10 different characters, once in 20
 * million or so for 7 characters of runs and words (some 90 of 7 characters, at 20 places, among
 * 32^7 strings). A run or a word of 5 or 6 characters turns up in about 1 key in 20,000: it leaves
 * 20 others, and the key passes.
 */
export function roomKeyWeakness(key: string, names: KeyNames = {}): string | undefined {
  if (documentedRoomKeys.includes(key)) return "the example key of docs/content.md, which anyone can read";
  if (key.length < roomKeyLength)
    return `too short: ${key.length} characters, where at least ${roomKeyLength} are needed`;
  const variety = new Set(key).size;
  if (variety < roomKeyVariety)
    return `only ${variety} different characters, where at least ${roomKeyVariety} are needed`;
  const found = [...runsIn(key), ...wordsIn(key, names)];
  // A word inside a longer one is named by it ("paintings", not "painting" too), and a word of
  // two lists (a common word in the title) by the first.
  const parts = found
    .filter(
      (part, index) =>
        found.findIndex((other) => other.start === part.start && other.text === part.text) === index &&
        !found.some(
          (other) =>
            other.text.length > part.text.length &&
            other.start <= part.start &&
            part.start + part.text.length <= other.start + other.text.length,
        ),
    )
    .sort((a, b) => a.start - b.start);
  const covered = new Set(parts.flatMap(({ text, start }) => [...text].map((_, index) => start + index)));
  const others = key.length - covered.size;
  if (others >= roomKeyLength) return undefined;
  // Each kind named once: the runs "abcde" and "12345".
  const kinds = new Map<PartKind, Set<string>>();
  for (const { text, kind } of parts) kinds.set(kind, (kinds.get(kind) ?? new Set()).add(`"${text}"`));
  const named = listed(
    [...kinds].map(([kind, texts]) => kindNames[kind](listed([...texts]), texts.size > 1)),
  );
  const left = others === 0 ? "no other characters" : `${others} other character${others === 1 ? "" : "s"}`;
  return `${named} ${parts.length === 1 ? "leaves" : "leave"} ${left}, where at least ${roomKeyLength} are needed`;
}

/** The editor's alphabet for a key: Base32 (RFC 4648), in lower case, as Sveltia CMS's uuid field writes it. */
export const roomKeyAlphabet = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * A new room's key: 26 characters drawn at random from the editor's alphabet (130 bits), drawn
 * again in the rare case roomKeyWeakness refuses it for the room of `names`.
 */
export function randomRoomKey(names: KeyNames = {}): string {
  for (;;) {
    // 256 is 8 x 32: each character is as likely as any other.
    const key = [...crypto.getRandomValues(new Uint8Array(26))]
      .map((value) => roomKeyAlphabet[value % roomKeyAlphabet.length])
      .join("");
    if (roomKeyWeakness(key, names) === undefined) return key;
  }
}

/** The address of an open room's list of its works and prices, a PDF. */
export const roomListPath = (room: { key: string }) => `${roomPath(room)}.pdf`;

/**
 * The instant a room closes, as every host reads it ("2026-12-20T13:00:00Z"): the end of its
 * closing day in her time zone (rules/her-day.ts), the start of the next day there. Computed once,
 * by the build; undefined for a room that never closes.
 */
export const closingOf = (room: { closes?: string | undefined }, timeZone: string) =>
  room.closes === undefined ? undefined : instantText(dayEnd(room.closes, timeZone));

/** Whether a room closing at `closing` (closingOf's text) has closed at `moment` (milliseconds since 1970). */
export const isClosed = (room: { closing?: string | undefined }, moment: number) => {
  const closing = instantOf(room.closing);
  return closing !== undefined && moment >= closing;
};

/** Whether a room is open on `day` (year-month-day, in her zone): through the whole of its closing day. */
export const isOpenOn = (room: { closes?: string | undefined }, day: string) =>
  room.closes === undefined || day <= room.closes;

/** "20 December 2026": a closing day as the room's page says it. */
export function longDay(text: string): string {
  const day = parseDay(text);
  return day ? `${day.day} ${months[day.month - 1]} ${day.year}` : text;
}

/**
 * "Open until 20 December 2026": what the room's page and its price list say of its closing day,
 * through the whole of which it is open where she lives.
 */
export const openUntil = (closes: string) => `Open until ${longDay(closes)}`;

/** A work's state in a list: for sale (available or reserved), or sold. */
type Status = "available" | "reserved" | "sold";

/**
 * A work as a room shows it: with the room's price where it gives one, and then for sale, unless
 * it is reserved or sold; as it is everywhere else without one.
 */
export function inRoom<Work extends object>(
  work: Work,
  price: number | string | undefined,
): Work | (Work & { price: number | string; status: Status }) {
  if (price === undefined) return work;
  const status =
    "status" in work && (work.status === "reserved" || work.status === "sold") ? work.status : "available";
  return { ...work, price, status };
}

/**
 * The address of an open room's share image (og:image): under the room's own, so that whatever
 * closes the room closes it too. Revalidated on every use, as everything outside /assets/ is.
 */
export const roomSharePath = (room: { key: string }) => `${roomPath(room)}/share.jpg`;
