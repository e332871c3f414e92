import { expect, test } from "vitest";
import { buttonClass, buttonVariants } from "./button";

test("every variant keeps the shared base and adds its own look", () => {
  for (const variant of Object.keys(buttonVariants) as Array<keyof typeof buttonVariants>) {
    const classes = buttonClass(variant).split(" ");
    expect(classes).toContain("inline-flex");
    expect(classes).toEqual(expect.arrayContaining(buttonVariants[variant].split(" ")));
  }
});

test("icon buttons meet the 44 px touch target", () => {
  expect(buttonClass("icon")).toContain("size-11");
  expect(buttonClass("bare")).toContain("size-11");
});

test("extra classes come last", () => {
  expect(buttonClass("solid", "w-full").endsWith(" w-full")).toBe(true);
});
