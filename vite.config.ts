import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentDir } from "./pipeline/read.ts";
import { assetFileNames } from "./vite/asset-names.ts";
import { buildReport } from "./vite/build-report.ts";
import { contentPlugin } from "./vite/content-plugin.ts";
import { fontSubsets } from "./vite/font-subsets.ts";
import { imageCacheDir, imagePlugins } from "./vite/image-cache.ts";

const cacheDir = imageCacheDir(contentDir);
// A host that stops a build after a time (netlify.toml) sets how long its photographs may take.
const report = buildReport({
  contentDir,
  cacheDir,
  photographMinutes: Number(process.env.PHOTOGRAPH_MINUTES),
});

export default defineConfig(({ command }) => ({
  // A build speaks to the artist (vite/build-report.ts): Vite's and React Router's own lines, one
  // per file and per page, come back with `npm run build -- --logLevel info`.
  logLevel: command === "build" ? "warn" : "info",
  build: {
    // A font is always a file: the CSP's font-src 'self' refuses data: URLs, which Vite would
    // make of a font under 4 KB (a Latin Extended subset, say).
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: { assetFileNames },
      checks: {
        // The report says how long the photographs took; the bundler would blame the plugins.
        bundlerTimings: false,
        // The wall scene is a chunk of its own, fetched when the dialog first opens it: the work's
        // page imports it too, but pages load no route's script.
        ineffectiveDynamicImport: false,
      },
    },
  },
  plugins: [
    tailwindcss(),
    fontSubsets([contentDir, path.resolve("app"), path.resolve("rules")], path.resolve(".fonts")),
    contentPlugin(contentDir, {
      shareDir: path.join(cacheDir, "share"),
      onImports: report.expect,
    }),
    // Before vite-imagetools, to let it make a few photographs at a time.
    report.gate,
    ...imagePlugins(cacheDir),
    reactRouter(),
    // After the image cache's pruning: the plugins' last steps run in this order.
    report.summary,
  ],
}));
