import { readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import {
  closingOf,
  documentedRoomKeys,
  inRoom,
  isClosed,
  isOpenOn,
  longDay,
  randomRoomKey,
  roomKeyAlphabet,
  roomKeyPattern,
  roomKeyWeakness,
  roomPath,
} from "./rooms";

/** Bytes in Base32 (RFC 4648), lower-case and unpadded, as Sveltia CMS encodes a room's key. */
function base32(bytes: readonly number[]): string {
  const bits = bytes.map((byte) => byte.toString(2).padStart(8, "0")).join("");
  const fives = bits.padEnd(Math.ceil(bits.length / 5) * 5, "0").match(/.{5}/g) ?? [];
  return fives.map((five) => roomKeyAlphabet[Number.parseInt(five, 2)]).join("");
}
/** A key as the editor makes it (the uuid field with use_b32_encoding): a random UUID's 16 bytes in Base32. */
const editorsKey = (uuid: string) =>
  base32((uuid.replaceAll("-", "").match(/../g) ?? []).map((hex) => Number.parseInt(hex, 16)));

test("a new room's key is 26 characters of the editor's alphabet, a new one each time, and passes", () => {
  const keys = Array.from({ length: 200 }, () => randomRoomKey());
  for (const key of keys) {
    expect(key).toMatch(/^[a-z2-7]{26}$/);
    expect(roomKeyWeakness(key)).toBeUndefined();
  }
  expect(new Set(keys).size).toBe(keys.length);
  // Every character turns up: none is left out of the draw.
  expect(new Set(keys.join("")).size).toBe(32);
  const names = { title: "First look at the March show", guest: "Anna Lee", artist: "Marguerite Okonkwo" };
  expect(roomKeyWeakness(randomRoomKey(names), names)).toBeUndefined();
});

test("the editor's keys pass: random UUIDs in Base32, as Sveltia CMS writes them", () => {
  // RFC 4648's own example, and a UUID of Sveltia's form: 26 characters.
  expect(base32([..."foobar"].map((letter) => letter.charCodeAt(0)))).toBe("mzxw6ytboi");
  expect(editorsKey("123e4567-e89b-42d3-a456-426614174000")).toMatch(/^[a-z2-7]{26}$/);
  const names = { title: "Three works for Ben", guest: "Ben Hartley", artist: "Marguerite Okonkwo" };
  fc.assert(
    fc.property(fc.noBias(fc.uuid({ version: 4 })), (uuid) => {
      const key = editorsKey(uuid);
      expect(roomKeyPattern.test(key)).toBe(true);
      expect(roomKeyWeakness(key, names)).toBeUndefined();
    }),
    // A fixed seed: each key is refused about once in 7 million, and this test stays the same.
    { numRuns: 10_000, seed: 57 },
  );
});

test("a key is lower-case letters and digits", () => {
  expect(roomKeyPattern.test("zmkxqu4u5w7a27tw4b32oycd3l")).toBe(true);
  expect(roomKeyPattern.test("ZMKXQU4U5W7A27TW4B32OYCD3L")).toBe(false);
  expect(roomKeyPattern.test("zmkxqu4u5w7a-27tw4b32oycd3l")).toBe(false);
});

test.each([
  [
    "the example of the site's docs",
    "q7vd2m9xk4tbw3",
    "the example key of docs/content.md, which anyone can read",
  ],
  ["a short key", "annalee12345", "too short: 12 characters, where at least 20 are needed"],
  [
    "a long key of few characters",
    "abababababababababababab",
    "only 2 different characters, where at least 10 are needed",
  ],
  [
    "words",
    "viewingroomforannalee2026",
    'the word "viewing" and "annalee" from the guest\'s name leave 11 other characters, where at least 20 are needed',
  ],
  [
    "runs of characters in order, and keys in a row",
    "q7vd2m9xk4tb12345qwerty",
    'the runs "12345" and "qwerty" leave 12 other characters, where at least 20 are needed',
  ],
  [
    "the same character five times",
    "zmkxqu4u5w7a27tw4aaaaa",
    'the run "aaaaa" leaves 17 other characters, where at least 20 are needed',
  ],
  [
    "the room's title and the artist's name",
    "marchokonkwo7a27tw4b32oycd3",
    '"march" from the room\'s title and "okonkwo" from your name leave 15 other characters, where at least 20 are needed',
  ],
])("a key is easy to guess: %s", (_, key, why) => {
  const names = { title: "First look at the March show", guest: "Anna Lee", artist: "Marguerite Okonkwo" };
  expect(roomKeyWeakness(key, names)).toBe(why);
});

test("a word in a key leaves it as hard to guess as the 20 characters besides it", () => {
  expect(roomKeyWeakness("secretzmkxqu4u5w7a27tw4b32")).toBeUndefined();
  expect(roomKeyWeakness("secretzmkxqu4u5w7a27tw4b3")).toBe(
    'the word "secret" leaves 19 other characters, where at least 20 are needed',
  );
  // A word inside a longer one, or in two lists (a common word of the title), is named once.
  expect(roomKeyWeakness("paintingszmkxqu4u5w7a27t", { title: "New paintings for Anna" })).toBe(
    'the word "paintings" leaves 15 other characters, where at least 20 are needed',
  );
});

test("every key docs/content.md prints is refused", () => {
  const docs = readFileSync("docs/content.md", "utf8");
  const printed = [...docs.matchAll(/(?:key: |\/rooms\/)([a-z0-9]{8,})/g)].map(([, key]) => key ?? "");
  expect(printed.length).toBeGreaterThan(0);
  for (const key of printed) {
    expect(documentedRoomKeys).toContain(key);
    expect(roomKeyWeakness(key)).toMatch(/^the example key/);
  }
});

test("a room is at /rooms/<key>, and is open through the whole of its closing day in her zone", () => {
  expect(roomPath({ key: "zmkxqu4u5w7a27tw4b32oycd3l" })).toBe("/rooms/zmkxqu4u5w7a27tw4b32oycd3l");
  const room = { closes: "2026-12-20" };
  const cases = [
    // Sydney in summer (UTC+11): the 20th ends there at 13:00 UTC.
    ["Australia/Sydney", "2026-12-20T12:59:00Z", "2026-12-20T13:00:00Z"],
    // West of UTC (UTC-8): the 20th ends there at 08:00 UTC on the 21st.
    ["America/Los_Angeles", "2026-12-21T07:59:00Z", "2026-12-21T08:00:00Z"],
    ["UTC", "2026-12-20T23:59:00Z", "2026-12-21T00:00:00Z"],
  ] as const;
  for (const [zone, lastMinute, end] of cases) {
    const closing = closingOf(room, zone);
    expect(closing, zone).toBe(end);
    expect(isClosed({ closing }, Date.parse(lastMinute)), zone).toBe(false);
    expect(isClosed({ closing }, Date.parse(end)), zone).toBe(true);
  }
  expect(closingOf({}, "Australia/Sydney")).toBeUndefined();
  expect(isClosed({}, Date.parse("2099-01-01"))).toBe(false);
  // The build decides by her day: open on its closing day, closed from the next.
  expect(isOpenOn(room, "2026-12-20")).toBe(true);
  expect(isOpenOn(room, "2026-12-21")).toBe(false);
  expect(isOpenOn({}, "2099-01-01")).toBe(true);
  expect(longDay("2026-12-20")).toBe("20 December 2026");
  expect(longDay("2027-01-02")).toBe("2 January 2027");
});

test("a room's price puts a work on sale there, unless it is reserved or sold", () => {
  const gallery = { id: 1, title: "Sea" };
  expect(inRoom(gallery, undefined)).toBe(gallery);
  expect(inRoom(gallery, 5800)).toEqual({ id: 1, title: "Sea", price: 5800, status: "available" });
  const sold = { id: 2, price: 900, status: "sold" as const };
  expect(inRoom(sold, 700)).toEqual({ id: 2, price: 700, status: "sold" });
  const reserved = { id: 3, price: 900, status: "reserved" as const };
  expect(inRoom(reserved, "Price on request")).toMatchObject({
    status: "reserved",
    price: "Price on request",
  });
});
