import { expect, test } from "vitest";
import { closest, editDistance } from "./closest";

test("counts the letters to add, remove or change, whatever their case", () => {
  expect(editDistance("dimension", "dimensions")).toBe(1);
  expect(editDistance("Titel", "title")).toBe(1);
  expect(editDistance("", "year")).toBe(4);
  expect(editDistance("price", "price")).toBe(0);
  expect(editDistance("imgae", "image")).toBe(1);
});

test("finds the field a typo meant, and nothing for a word that is no typo", () => {
  const fields = ["id", "title", "year", "medium", "dimensions", "image", "price", "status"];
  expect(closest("dimension", fields)).toBe("dimensions");
  expect(closest("Medium", fields)).toBe("medium");
  expect(closest("staus", fields)).toBe("status");
  expect(closest("imgae", fields)).toBe("image");
  expect(closest("frame", fields)).toBeUndefined();
  expect(closest("notes", fields)).toBeUndefined();
});
