// `npm run bench:publish`: the time of CI's content path here (a push that changes only content/):
// `npm run build` and `npm run check`, for the sample and a generated catalogue of 120 works
// (2,400 px photographs), each with no image cache (cold), with it and nothing changed, and with it
// after one painting is added. Printed, never asserted: the figures are this machine's.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { imageCacheDir } from "../vite/image-cache.ts";
import { addPainting, makeCatalogue } from "./catalogue.ts";

const project = path.resolve(import.meta.dirname, "..");
const benchDir = path.join(project, "build-e2e", "publish-bench");

/** Seconds `npm run <script>` took on the content in `content`. */
function time(script: string, content: string) {
  const started = performance.now();
  execFileSync("npm", ["run", script], {
    cwd: project,
    stdio: "ignore",
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: path.join(benchDir, "build") },
  });
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

const catalogues = [
  {
    label: "16 works (the sample)",
    make: (dir: string) => cpSync(path.join(project, "content"), dir, { recursive: true }),
  },
  {
    label: "120 works",
    make: (dir: string) =>
      makeCatalogue(path.join(project, "content"), dir, {
        works: 120,
        inGallery: 0.6,
        size: 2400,
        viewsEvery: 3,
      }),
  },
];

const rows = [];
for (const { label, make } of catalogues) {
  const content = path.join(benchDir, "content");
  rmSync(content, { recursive: true, force: true });
  await make(content);
  rmSync(imageCacheDir(content), { recursive: true, force: true });
  for (const step of ["cold", "cache restored", "one painting added"]) {
    if (step === "one painting added") await addPainting(content);
    const build = time("build", content);
    const check = time("check", content);
    rows.push({ catalogue: label, step, "build, s": build, "check, s": check });
    console.log(`${label}, ${step}: build ${build} s, check ${check} s`);
  }
  rmSync(imageCacheDir(content), { recursive: true, force: true });
}
console.table(rows);
