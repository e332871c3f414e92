import { afterEach, describe, expect, test, vi } from "vitest";
import { keyNewEntry, restoreScrollScript } from "./scroll-restoration";

/** A tab as the script sees it while the page is parsed: this entry's state and the tab's storage. */
function tab(state: unknown, stored: string | null) {
  const calls: string[] = [];
  const window = {
    history: { state },
    scrollTo: (x: number, y: number) => calls.push(`scrollTo ${x} ${y}`),
  };
  const sessionStorage = {
    getItem: (key: string) => {
      calls.push(`getItem ${key}`);
      return stored;
    },
    removeItem: (key: string) => calls.push(`removeItem ${key}`),
  };
  const console = { error: () => calls.push("error") };
  new Function("window", "sessionStorage", "console", restoreScrollScript)(window, sessionStorage, console);
  return calls;
}

describe("the script that restores a position before the first paint", () => {
  test("leaves a new entry alone, without a call to the tab's storage", () => {
    expect(tab(null, '{"abc":640}')).toEqual([]);
    expect(tab({ usr: null }, '{"abc":640}')).toEqual([]);
  });

  test("scrolls a reloaded or revisited entry to where it was, in React Router's own storage", () => {
    expect(tab({ key: "abc", idx: 2 }, '{"abc":640,"def":80}')).toEqual([
      "getItem react-router-scroll-positions",
      "scrollTo 0 640",
    ]);
  });

  test("stays put for an entry with no position kept", () => {
    expect(tab({ key: "abc" }, '{"def":80}')).toEqual(["getItem react-router-scroll-positions"]);
    expect(tab({ key: "abc" }, null)).toEqual(["getItem react-router-scroll-positions"]);
  });

  test("drops positions it cannot read, and the page goes on", () => {
    expect(tab({ key: "abc" }, "{not json")).toEqual([
      "getItem react-router-scroll-positions",
      "error",
      "removeItem react-router-scroll-positions",
    ]);
  });
});

describe("a new entry's key", () => {
  afterEach(() => vi.unstubAllGlobals());

  function history(state: unknown) {
    const replaced: unknown[] = [];
    const entry = { state, replaceState: (next: unknown) => replaced.push(next) };
    vi.stubGlobal("window", { history: entry });
    return replaced;
  }

  test("is given to an entry without one, keeping what the entry holds", () => {
    const replaced = history({ usr: { from: "list" } });
    keyNewEntry();
    expect(replaced).toEqual([{ usr: { from: "list" }, key: expect.stringMatching(/^[0-9a-z]{1,8}$/) }]);
    const fresh = history(null);
    keyNewEntry();
    expect(fresh).toEqual([{ key: expect.stringMatching(/^[0-9a-z]{1,8}$/) }]);
  });

  test("is never changed on an entry that has one: its kept position would be lost", () => {
    const replaced = history({ key: "abc", idx: 1 });
    keyNewEntry();
    expect(replaced).toEqual([]);
  });
});
