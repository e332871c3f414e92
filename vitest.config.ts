import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: `unit` (npm run test:unit), the code's own tests, which need no build; and `built`
// (npm run test:built), the built site's files read with an HTML parser (e2e/built/), after a build
// of the content under test. The browser suite in e2e/*.spec.ts runs under Playwright.
export default defineConfig({
  define: { __BUILD_YEAR__: "2025" },
  test: {
    // One module graph per worker, not per file: no test mocks modules or stubs globals, and the
    // suite passes in shuffled order.
    isolate: false,
    // Every core: Vitest's default leaves one idle, half of CI's two (the unit tests 61 to 67 s
    // with one worker there, 48 to 50 with two, for the same processor time).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "rules/**/*.test.ts",
            "pipeline/**/*.test.ts",
            "vite/**/*.test.ts",
            "hosting/**/*.test.ts",
            "admin/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
        },
      },
      { extends: true, test: { name: "built", include: ["e2e/built/**/*.test.ts"] } },
    ],
  },
});
