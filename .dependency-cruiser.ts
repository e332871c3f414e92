// `npm run lint`'s check of which folder may import which, so that the code goes one way
// (its test: scripts/import-rules.test.ts).
import type { IConfiguration } from "dependency-cruiser";

export default {
  forbidden: [
    {
      name: "rules-alone",
      comment: "rules/, the site's rules, pure: imports no other folder of the project",
      severity: "error",
      from: { path: "^rules/" },
      to: { pathNot: "^rules/" },
    },
    {
      name: "pipeline-not-app",
      comment: "pipeline/, content read and checked at build time: imports nothing of app/",
      severity: "error",
      from: { path: "^pipeline/" },
      to: { path: "^app/" },
    },
    {
      // `import { type A }` brings code under verbatimModuleSyntax: Biome's useImportType (an
      // error in biome.json) has it written `import type`.
      name: "app-types-of-pipeline",
      comment:
        "app/ takes only types from pipeline/ (import type), but for what React Router runs at build " +
        "time alone and keeps out of the browser's bundle: the route table (routes.ts) and its test, the .server files",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/routes[.](test[.])?ts$", "[.]server[.]tsx?$"] },
      to: { path: "^pipeline/", dependencyTypesNot: ["type-only", "type-import"] },
    },
    {
      name: "hosts-take-rules",
      comment:
        "hosting/, functions/ and netlify/, the code each host runs: they take from rules/ and each other alone, never the app, the pipeline or the build",
      severity: "error",
      from: { path: "^(hosting|functions|netlify)/", pathNot: "[.]test[.]ts$" },
      to: { path: "^(app|pipeline|vite|scripts|admin|bench|e2e|tools)/|^[^/]+[.]tsx?$" },
    },
    {
      name: "no-cycles",
      comment: "no two files import each other, however far round, types alone included",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // The project's own TypeScript files, as git has them: not what is built, cached or installed.
    includeOnly: "[.]tsx?$",
    exclude: "(^|/)(node_modules|build|build-e2e|test-results|playwright-report|[.][^/]+)/",
    tsPreCompilationDeps: true,
    progress: { type: "none" },
  },
} satisfies IConfiguration;
