import { defineConfig } from "@playwright/test";
import { behindNginx, nginxURL, siteURL, webServer } from "./e2e/servers.ts";
import { chromiumFlags, chromiumPath, testChromiumPath } from "./scripts/chromium.ts";

// Runs against the production build (`npm run build` first) in Debian's
// Chromium, its headless build (scripts/chromium.ts): this machine cannot download
// Playwright's own browser builds.
// The content under test is content/ and build/, or CONTENT_DIR and BUILD_DIR
// (the second catalogue, e2e/catalogue: `npm run test:e2e:catalogue`).
// The static hosts' local servers are playwright.hosts.config.ts's: apart,
// they take no processor time from the browser tests.
// Another content set (CONTENT_DIR: the second catalogue) tests what content changes. Its
// desktop run is the specs where the width changes how each painting is drawn (on its page, in
// the dialog, on a wall); the phone's run covers the rest (the site's own behaviour is content/'s
// run alone, @once).
const otherContent = process.env.CONTENT_DIR !== undefined;

/** The specs of the projects of their own below, which the phone's and desktop's runs leave to them. */
const ownProjects = [
  "http.spec.ts",
  "budgets.spec.ts",
  "editor.spec.ts",
  "guide.spec.ts",
  "edited-site.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  // The browser suite; e2e/built/*.test.ts read the built files, in Vitest (npm run test:built).
  testMatch: "*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three on two cores: a browser test waits (on the network, a timer, a frame) more than it
  // computes; 139 s against 164 for content/'s run, 165 against 173 for e2e/catalogue's (4: 148).
  workers: 3,
  // The list reporter repeats each failure at the end, where CI's log is read.
  reporter: "list",
  use: {
    baseURL: siteURL,
    launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
  },
  // Workers take the projects in this order: the editor's sessions, one after another, first, so
  // that their chain runs beside the others, not alone at the end.
  projects: [
    // The artist's editor, on her computer's screen (editor.spec.ts), and the pictures of her
    // guide (guide.spec.ts).
    {
      name: "editor",
      testMatch: ["editor.spec.ts", "guide.spec.ts"],
      // One session at a time: two beside a third worker left the editor's keyboard reorder
      // unrecorded within its wait.
      workers: 1,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // The site built from the first session's files, no browser: taken by a worker as the run
    // starts, it waits for that session and builds beside the editor's later ones.
    { name: "edited-site", testMatch: "edited-site.spec.ts" },
    {
      name: "phone",
      testIgnore: ownProjects,
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    // At desktop width, what the width changes: the layout, the top bar, the dialog, the keys. The
    // pages' text and addresses, and history, are the phone's run's (and tests tagged @any-width).
    {
      name: "desktop",
      testIgnore: [
        ...ownProjects,
        "image-choice.spec.ts",
        "home.spec.ts",
        "available.spec.ts",
        "routes.spec.ts",
      ],
      grepInvert: /@any-width/,
      ...(otherContent && {
        testMatch: ["proportions.spec.ts", "work-page.spec.ts", "wall.spec.ts", "zoom.spec.ts"],
      }),
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Byte budgets, on a 390 px phone at 3x, in the full browser: what a visitor's Chromium
    // fetches (the headless build starts lazy images farther ahead).
    {
      name: "budgets",
      testMatch: "budgets.spec.ts",
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
      },
    },
    // HTTP alone, no browser: `npm start`, and nginx with hosting/nginx.conf.
    { name: "http-node", testMatch: "http.spec.ts", use: { baseURL: siteURL } },
    { name: "http-nginx", testMatch: "http.spec.ts", use: { baseURL: nginxURL } },
  ],
  webServer: [
    webServer("node hosting/server.ts", siteURL, { env: behindNginx }),
    webServer("node e2e/nginx-site.ts", nginxURL),
  ],
});
