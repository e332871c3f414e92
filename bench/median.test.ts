import { describe, expect, it } from "vitest";
import { median } from "./median";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([1506, 1050, 1517, 1200, 1051])).toBe(1200);
  });

  it("is not moved by one outlier, as a mean would be", () => {
    expect(median([0, 4, 91, 7, 0])).toBe(4);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([30, 10, 20, 40])).toBe(25);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow(/No values/);
  });
});
