// Builds and serves the site from a copy of content/ in which the first
// available work is reserved. No work is reserved in the real content, yet
// the reserved state has to be seen working in the browser.
// Run by playwright.config.ts; the copy and its build go to build-e2e/.
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "build-e2e");
const content = path.join(out, "content");

// Only its own folders: nginx (e2e/nginx-site.ts) runs from build-e2e/nginx meanwhile.
const site = path.join(out, "site");
for (const dir of [content, site]) rmSync(dir, { recursive: true, force: true });
cpSync(path.join(root, "content"), content, { recursive: true });
const works = path.join(content, "works.yaml");
const reserved = readFileSync(works, "utf8").replace(/(\navailable:[\s\S]*?status: )available/, "$1reserved");
writeFileSync(works, reserved);

const env = { ...process.env, CONTENT_DIR: content, BUILD_DIR: site };
execFileSync("npm", ["run", "build"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
process.env.BUILD_DIR = env.BUILD_DIR;
await import("../server.ts");
