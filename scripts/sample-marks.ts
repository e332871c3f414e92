// `npm run sample:marks`: after the sample in content/ is changed, its marks for the editor's
// first screen (admin/sample.ts), which names what of the sample a site still shows.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sampleMarksOf } from "../admin/sample.ts";
import { readContentOrExit } from "../pipeline/read.ts";

const { site, works } = readContentOrExit();
const marks = sampleMarksOf({ site, works: [...works.gallery, ...works.available] });
const file = path.resolve(import.meta.dirname, "..", "admin", "sample-marks.json");
await writeFile(file, `${JSON.stringify(marks, null, 2)}\n`);
console.log(`The sample's marks are in ${path.relative(process.cwd(), file)}.`);
