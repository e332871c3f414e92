import { expect, test } from "vitest";
import { cn } from "./cn";

test("joins the classes that are set", () => {
  expect(cn("a", false, "b", undefined, null, "", "c")).toBe("a b c");
});
