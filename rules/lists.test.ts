import { expect, test } from "vitest";
import { everyWork, listedWorks, seriesList, workLists } from "./lists";

const works = {
  gallery: [{ id: 1 }, { id: 2 }],
  available: [
    { id: 3, status: "sold" },
    { id: 4, status: "available" },
    { id: 5, status: "reserved" },
    { id: 6, status: "sold" },
  ],
};
const ids = (list: readonly { id: number }[]) => list.map((work) => work.id);

test("sold works stay on Available Works after the others, in their order", () => {
  const lists = listedWorks(works, "available");
  expect(ids(lists.gallery)).toEqual([1, 2]);
  expect(ids(lists.available)).toEqual([4, 5, 3, 6]);
});

test("or move to the Gallery, after its own works", () => {
  const lists = listedWorks(works, "gallery");
  expect(ids(lists.gallery)).toEqual([1, 2, 3, 6]);
  expect(ids(lists.available)).toEqual([4, 5]);
});

test("with no sold work, the lists are the file's", () => {
  const unsold = { ...works, available: works.available.filter((work) => work.status !== "sold") };
  for (const where of ["available", "gallery"] as const) {
    expect(ids(listedWorks(unsold, where).available)).toEqual([4, 5]);
    expect(ids(listedWorks(unsold, where).gallery)).toEqual([1, 2]);
  }
});

test("every work is counted once, wherever its list shows it", () => {
  expect(ids(everyWork(works))).toEqual([1, 2, 3, 4, 5, 6]);
  expect(ids(everyWork(listedWorks(works, "gallery")))).toEqual([1, 2, 3, 6, 4, 5]);
});

test("the two lists take their pages' size from site.yaml, and a series the Gallery's", () => {
  const lists = workLists({
    works,
    site: { gallery: { perPage: 3 }, available: { perPage: 8, soldWorks: "gallery" } },
  });
  expect([ids(lists.gallery.works), lists.gallery.perPage]).toEqual([[1, 2, 3, 6], 3]);
  expect([ids(lists.available.works), lists.available.perPage]).toEqual([[4, 5], 8]);
  expect(seriesList(works.gallery, lists.gallery).perPage).toBe(3);
});
