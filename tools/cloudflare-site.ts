// Serves the build under test with Cloudflare's own runtime (`wrangler pages
// dev`, workerd) on 127.0.0.1:$PORT, offline, so that the HTTP suite holds
// Cloudflare Pages to the answers of `npm start` as it reads _headers and
// _redirects. Run by playwright.hosts.config.ts; wrangler is in tools/deploy/ (tools/install.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { buildDir, wranglerState as state } from "../e2e/servers.ts";

const wrangler = spawn(
  process.execPath,
  [
    path.join(import.meta.dirname, "deploy", "node_modules", "wrangler", "bin", "wrangler.js"),
    "pages",
    "dev",
    path.join(buildDir, "client"),
    "--ip=127.0.0.1",
    `--port=${process.env.PORT ?? "4176"}`,
    // No inspector, and no live reload script added to the pages.
    "--inspector-port=0",
    "--live-reload=false",
    `--persist-to=${path.join(state, "state")}`,
    // The inquiry form's and the rooms' database (functions/), local: the publish workflow binds hers.
    "--d1=INQUIRIES",
    // Where the functions send her notices (hosting/pages-notice.ts), when a test gives one.
    ...(process.env.NOTICE_URL ? [`--binding=NOTICE_URL=${process.env.NOTICE_URL}`] : []),
  ],
  {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      // Offline: no telemetry, and no fetching of Cloudflare's request metadata (a placeholder serves).
      WRANGLER_SEND_METRICS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      // Its state and logs in build-e2e/, not in the project's folder or the user's.
      WRANGLER_LOG_PATH: path.join(state, "logs"),
    },
  },
);
wrangler.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => wrangler.kill(signal));
