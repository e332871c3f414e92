// Serves the build under test with nginx and hosting/nginx.conf on
// 127.0.0.1:$PORT, so that the HTTP suite holds nginx to the same answers as
// `npm start`. Run by playwright.config.ts.
import path from "node:path";
import { startNginx } from "../scripts/nginx.ts";
import { buildDir, siteURL } from "./servers.ts";

const nginx = startNginx(
  path.resolve(import.meta.dirname, "..", "build-e2e", "nginx"),
  process.env.PORT ?? "4175",
  // The inquiry form's posts go to the suite's `npm start`.
  { buildDir, inquiries: siteURL },
);
nginx.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => nginx.kill("SIGQUIT"));
