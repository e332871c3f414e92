import path from "node:path";

/**
 * The build under test: build/ (of content/), or BUILD_DIR (of the content
 * in CONTENT_DIR: `npm run test:e2e:catalogue`).
 */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** Where `npm start` keeps the inquiries it takes under test: beside the build, never served. */
export const inquiriesFile = path.join(buildDir, "inquiries.sqlite");

/**
 * Cloudflare's local state (tools/cloudflare-site.ts), or WRANGLER_STATE's (a server of a test's
 * own), and in it the folder of the site's D1 database.
 */
export const wranglerState = path.resolve(
  process.env.WRANGLER_STATE ?? path.join(import.meta.dirname, "..", "build-e2e", "wrangler"),
);
export const d1FolderOf = (state: string) =>
  path.join(state, "state", "v3", "d1", "miniflare-D1DatabaseObject");
export const d1Folder = d1FolderOf(wranglerState);

/**
 * The suite's ports, from 4173 on, or from TEST_PORT: another checkout's suite can run beside
 * this one on a port range of its own (TEST_PORT=5173, say).
 */
const firstPort = Number(process.env.TEST_PORT ?? 4173);
/** The port `offset` past the first: 0 to 4 are the servers below, 16 to 26 the HTTP suite's own. */
export const testPort = (offset: number) => String(firstPort + offset);

/**
 * Where the suite serves that build: `npm start`, nginx with hosting/nginx.conf, and
 * Cloudflare's and Netlify's own local servers reading _headers and _redirects.
 */
export const siteURL = `http://127.0.0.1:${testPort(0)}`;
export const nginxURL = `http://127.0.0.1:${testPort(2)}`;
export const cloudflareURL = `http://127.0.0.1:${testPort(3)}`;
export const netlifyURL = `http://127.0.0.1:${testPort(4)}`;

/** Playwright's webServer entry for a server of the build under test, on the port of `url`, with `env` added. */
export function webServer(
  command: string,
  url: string,
  { env = {}, ...options }: { timeout?: number; env?: Record<string, string> } = {},
) {
  // Started for the build under test (they read BUILD_DIR), never one left running: that could
  // be serving the other content's build.
  return {
    command,
    env: { PORT: new URL(url).port, INQUIRIES_FILE: inquiriesFile, ...env },
    url: `${url}/`,
    reuseExistingServer: false,
    ...options,
  };
}

/**
 * The suite's `npm start` is also the one nginx passes the inquiry form's posts to, so it is
 * started as docs/hosting.md says for that: believing nginx's X-Forwarded-For (from 127.0.0.1).
 * A `npm start` told nothing is e2e/http.spec.ts's own.
 */
export const behindNginx = { TRUST_PROXY: "127.0.0.1" };
