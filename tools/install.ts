// Installs tools/ from its lockfiles, when a folder is missing or its lockfile has changed: the
// hosts' local servers (netlify-cli here, wrangler in deploy/, which also publishes to Cloudflare
// Pages), MDN's HTTP Observatory, and the benchmark's Lighthouse, chrome-launcher and autocannon.
// The site's own install (`npm ci`) never needs them.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The folders of tools/ with a lockfile of their own. */
const folders = [import.meta.dirname, path.join(import.meta.dirname, "deploy")];

/** Installs a folder unless it is installed from its lockfile as it is now. */
function install(folder: string) {
  const hash = createHash("sha256")
    .update(readFileSync(path.join(folder, "package-lock.json")))
    .digest("hex");
  // Where the folder keeps the hash of the lockfile it was last installed from.
  const stamp = path.join(folder, "node_modules", ".installed-from");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return;
  const name = path.relative(path.dirname(import.meta.dirname), folder);
  console.log(`Installing ${name}/ from its lockfile...`);
  const started = performance.now();
  execFileSync("npm", ["ci"], { cwd: folder, stdio: "inherit" });
  writeFileSync(stamp, hash);
  console.log(`${name}/ installed in ${Math.round((performance.now() - started) / 1000)} s.`);
}

for (const folder of folders) install(folder);
