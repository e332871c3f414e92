import { describe, expect, test } from "vitest";
import { listPage, listPagePath, listPageTitle, pageCount, pageOf, pagerItems } from "./paging";

test("a list takes as many pages as its works fill, and one when it has none", () => {
  expect(pageCount(0, 12)).toBe(1);
  expect(pageCount(12, 12)).toBe(1);
  expect(pageCount(13, 12)).toBe(2);
  expect(pageCount(400, 12)).toBe(34);
});

test("each work is on the page its place in the list gives", () => {
  expect([0, 11, 12, 23, 24].map((index) => pageOf(index, 12))).toEqual([1, 1, 2, 2, 3]);
  // Every work of a list is on one of its pages.
  for (const count of [1, 7, 12, 13, 120]) {
    const pages = Array.from({ length: count }, (_, index) => pageOf(index, 12));
    expect(Math.max(...pages)).toBe(pageCount(count, 12));
  }
});

test("the first page is the list's own address; the others follow it", () => {
  expect(listPagePath("/gallery", 1)).toBe("/gallery");
  expect(listPagePath("/gallery", 2)).toBe("/gallery/2");
  expect(listPageTitle("Gallery", 1, 3)).toBe("Gallery");
  expect(listPageTitle("Gallery", 3, 3)).toBe("Gallery, page 3 of 3");
});

describe("the pager", () => {
  test("links every page of a short list", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  test("leaves out the far pages of a long list, keeping the first, the last and the neighbours", () => {
    expect(pagerItems(1, 34)).toEqual([1, 2, null, 34]);
    expect(pagerItems(17, 34)).toEqual([1, null, 16, 17, 18, null, 34]);
    expect(pagerItems(34, 34)).toEqual([1, null, 33, 34]);
    expect(pagerItems(4, 34)).toEqual([1, 2, 3, 4, 5, null, 34]);
  });

  test("never links more than seven items, each page once and in order", () => {
    for (let count = 1; count <= 60; count++) {
      for (let current = 1; current <= count; current++) {
        const items = pagerItems(current, count);
        expect(items.length).toBeLessThanOrEqual(7);
        const numbers = items.filter((item) => item !== null);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual(expect.arrayContaining([1, current, count]));
      }
    }
  });
});

test("a page of a list knows the items on the pages either side of it", () => {
  const items = ["a", "b", "c", "d", "e"];
  expect(listPage(items, 1, 2)).toEqual({ items: ["a", "b"], offset: 0, before: null, after: "c" });
  expect(listPage(items, 2, 2)).toEqual({ items: ["c", "d"], offset: 2, before: "b", after: "e" });
  expect(listPage(items, 3, 2)).toEqual({ items: ["e"], offset: 4, before: "d", after: null });
  // Every item is on exactly one page, in order.
  const pages = [1, 2, 3].flatMap((page) => listPage(items, page, 2).items);
  expect(pages).toEqual(items);
});
