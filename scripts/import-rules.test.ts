import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IViolation } from "dependency-cruiser";
import { expect, onTestFinished, test } from "vitest";
import config from "../.dependency-cruiser.ts";

// .dependency-cruiser.ts (`npm run lint`) run on a small project of the same folders: each rule
// rejects the import it is there for, and lets through what it allows.
const files = {
  "rules/price.ts": 'import { slug } from "./slug";\nimport { meta } from "../app/meta";',
  "rules/slug.ts": "export const slug = 1;",
  "pipeline/read.ts": 'import { slug } from "../rules/slug";',
  "pipeline/load.ts": 'import { meta } from "../app/meta";',
  "app/meta.ts": 'import type { Read } from "../pipeline/read";\nimport { read } from "../pipeline/read";',
  "app/routes.ts": 'import { read } from "../pipeline/read";',
  "app/routes.test.ts": 'import { read } from "../pipeline/read";',
  "app/data/works.server.ts": 'import { read } from "../../pipeline/read";',
  "scripts/a.ts": 'import type { B } from "./b";',
  "scripts/b.ts": 'import type { C } from "./c";',
  "scripts/c.ts": 'export type { A } from "./a";',
};

test("the folders go one way, and no files import each other, however far round, types included", async () => {
  const project = mkdtempSync(path.join(tmpdir(), "imports-"));
  onTestFinished(() => rmSync(project, { recursive: true }));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(project, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(project, file), source);
  }
  const { output } = await cruise(["."], {
    ...config.options,
    baseDir: project,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  const found = typeof output === "string" ? [] : output.summary.violations;
  expect(found.map(({ rule, from, to }: IViolation) => `${rule.name}: ${from} → ${to}`).sort()).toEqual([
    "app-types-of-pipeline: app/meta.ts → pipeline/read.ts",
    "no-cycles: scripts/a.ts → scripts/b.ts",
    "pipeline-not-app: pipeline/load.ts → app/meta.ts",
    "rules-alone: rules/price.ts → app/meta.ts",
  ]);
});
