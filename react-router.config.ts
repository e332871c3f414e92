import type { Config } from "@react-router/dev/config";
import { runBuildSteps } from "./build-steps.ts";
import { contentDir, readCatalogueOrExit } from "./pipeline/read.ts";
import { workDataPath } from "./rules/pages.ts";
import { manifestPath } from "./rules/zoom.ts";

// The content decides the pages: the four of the top bar, each list's further pages, one per work,
// the exhibitions', the series' and the open viewing rooms' pages, and the not-found page; and each
// work's data for the lists' viewer (routes/work-data.ts) and its IIIF manifest (work-manifest.ts).
// What the build does after the prerender is build-steps.ts's.
const made = readCatalogueOrExit();
const works = [...made.works.values()];

export default {
  // A static site: every page is rendered to HTML at build time.
  ssr: false,
  // BUILD_DIR keeps a second build (the e2e suite's other content) apart from build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The not-found page's "/404" renders the catch-all route.
  prerender: [...made.pages.map((page) => page.path), ...works.map(workDataPath), ...works.map(manifestPath)],
  buildEnd: ({ reactRouterConfig }) =>
    runBuildSteps({ catalogue: made, contentDir, buildDir: reactRouterConfig.buildDirectory }),
} satisfies Config;
