import { describe, expect, it } from "vitest";
import { blockingByCause } from "./blocking";

const page = "http://127.0.0.1:4200/gallery";
const photograph = "http://127.0.0.1:4200/assets/01-CcGkWs_Z.avif";

describe("blockingByCause", () => {
  it("charges each task's time past 50 ms to a script, the page's document or no file", () => {
    const tasks = [
      { url: "http://127.0.0.1:4200/assets/entry.client-AbCd1234.js", startTime: 1000, duration: 120 },
      { url: page, startTime: 1200, duration: 80 },
      { url: photograph, startTime: 1300, duration: 60 },
      { url: "Unattributable", startTime: 1400, duration: 60 },
      { url: "Browser", startTime: 1500, duration: 55 },
    ];
    expect(blockingByCause(tasks, 800, 3000)).toEqual({ scripts: 70, document: 40, noFile: 15 });
  });

  it("counts only the part of a task after the first paint and before the page is interactive", () => {
    const tasks = [
      { url: page, startTime: 700, duration: 200 }, // 100 ms of it after the paint at 800
      { url: page, startTime: 2950, duration: 100 }, // 50 ms of it before interactive at 3000
      { url: page, startTime: 100, duration: 300 }, // over before the paint
    ];
    expect(blockingByCause(tasks, 800, 3000)).toEqual({ scripts: 0, document: 50, noFile: 0 });
  });
});
