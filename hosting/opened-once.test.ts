import { expect, test, vi } from "vitest";
import { openedOnce } from "./opened-once.ts";

// npm start's stores (hosting/server.ts): opened once for every request, again after a failure,
// closed at shutdown.
const storeOf = () => ({ close: vi.fn() });

test("is opened by the first call alone, however many come at once, and closed once at shutdown", async () => {
  const store = storeOf();
  const open = vi.fn(async () => store);
  const held = openedOnce(open);
  const [first, second] = await Promise.all([held.get(), held.get()]);
  expect(await held.get()).toBe(first);
  expect(second).toBe(store);
  expect(open).toHaveBeenCalledTimes(1);
  await held.close();
  expect(store.close).toHaveBeenCalledTimes(1);
});

test("a failure to open is the caller's, and the next call opens it again", async () => {
  const store = storeOf();
  const open = vi.fn().mockRejectedValueOnce(new Error("disk full")).mockResolvedValue(store);
  const held = openedOnce(open);
  await expect(held.get()).rejects.toThrow("disk full");
  expect(await held.get()).toBe(store);
  expect(open).toHaveBeenCalledTimes(2);
});

test("a store never opened is not opened to be closed", async () => {
  const open = vi.fn(async () => storeOf());
  await openedOnce(open).close();
  expect(open).not.toHaveBeenCalled();
});

test("closed at shutdown while its opening fails: nothing to close, and no error", async () => {
  let fail: (error: Error) => void = () => undefined;
  const store = openedOnce<{ close(): void }>(() => new Promise((_, reject) => (fail = reject)));
  const getting = store.get().catch(() => "refused");
  const closing = store.close();
  fail(new Error("the disk is full"));
  await expect(closing).resolves.toBeUndefined();
  await expect(getting).resolves.toBe("refused");
});
