import { expect, test } from "vitest";
import { inRoom, isClosed, longDay, randomRoomKey, roomKeyPattern, roomPath } from "./rooms";

test("a new room's key is 14 lower-case letters and digits, a new one each time", () => {
  const keys = Array.from({ length: 200 }, () => randomRoomKey());
  for (const key of keys) expect(key).toMatch(/^[a-z0-9]{14}$/);
  expect(new Set(keys).size).toBe(keys.length);
  expect(roomKeyPattern.test(keys[0] ?? "")).toBe(true);
  // Every character turns up: none is left out of the draw.
  expect(new Set(keys.join("")).size).toBe(36);
});

test("a key of fewer than 12 letters and digits, or with others, is no room's", () => {
  expect(roomKeyPattern.test("q7vd2m9xk4tb")).toBe(true);
  expect(roomKeyPattern.test("q7vd2m9xk4t")).toBe(false);
  expect(roomKeyPattern.test("Q7VD2M9XK4TBW3")).toBe(false);
  expect(roomKeyPattern.test("q7vd2m9x-k4tbw3")).toBe(false);
});

test("a room is at /rooms/<key>, and closes at the start of its closing day", () => {
  expect(roomPath({ key: "q7vd2m9xk4tbw3" })).toBe("/rooms/q7vd2m9xk4tbw3");
  const room = { closes: "2026-12-20" };
  expect(isClosed(room, "2026-12-19")).toBe(false);
  expect(isClosed(room, "2026-12-20")).toBe(true);
  expect(isClosed(room, "2027-01-02")).toBe(true);
  expect(isClosed({}, "2099-01-01")).toBe(false);
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
