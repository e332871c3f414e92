// Installs tools/ from its own lockfile, when it is missing or its lockfile has changed: the hosts'
// local servers (netlify-cli, wrangler), MDN's HTTP Observatory, and the benchmark's Lighthouse,
// chrome-launcher and autocannon. The site's own install (`npm ci`) never needs them.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const toolsDir = import.meta.dirname;

/** Where tools/ keeps the hash of the lockfile it was last installed from. */
const stamp = path.join(toolsDir, "node_modules", ".installed-from");

function lockfileHash() {
  return createHash("sha256")
    .update(readFileSync(path.join(toolsDir, "package-lock.json")))
    .digest("hex");
}

/** Installs tools/ unless it is installed from its lockfile as it is now. */
export function installTools() {
  const hash = lockfileHash();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return;
  console.log(
    "Installing tools/ (the hosts' local servers, the Observatory, Lighthouse), from its lockfile...",
  );
  const started = performance.now();
  execFileSync("npm", ["ci"], { cwd: toolsDir, stdio: "inherit" });
  writeFileSync(stamp, hash);
  console.log(`tools/ installed in ${Math.round((performance.now() - started) / 1000)} s.`);
}

if (import.meta.main) installTools();
