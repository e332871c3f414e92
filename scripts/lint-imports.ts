// `npm run lint`'s check of which folder may import which, so that the code goes one way:
//   rules/     the site's rules, pure: imports no other folder of the project;
//   pipeline/  content read and checked at build time: imports nothing of app/;
//   app/       the browser's code and what prerenders it: takes only types from pipeline/,
//              but for its route table and its loaders' data (routes.ts, *.server.ts), which
//              React Router runs at build time alone and keeps out of the browser's bundle;
// and no two files import each other, however far round.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type Import = { from: string; to: string; line: number; typeOnly: boolean };

/** The project's own source files. */
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file && existsSync(file) && !file.includes("node_modules/"));

/** The project file a relative specifier names, if any. */
function resolve(from: string, specifier: string) {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.normalize(path.join(path.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) =>
    files.includes(file),
  );
}

/** Every import and re-export of the project's files, with whether it brings types alone. */
export function importsOf(file: string, source: string): Import[] {
  const found: Import[] = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  for (const match of source.matchAll(pattern)) {
    const to = resolve(file, match[3] ?? match[4] ?? "");
    if (!to) continue;
    const line = source.slice(0, match.index).split("\n").length;
    // `import("…").Type` in a type position, or `import type`, brings no code.
    const typeOnly = match[2] !== undefined || (match[4] !== undefined && file.endsWith(".d.ts"));
    found.push({ from: file, to, line, typeOnly });
  }
  return found;
}

const folderOf = (file: string) => file.split("/")[0] ?? "";

/** What is wrong with one import, by the rules above. */
export function problemOf({ from, to, typeOnly }: Import) {
  const [here, there] = [folderOf(from), folderOf(to)];
  if (here === there) return undefined;
  if (here === "rules") return "rules/ imports no other folder of the project";
  if (here === "pipeline" && there === "app") return "pipeline/ imports nothing of app/";
  const buildTime = from === "app/routes.ts" || from.endsWith(".server.ts");
  if (here === "app" && there === "pipeline" && !typeOnly && !buildTime)
    return "app/ takes only types from pipeline/ (import type)";
  return undefined;
}

/** The groups of files that import each other, however far round (Tarjan's strongly connected components). */
export function circles(imports: readonly Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return found;
}

if (import.meta.main) {
  const imports = files.flatMap((file) => importsOf(file, readFileSync(file, "utf8")));
  const problems = [
    ...imports.flatMap((one) => {
      const problem = problemOf(one);
      return problem ? [`${one.from}:${one.line}: imports ${one.to}: ${problem}`] : [];
    }),
    ...circles(imports).map((group) => `${group.join(", ")}: files that import each other`),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
