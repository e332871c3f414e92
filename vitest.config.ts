import { defineConfig } from "vitest/config";

// Unit tests only; the end-to-end suite in e2e/ runs under Playwright.
export default defineConfig({
  define: { __BUILD_YEAR__: "2025" },
  test: {
    // One module graph per worker, not per file: no test mocks modules or stubs globals, and the
    // suite passes in shuffled order.
    isolate: false,
    include: [
      "app/**/*.test.{ts,tsx}",
      "pipeline/**/*.test.ts",
      "vite/**/*.test.ts",
      "hosting/**/*.test.ts",
      "admin/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
  },
});
