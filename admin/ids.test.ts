import { describe, expect, test } from "vitest";
import { workIds } from "./ids.ts";

describe("workIds", () => {
  test("keeps every existing id, whatever the order", () => {
    expect(workIds({ gallery: [{ id: 8 }, { id: 1 }], available: [{ id: 3 }] })).toEqual({
      gallery: [8, 1],
      available: [3],
    });
  });

  test("numbers new works after the highest id of both lists", () => {
    expect(workIds({ gallery: [{ id: 2 }, {}], available: [{ id: 9 }, {}] })).toEqual({
      gallery: [2, 10],
      available: [9, 11],
    });
  });

  test("gives a copy of a work a new number, and the work keeps its own", () => {
    expect(workIds({ gallery: [{ id: 4 }, { id: 4 }], available: [{ id: 4 }] })).toEqual({
      gallery: [4, 5],
      available: [6],
    });
  });

  test("starts at 1 when there are no works yet, and mends what is not a whole number", () => {
    expect(workIds({ gallery: [{}, { id: "7" }, { id: 0 }], available: undefined })).toEqual({
      gallery: [1, 2, 3],
      available: [],
    });
  });
});
