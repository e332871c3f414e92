import { rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress, writeDeployFiles } from "./deploy/emit.ts";

export default {
  // A static site: every page is rendered to HTML at build time.
  ssr: false,
  // BUILD_DIR keeps a second build (the e2e suite's fixture site) apart from build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // "/404" renders the catch-all route: the page every unknown path shows.
  prerender: ["/", "/gallery", "/available", "/contact", "/404"],
  async buildEnd({ reactRouterConfig }) {
    const build = reactRouterConfig.buildDirectory;
    const client = path.join(build, "client");
    // Static hosts (and server.ts) serve 404.html, with status 404, for unknown paths.
    await rename(path.join(client, "404", "index.html"), path.join(client, "404.html"));
    await rm(path.join(client, "404"), { recursive: true });
    // Every path is either prerendered or not found: the SPA shell is never served.
    await rm(path.join(client, "__spa-fallback.html"), { force: true });
    await writeDeployFiles(build);
    await precompress(client);
  },
} satisfies Config;
