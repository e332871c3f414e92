// Serves the build under test with Netlify's own local server (`netlify dev`,
// from netlify-cli) on 127.0.0.1:$PORT, offline, so that the HTTP suite holds
// Netlify to the answers of `npm start` as it reads _headers and _redirects.
// Run by playwright.hosts.config.ts; netlify-cli is in tools/ (tools/install.ts).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildDir } from "../e2e/servers.ts";

const project = path.resolve(import.meta.dirname, "..");
const state = path.join(project, "build-e2e", "netlify");
// Its settings here, not in the user's folder: no telemetry.
mkdirSync(path.join(state, "netlify"), { recursive: true });
writeFileSync(path.join(state, "netlify", "config.json"), JSON.stringify({ telemetryDisabled: true }));
// Run from a folder of its own: in the project's, it also reads _headers from netlify.toml's
// `publish` (build/client), whatever build --dir names.
const client = path.join(buildDir, "client");
const site = path.join(state, "site");
mkdirSync(site, { recursive: true });
// With the project's own redirect rules (netlify.toml's [[redirects]] tables), as Netlify reads them.
const redirects = readFileSync(path.join(project, "netlify.toml"), "utf8").match(/^\[\[redirects\]\][^[]*/gm);
writeFileSync(
  path.join(site, "netlify.toml"),
  [`[build]\n  publish = ${JSON.stringify(client)}\n`, ...(redirects ?? [])].join("\n"),
);

const netlify = spawn(
  process.execPath,
  [
    path.join(import.meta.dirname, "node_modules", "netlify-cli", "bin", "run.js"),
    "dev",
    "--offline",
    `--dir=${client}`,
    `--port=${process.env.PORT ?? "4177"}`,
    "--framework=#static",
    "--no-open",
    // Edge functions need Deno, which it would download offline: the rooms' and the inquiry
    // form's are held by their unit tests (hosting/netlify-*.test.ts) instead.
    "--internal-disable-edge-functions",
  ],
  {
    cwd: site,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, XDG_CONFIG_HOME: state, BROWSER: "none" },
  },
);
netlify.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => netlify.kill(signal));
