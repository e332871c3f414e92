import { expect, test } from "vitest";
import { connectionKeeper } from "./connections.ts";

/** A keeper of `connections` at once and `perAddress` from one address, its connections named. */
const keeper = (connections: number, perAddress: number, shareless?: (address: string) => boolean) =>
  connectionKeeper<string>({ connections, perAddress, ...(shareless && { shareless }) });

test("when full, a newcomer is let in and the connection idle longest let go for her", () => {
  const kept = keeper(3, 3);
  kept.opened("slow", "10.0.0.1", 0);
  kept.opened("idle briefly", "10.0.0.2", 1);
  kept.opened("idle longest", "10.0.0.3", 2);
  kept.requested("idle longest", () => true, 3);
  kept.answered("idle longest", 4);
  kept.requested("idle briefly", () => true, 5);
  kept.answered("idle briefly", 6);
  expect(kept.opened("visitor", "10.0.0.9", 7)).toEqual({ admit: true, shed: "idle longest" });
  expect(kept.opened("another", "10.0.0.8", 8)).toEqual({ admit: true, shed: "idle briefly" });
  expect(kept.size).toBe(3);
});

test("with none idle, the oldest whose request has not all arrived goes; one being answered never does", () => {
  const kept = keeper(3, 3);
  kept.opened("answered", "10.0.0.1", 0);
  kept.requested("answered", () => true, 1);
  kept.opened("body arriving", "10.0.0.2", 2);
  let arrived = false;
  kept.requested("body arriving", () => arrived, 3);
  kept.opened("silent", "10.0.0.3", 4);
  expect(kept.opened("visitor", "10.0.0.9", 5)).toEqual({ admit: true, shed: "body arriving" });
  expect(kept.opened("another", "10.0.0.8", 6)).toEqual({ admit: true, shed: "silent" });
  kept.requested("visitor", () => true, 7);
  kept.requested("another", () => true, 7);
  arrived = true;
  // All three being answered: the newcomer is the one refused.
  expect(kept.opened("late", "10.0.0.7", 8)).toEqual({ admit: false });
});

test("one address holds its share: past it, its own oldest goes, not another address's", () => {
  const kept = keeper(10, 2);
  kept.opened("other", "10.0.0.9", 0);
  kept.opened("first", "10.0.0.1", 1);
  kept.opened("second", "10.0.0.1", 2);
  expect(kept.opened("third", "10.0.0.1", 3)).toEqual({ admit: true, shed: "first" });
  kept.requested("second", () => true, 4);
  kept.requested("third", () => true, 4);
  expect(kept.opened("fourth", "10.0.0.1", 5)).toEqual({ admit: false });
  expect(kept.opened("visitor", "10.0.0.2", 6)).toEqual({ admit: true });
  expect(kept.size).toBe(4);
});

test("the trusted proxy's address, which carries every visitor, has no share of its own", () => {
  const kept = keeper(5, 2, (address) => address === "127.0.0.1");
  for (const name of ["a", "b", "c", "d"]) expect(kept.opened(name, "127.0.0.1", 0)).toEqual({ admit: true });
  expect(kept.size).toBe(4);
});

test("a closed connection frees its place and its address's share", () => {
  const kept = keeper(2, 1);
  kept.opened("first", "10.0.0.1", 0);
  kept.closed("first");
  expect(kept.opened("again", "10.0.0.1", 1)).toEqual({ admit: true });
  expect(kept.size).toBe(1);
});
