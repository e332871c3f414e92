import { expect, test } from "vitest";
import { amountOf, priceText } from "./price";

test("reads the ways an amount in dollars is written", () => {
  for (const text of ["4800", "4,800", "AUD 4,800", "aud4800", "$4,800", "A$ 4,800", "4,800 AUD", " 4800 "]) {
    expect(amountOf(text), text).toBe(4800);
  }
  expect(amountOf("$4,800.50")).toBe(4800.5);
  expect(amountOf("12,000")).toBe(12000);
});

test("leaves words, other currencies and odd groupings as text", () => {
  for (const text of [
    "Price on request",
    "POA",
    "USD 4,800",
    "4,80",
    "48,00",
    "4800.5",
    "€4800",
    "4800-5200",
  ]) {
    expect(amountOf(text), text).toBeNull();
  }
});

test("shows an amount in one format, with cents only when it has some", () => {
  expect(priceText(4800)).toBe("AUD 4,800");
  expect(priceText(950)).toBe("AUD 950");
  expect(priceText(1250000)).toBe("AUD 1,250,000");
  expect(priceText(4800.5)).toBe("AUD 4,800.50");
  expect(priceText("Price on request")).toBe("Price on request");
});

test("an amount read from the artist's text shows as she would write it in the site's format", () => {
  expect(priceText(amountOf("$12000") ?? 0)).toBe("AUD 12,000");
});
