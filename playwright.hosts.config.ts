import { defineConfig } from "@playwright/test";
import { cloudflareURL, netlifyURL, webServer } from "./e2e/servers.ts";
import base from "./playwright.config.ts";

// The HTTP suite (e2e/http.spec.ts) against the local servers of the two static hosts, which
// read build/client's _headers and _redirects: Cloudflare's runtime and Netlify's. Run on
// their own (`npm run test:e2e:hosts`): they watch the build's files, and beside the browser
// tests they took their processor time.
// The main configuration's settings, with these projects and servers in place of its own.
export default defineConfig({
  ...base,
  testMatch: "http.spec.ts",
  projects: [
    { name: "http-cloudflare", use: { baseURL: cloudflareURL } },
    { name: "http-netlify", use: { baseURL: netlifyURL } },
  ],
  webServer: [
    webServer("node tools/cloudflare-site.ts", cloudflareURL),
    // Its first start, on a fresh machine, takes longer than the default minute.
    webServer("node tools/netlify-site.ts", netlifyURL, { timeout: 120_000 }),
  ],
});
