import { expect, test } from "vitest";
import { circles, problemOf } from "./lint-imports";

const edge = (from: string, to: string, typeOnly = false) => ({ from, to, line: 1, typeOnly });

test("the folders go one way: rules/ imports no other folder, pipeline/ nothing of app/, app/ only types of pipeline/", () => {
  expect(problemOf(edge("rules/pages.ts", "rules/paging.ts"))).toBeUndefined();
  expect(problemOf(edge("rules/pages.ts", "app/lib/meta.ts"))).toMatch(/rules\/ imports no other folder/);
  expect(problemOf(edge("pipeline/load.ts", "app/lib/artwork.ts"))).toMatch(
    /pipeline\/ imports nothing of app\//,
  );
  expect(problemOf(edge("pipeline/load.ts", "rules/slug.ts"))).toBeUndefined();
  expect(problemOf(edge("app/lib/meta.ts", "pipeline/content-types.ts", true))).toBeUndefined();
  expect(problemOf(edge("app/lib/meta.ts", "pipeline/read.ts"))).toMatch(/only types/);
  // The route table runs at build time, and asks the content which routes there are.
  expect(problemOf(edge("app/routes.ts", "pipeline/read.ts"))).toBeUndefined();
  // So do the loaders' data files, which React Router keeps out of the browser's bundle.
  expect(problemOf(edge("app/data/catalogue.server.ts", "pipeline/catalogue.ts"))).toBeUndefined();
  expect(problemOf(edge("app/data/site.ts", "pipeline/catalogue.ts"))).toMatch(/only types/);
});

test("files that import each other are found, however far round, and each group once", () => {
  expect(circles([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d")])).toEqual([
    ["a", "b", "c"],
  ]);
  expect(circles([edge("a", "b"), edge("b", "c")])).toEqual([]);
  expect(circles([edge("a", "b", true), edge("b", "a")])).toEqual([["a", "b"]]);
});
