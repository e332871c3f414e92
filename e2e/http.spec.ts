import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { writeDeployFiles } from "../hosting/host-files.ts";
import {
  type BuiltSite,
  clientLimits,
  decodedPath,
  editorHeaders,
  securityHeaders,
} from "../hosting/policy.ts";
import { roomRequests, roomSpellings } from "../hosting/room-spellings.ts";
import { inlineScriptHashes, inlineStyleHashes } from "../hosting/script-hashes.ts";
import { readContent } from "../pipeline/read.ts";
import { dayIn } from "../rules/her-day.ts";
import { inquiryForm, largestInquiry } from "../rules/inquiry.ts";
import { inquirySentPage } from "../rules/pages.ts";
import { closingOf, isClosed } from "../rules/rooms.ts";
import { artistCookieHeader, seenBody, type Visit, visitsPerRoomPerDay } from "../rules/visits.ts";
import { startNginx } from "../scripts/nginx.ts";
import { grade } from "./observatory.ts";
import { buildDir, d1Folder, d1FolderOf, inquiriesFile, testPort } from "./servers.ts";

// HTTP behaviour of a server of the production build, with no browser: run
// against `npm start`, nginx with hosting/nginx.conf, and the local servers of
// Cloudflare Pages (`wrangler pages dev`) and Netlify (`netlify dev`) reading
// _headers and _redirects (see playwright.config.ts). They must answer alike,
// but where a host differs by its design: each such place says how, and tests
// what it does.

type HostName = "node" | "nginx" | "cloudflare" | "netlify";
/** The server under test, from its project's name ("http-nginx"). */
const host = () => test.info().project.name.replace(/^http-/, "") as HostName;
const onCloudflare = () => host() === "cloudflare";
/** The two static hosts, which serve build/client by its _headers and _redirects. */
const onStaticHost = () => host() === "cloudflare" || host() === "netlify";

/**
 * A page's Cache-Control: revalidated on every visit. The static hosts send their own
 * for HTML ("max-age=0"), which browsers treat as our "no-cache".
 */
const pageCaching = () =>
  ({
    node: "no-cache",
    nginx: "no-cache",
    cloudflare: "public, max-age=0, must-revalidate",
    netlify: "public, max-age=0",
  })[host()];
/** A not-found answer's: Cloudflare's is "no-store", ours revalidates (the 404 page is a file like any other). */
const notFoundCaching = () => (onCloudflare() ? "no-store" : pageCaching());

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request, with the path sent exactly as given (no normalising). */
function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
) {
  const { hostname, port } = new URL(base);
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method: init.method ?? "GET",
        headers: init.headers,
        ...(init.from && { localAddress: init.from }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** A request line written byte for byte, for what Node's client refuses to send. Resolves to the raw reply. */
function sendRaw(base: string, requestLine: string) {
  const { hostname, port } = new URL(base);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let head = "";
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
    });
    socket.on("end", () => resolve(head));
    socket.on("error", reject);
  });
}

/**
 * Where an nginx of a test's own passes what it passes to `npm start` (the inquiries, a room's
 * visits): the suite's own, never another checkout's on the docs' port 3000.
 */
const suiteNpmStart = `http://127.0.0.1:${testPort(0)}`;

/** The pages of the build, and the hashes of their inline scripts. */
const site = JSON.parse(readFileSync(join(buildDir, "site.json"), "utf8")) as BuiltSite;
const builtPages = site.pages;
const assetNames =
  readFileSync(join(buildDir, "client", "index.html"), "utf8").match(
    /\/assets\/[\w.-]+\.(js|css|avif|jpg)(?=")/g,
  ) ?? [];
const script = assetNames.find((name) => name.endsWith(".js")) ?? "";
const image = assetNames.find((name) => name.endsWith(".jpg")) ?? "";

test.beforeAll(() => {
  expect(script).not.toBe("");
  expect(image).not.toBe("");
});

/**
 * Every answer has the security headers, and one CSP: the pages' inline scripts are the same few
 * on each, and their inline stylesheet the same one.
 */
function expectSecurityHeaders(reply: Reply) {
  for (const [name, value] of Object.entries(securityHeaders(site))) {
    expect(reply.headers[name.toLowerCase()], name).toBe(value);
  }
}

test.describe("the files beside the pages", () => {
  for (const [path, type] of [
    ["/robots.txt", /^text\/plain/],
    // No sitemap while the site is being set up (vite/site-files.ts).
    ...(readContent().site.ready ? ([["/sitemap.xml", /^(application|text)\/xml/]] as const) : []),
    ["/site.webmanifest", /^application\/manifest\+json/],
    ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ["/apple-touch-icon.png", /^image\/png$/],
  ] as const) {
    test(`${path} is 200 with its type`, async ({ baseURL }) => {
      const reply = await send(baseURL ?? "", path);
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toMatch(type);
      expectSecurityHeaders(reply);
    });
  }
});

// The four pages, and the first work's page (all of them are served alike: build/site.json).
const pagePaths = ["/", "/gallery", "/available", "/contact"];
const editorPath = "/admin";
const workPage = builtPages.find((page) => page.path.startsWith("/works/"))?.path ?? "";
/** An open room's page, if the build has one, and every closed room's address (by the instant each closes). */
const openRoom = builtPages.find((page) => /^\/rooms\/(?!404$)/.test(page.path))?.path;
const closedRooms = site.rooms
  .filter((room) => isClosed(room, Date.now()))
  .map((room) => `/rooms/${room.key}`);

// That build/site.json lists every page these take theirs from is e2e/built/pages.test.ts's.
test.describe("pages", () => {
  for (const path of [...pagePaths, workPage]) {
    test(`${path} is 200, HTML, revalidated on every visit`, async ({ baseURL }) => {
      const reply = await send(baseURL ?? "", path);
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/i);
      expect(reply.headers["cache-control"]).toBe(pageCaching());
      expect(reply.headers.etag).toBeTruthy();
      // The CSP allows every inline script of the page: the same few on every page.
      const hashes = inlineScriptHashes(reply.body.toString());
      expect(hashes.length).toBeGreaterThan(0);
      expect(site.scriptHashes).toEqual(expect.arrayContaining(hashes));
      // And its stylesheet, in its <head>: the site's one, by the hash of its text.
      const styles = inlineStyleHashes(reply.body.toString());
      expect(styles).toHaveLength(1);
      expect(site.styleHashes).toEqual(styles);
      expect(reply.headers["content-security-policy"]).toContain(`'${styles[0]}'`);
      expectSecurityHeaders(reply);
    });
  }

  test("a viewing room is served like every page, and asks search engines to leave it out", async ({
    baseURL,
  }) => {
    test.skip(!openRoom, "the content under test has no open viewing room");
    const room = openRoom ?? "";
    const reply = await send(baseURL ?? "", room);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/i);
    expectSecurityHeaders(reply);
    expect(reply.headers["x-robots-tag"]).toBe("noindex");
    // Its list (PDF) too.
    const list = await send(baseURL ?? "", `${room}.pdf`);
    expect([list.status, list.headers["content-type"], list.headers["x-robots-tag"]]).toEqual([
      200,
      "application/pdf",
      "noindex",
    ]);
    // Its other spellings lead to it (whose answer has the header); Netlify, which has no pattern
    // for "<key>.html" and whose rules name no room, serves the page there, with the header.
    const redirected = await send(baseURL ?? "", `${room}.html`);
    if (host() === "netlify") {
      expect([redirected.status, redirected.headers["x-robots-tag"]]).toEqual([200, "noindex"]);
      expect(redirected.body.equals(reply.body)).toBe(true);
    } else expect([redirected.status, redirected.headers.location]).toEqual([308, room]);
    const index = await send(baseURL ?? "", `${room}/index.html`);
    expect([index.status, index.headers.location]).toEqual([308, room]);
    // A public page has no such header.
    expect((await send(baseURL ?? "", "/")).headers["x-robots-tag"]).toBeUndefined();
  });

  test("a closed room's page and list are gone: 410 where the server can tell, 404 on a static host, with the closed page", async ({
    baseURL,
  }) => {
    test.skip(closedRooms.length === 0, "the content under test has no closed viewing room");
    for (const room of closedRooms) {
      for (const path of [room, `${room}.pdf`]) {
        const reply = await send(baseURL ?? "", path);
        expect(reply.status, path).toBe(onStaticHost() ? 404 : 410);
        expect(reply.body.toString(), path).toContain("This room has closed");
        expect(reply.headers["x-robots-tag"], path).toBe("noindex");
        expectSecurityHeaders(reply);
      }
    }
  });

  test("any other address under /rooms/ is not found, with the closed page, which names no room", async ({
    baseURL,
  }) => {
    test.skip(site.rooms.length === 0, "the content under test has no viewing room");
    const reply = await send(baseURL ?? "", "/rooms/no-such-room-at-this-address");
    expect(reply.status).toBe(404);
    const text = reply.body.toString();
    expect(text).toContain("This room has closed");
    for (const { key } of site.rooms) expect(text).not.toContain(key);
    expect(reply.headers["x-robots-tag"]).toBe("noindex");
  });

  test("a work's IIIF manifest, info.json and tiles are open to other sites' viewers, with their types", async ({
    baseURL,
  }) => {
    const manifestPath = `${workPage}/manifest.json`;
    const manifest = await send(baseURL ?? "", manifestPath);
    const service = JSON.parse(readFileSync(join(buildDir, "client", manifestPath.slice(1)), "utf8")).items[0]
      .items[0].items[0].body.service[0].id as string;
    const tiles = new URL(service).pathname;
    const info = JSON.parse(readFileSync(join(buildDir, "client", tiles.slice(1), "info.json"), "utf8"));
    const [width, height] = [info.sizes[0].width, info.sizes[0].height];
    for (const [path, type] of [
      [manifestPath, /^application\/json/],
      [`${tiles}/info.json`, /^application\/json/],
      [`${tiles}/full/${width},${height}/0/default.jpg`, /^image\/jpeg$/],
    ] as const) {
      const reply = path === manifestPath ? manifest : await send(baseURL ?? "", path);
      expect(reply.status, path).toBe(200);
      // A tile never changes (Netlify's local server sends its own for every file).
      if (path.endsWith(".jpg") && host() !== "netlify") {
        expect(reply.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
      }
      expect(reply.headers["content-type"], path).toMatch(type);
      expect(reply.headers["access-control-allow-origin"], path).toBe("*");
      expect(reply.headers["cross-origin-resource-policy"], path).toBe("cross-origin");
      // The site's other headers, as on every answer.
      expect(reply.headers["content-security-policy"], path).toBe(
        securityHeaders(site)["Content-Security-Policy"],
      );
    }
    // A page is not open to them (Cloudflare Pages lets any site read every answer, by its design;
    // its pages still refuse to be loaded by another site).
    const page = await send(baseURL ?? "", workPage);
    expect(page.headers["access-control-allow-origin"]).toBe(onCloudflare() ? "*" : undefined);
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  test("other forms of a page's address redirect to it with 308", async ({ baseURL }) => {
    for (const [from, to] of [
      ["/contact/index.html", "/contact"],
      ["/gallery.html", "/gallery"],
      ["/index.html", "/"],
      [`${workPage}.html`, workPage],
    ]) {
      const reply = await send(baseURL ?? "", from ?? "");
      expect(reply.status, from).toBe(308);
      // A path, not an address built from the request's Host header.
      expect(reply.headers.location, from).toBe(to);
      // Netlify's local server sends a redirect with its Location alone; the page it leads to has them.
      if (host() !== "netlify") expectSecurityHeaders(reply);
    }
  });

  test("an address with a trailing slash leads to its page, or on Netlify is the page", async ({
    baseURL,
  }) => {
    for (const [from, to] of [
      ["/gallery/", "/gallery"],
      [`${workPage}/`, workPage],
    ]) {
      const reply = await send(baseURL ?? "", from ?? "");
      // Netlify's local server answers it with the page itself (whose canonical link names the address).
      if (host() === "netlify")
        expect(reply.body.equals((await send(baseURL ?? "", to ?? "")).body)).toBe(true);
      else expect([reply.status, reply.headers.location], from).toEqual([308, to]);
      expectSecurityHeaders(reply);
    }
  });

  test("an address in capitals leads to its page, or on a static host is not found", async ({ baseURL }) => {
    for (const [from, to] of [
      ["/AVAILABLE", "/available"],
      [workPage.toUpperCase(), workPage],
    ]) {
      const reply = await send(baseURL ?? "", from ?? "");
      // The static hosts match addresses and _redirects rules case by case: no rule can say "any case".
      if (onStaticHost()) {
        expect(reply.status, from).toBe(404);
        expect(reply.body.toString()).toContain("Oops! Page not found");
      } else {
        expect(reply.status, from).toBe(308);
        expect(reply.headers.location, from).toBe(to);
      }
      expectSecurityHeaders(reply);
    }
  });

  test("a query string is ignored", async ({ baseURL }) => {
    const plain = await send(baseURL ?? "", "/gallery");
    const tagged = await send(baseURL ?? "", "/gallery?utm_source=newsletter&x=%00");
    expect(tagged.status).toBe(200);
    expect(tagged.body.equals(plain.body)).toBe(true);
  });

  test("HEAD answers like GET, without a body", async ({ baseURL }) => {
    const reply = await send(baseURL ?? "", "/", { method: "HEAD" });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBe(0);
    expectSecurityHeaders(reply);
  });
});

test.describe("not found", () => {
  for (const path of [
    "/no-such-page",
    "/gallery/unknown",
    "/works/no-such-painting",
    "/works/",
    "/assets/nothing.js",
  ]) {
    test(`${path} is a real 404 with the not-found page`, async ({ baseURL }) => {
      const reply = await send(baseURL ?? "", path);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toContain("Oops! Page not found");
      expect(reply.headers["cache-control"]).toBe(notFoundCaching());
      expectSecurityHeaders(reply);
    });
  }

  test("the not-found page has no address of its own, but on the static hosts", async ({ baseURL }) => {
    const [page, file] = [await send(baseURL ?? "", "/404"), await send(baseURL ?? "", "/404.html")];
    if (onStaticHost()) {
      // They serve every .html file, 404.html too, with 200 (the page says noindex, so it is in no
      // search engine), and at its name without .html; Cloudflare leads the file name there.
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain("Oops! Page not found");
      if (onCloudflare()) expect([file.status, file.headers.location]).toEqual([308, "/404"]);
      else expect(file.body.equals(page.body)).toBe(true);
    } else {
      for (const reply of [page, file]) {
        expect(reply.status).toBe(404);
        expect(reply.body.toString()).toContain("Oops! Page not found");
      }
    }
    for (const reply of [page, file]) expectSecurityHeaders(reply);
  });

  test("the hosts' rule files are not served, but by Netlify's local server", async ({ baseURL }) => {
    for (const path of ["/_headers", "/_redirects"]) {
      const reply = await send(baseURL ?? "", path);
      // Cloudflare does not publish them; its local runtime refuses them with a 502. Netlify's
      // local server sends them as files: they say nothing the answers' headers do not.
      const expected = { node: 404, nginx: 404, cloudflare: 502, netlify: 200 }[host()];
      expect(reply.status, path).toBe(expected);
      if (expected !== 200)
        expect(reply.body.toString(), path).not.toMatch(/Content-Security-Policy:|\.html \/ 308/);
      // Whoever reads them learns of no room.
      for (const { key } of site.rooms) expect(reply.body.toString(), path).not.toContain(key);
    }
  });
});

test("a not-found answer is always the whole page, whatever the request's conditions", async ({
  baseURL,
}) => {
  const plain = await send(baseURL ?? "", "/no-such-page");
  const conditions: Record<string, string>[] = [
    { "If-None-Match": plain.headers.etag ?? "*" },
    { "If-Modified-Since": new Date().toUTCString() },
    { Range: "bytes=0-9" },
  ];
  for (const condition of conditions) {
    const reply = await send(baseURL ?? "", "/no-such-page", { headers: condition });
    expect(reply.status).toBe(404);
    // Netlify's local server sends an empty 404 for If-None-Match (see the ETags below).
    if (host() === "netlify" && "If-None-Match" in condition) continue;
    expect(reply.body.toString()).toContain("Oops! Page not found");
  }
});

test("a room is open through the whole of its closing day where she lives, east or west of UTC, and closed once that day has ended, though the site was built before: under every spelling of its address, method and condition", async ({
  baseURL,
}) => {
  const room = site.rooms.find(
    (one) =>
      one.closing &&
      !isClosed(one, Date.now()) &&
      builtPages.some((page) => page.path === `/rooms/${one.key}`),
  );
  test.skip(!room, "the content under test has no open room with a closing day");
  test.skip(
    host() === "netlify",
    "Netlify's local server runs no Edge Function offline: they need Deno, which it would download (hosting/room-closing.test.ts tries its code with the same spellings)",
  );
  test.setTimeout(90_000);
  const key = room?.key ?? "";
  // What a guest's browser kept while the room was open: its validators, which it sends back.
  const kept = await Promise.all(
    [`/rooms/${key}`, `/rooms/${key}.pdf`].map(
      async (path) => (await send(baseURL ?? "", path)).headers.etag ?? "",
    ),
  );
  expect(kept.every((etag) => etag !== "")).toBe(true);
  // This build as if made before: a copy, its files' times kept, with the room's page and list
  // copied to a room of each kind in two zones, east and west of UTC: one whose closing day there
  // ended at its last midnight, and one whose closing day there is today.
  const copy = join(buildDir, "..", `closing-${host()}`);
  rmSync(copy, { recursive: true, force: true });
  // Without the inquiry stores other tests write beside it meanwhile: a journal gone mid-copy fails it.
  cpSync(buildDir, copy, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !/\.sqlite(-\w+)?$/.test(source),
  });
  const now = Date.now();
  const kinds = ["Australia/Sydney", "America/Los_Angeles"].flatMap((zone, index) => {
    const today = dayIn(now, zone);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return [
      // The room's own key for the first ended one: its kept validators are sent back to it below.
      { zone, closes: yesterday, key: index === 0 ? key : `${key.slice(0, -2)}e${index}`, ended: true },
      { zone, closes: today, key: `${key.slice(0, -2)}t${index}`, ended: false },
    ].map((kind) => ({ ...kind, closing: closingOf(kind, zone) ?? "" }));
  });
  const roomsDir = join(copy, "client", "rooms");
  const pageOf = site.pages.find((page) => page.path === `/rooms/${key}`);
  for (const kind of kinds) {
    for (const name of readdirSync(roomsDir).filter((one) => one.startsWith(key))) {
      const to = join(roomsDir, name.replace(key, kind.key));
      if (to !== join(roomsDir, name))
        cpSync(join(roomsDir, name), to, { recursive: true, preserveTimestamps: true });
    }
    // Its page, plain and compressed, saying the instant it closes, as the build writes it.
    const page = join(roomsDir, `${kind.key}.html`);
    const html = readFileSync(page, "utf8").replace(/data-closes="[^"]*"/, `data-closes="${kind.closing}"`);
    writeFileSync(page, html);
    if (existsSync(`${page}.br`)) writeFileSync(`${page}.br`, brotliCompressSync(html));
    if (existsSync(`${page}.gz`)) writeFileSync(`${page}.gz`, gzipSync(html));
  }
  const added = kinds.filter((kind) => kind.key !== key);
  const pages = [
    ...site.pages,
    ...added.map((kind) => ({ ...pageOf, path: `/rooms/${kind.key}`, file: `rooms/${kind.key}.html` })),
  ] as BuiltSite["pages"];
  const rooms = [
    ...site.rooms.filter((one) => one.key !== key),
    ...kinds.map((kind) => ({ ...room, key: kind.key, closes: kind.closes, closing: kind.closing })),
  ];
  await writeDeployFiles(copy, pages, rooms);
  // A port of each host's own: the servers' runs of this test go at once.
  const port = testPort({ node: 19, nginx: 20, cloudflare: 21, netlify: 22 }[host()]);
  // nginx where it is still yesterday: the room has closed by the moment, whatever its clock's zone.
  const behind = `WEST+${new Date().getUTCHours() + 1}`;
  const server =
    host() === "nginx"
      ? startNginx(join(copy, "nginx-server"), port, {
          buildDir: copy,
          timeZone: behind,
          inquiries: suiteNpmStart,
        })
      : spawn(process.execPath, [host() === "node" ? "hosting/server.ts" : "tools/cloudflare-site.ts"], {
          env: { ...process.env, PORT: port, BUILD_DIR: copy },
          stdio: "ignore",
        });
  const base = `http://127.0.0.1:${port}`;
  try {
    await serving(base, 40_000);
    const asked = [
      ...roomSpellings(key).flatMap((path) => roomRequests.map((request) => ({ path, ...request }))),
      ...kept.map((etag, index) => ({
        path: index === 0 ? `/rooms/${key}` : `/rooms/${key}.pdf`,
        method: "GET",
        headers: { "If-None-Match": etag },
      })),
      ...added
        .filter((kind) => kind.ended)
        .flatMap((kind) =>
          [`/rooms/${kind.key}`, `/rooms/${kind.key}.pdf`].map((path) => ({
            path,
            method: "GET",
            headers: {},
          })),
        ),
    ];
    // Eight at a time, within npm start's share of connections for one address (16): one by one,
    // the 200 of them were most of this test's time.
    for (let at = 0; at < asked.length; at += 8) {
      const batch = asked.slice(at, at + 8);
      const replies = await Promise.all(
        batch.map(({ path, method, headers }) => send(base, path, { method, headers })),
      );
      for (const [index, { path, method, headers }] of batch.entries()) {
        const reply = replies[index] as Reply;
        const seen = `${method} ${path} ${JSON.stringify(headers)}: ${reply.status}`;
        expect(reply.status, seen).toBe(410);
        if (method === "GET") expect(reply.body.toString(), seen).toContain("This room has closed");
        expect(reply.body.toString(), seen).not.toContain(key.slice(0, -2));
        expect(reply.headers["x-robots-tag"], seen).toBe("noindex");
        expectSecurityHeaders(reply);
      }
    }
    // Each room whose closing day is today where she lives is open, its page and its list.
    for (const kind of kinds.filter((one) => !one.ended)) {
      for (const path of [`/rooms/${kind.key}`, `/rooms/${kind.key}.pdf`]) {
        const reply = await send(base, path);
        expect(reply.status, `${kind.zone}, closing ${kind.closes} (${kind.closing}): ${path}`).toBe(200);
      }
    }
  } finally {
    server.kill(host() === "nginx" ? "SIGQUIT" : "SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(copy, { recursive: true, force: true });
  }
});

// The servers' own limits, which no content changes: on content/'s build alone (@once, as
// e2e/fixtures.ts's `once`), not again on the second catalogue's, where the idle connections'
// wait took about 20 s of a worker's time on each server.
test.describe("slow and silent clients", { tag: "@once" }, () => {
  test.beforeEach(() => test.skip(onStaticHost(), "the hosts' edges keep limits of their own"));

  /** How a held connection behaves: it sends nothing, or a request's headers a line every 2 s, or a post's body a byte every 2 s. */
  type Hold = "silent" | "headers" | "body";
  /** What became of a held connection: when the server closed it (ms after it was opened), and what it answered. */
  type Held = { hold: Hold; closedAfter: number; answer: string };

  /**
   * A connection to `base` from `from` (one of loopback's 127.x.y.z) held as `hold` says, never
   * finishing. Resolves once the server closes it, or after 30 s with `closedAfter` Infinity.
   */
  function holdOpen(base: string, hold: Hold, from: string) {
    const { hostname, port } = new URL(base);
    return new Promise<Held>((resolve) => {
      const opened = Date.now();
      let drip: NodeJS.Timeout | undefined;
      let answer = "";
      const socket = connect({ port: Number(port), host: hostname, localAddress: from }, () => {
        if (hold === "silent") return;
        const post = `POST ${inquiryForm.action} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;
        socket.write(hold === "body" ? post : `GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
        drip = setInterval(() => socket.write(hold === "body" ? "a" : "X-Slow: 1\r\n"), 2000);
      });
      const bound = setTimeout(() => {
        resolve({ hold, closedAfter: Number.POSITIVE_INFINITY, answer });
        socket.destroy();
      }, 30_000);
      // Whatever the server answers is read, so that its closing is seen.
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString();
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(drip);
        clearTimeout(bound);
        resolve({ hold, closedAfter: Date.now() - opened, answer });
      });
    });
  }

  // Waits for the whole request's deadline (20 s): on content/'s build alone (@once, above).
  test("idle connections and dripping headers are closed at the headers' deadline, a post's dripping body at the request's with the page of a message not sent, while a visitor is served", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const holds: Hold[] = [...Array(8).fill("silent"), ...Array(8).fill("headers"), "body", "body"];
    // Each from an address of its own, within npm start's share of one address (the next test).
    const held = Promise.all(
      holds.map((hold, index) => holdOpen(baseURL ?? "", hold, `127.0.3.${index + 1}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await send(baseURL ?? "", "/")).status).toBe(200);
    const closed = await held;
    const closedAt = (hold: Hold) => closed.filter((one) => one.hold === hold).map((one) => one.closedAfter);
    // Within the deadline and the server's check of it (every second for npm start).
    expect(Math.max(...closedAt("silent"), ...closedAt("headers"))).toBeLessThan(
      (clientLimits.headersSeconds + 3) * 1000,
    );
    // A line every 2 s never leaves a connection idle: the headers' deadline is what ends it.
    expect(Math.min(...closedAt("headers"))).toBeGreaterThan((clientLimits.headersSeconds - 1) * 1000);
    for (const body of closed.filter((one) => one.hold === "body")) {
      expect(body.closedAfter).toBeGreaterThan((clientLimits.requestSeconds - 1) * 1000);
      expect(body.closedAfter).toBeLessThan((clientLimits.requestSeconds + 3) * 1000);
      expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(body.answer).toContain("Your message was not sent");
    }
  });

  test("when npm start is full a newcomer still gets in: an idle connection is let go for her first, then the oldest unfinished one, and one address past its share loses its own oldest", async () => {
    test.skip(host() !== "node", "nginx's connections are its worker_connections, in its own nginx.conf");
    test.setTimeout(60_000);
    const server = await ownServer(testPort(16));
    const base = `http://127.0.0.1:${server.port}`;
    /** A silent connection from `address` (any of loopback's 127.x.y.z), once connected. */
    const open = (address: string) =>
      new Promise<Socket>((resolve) => {
        const socket = connect({ port: Number(server.port), host: "127.0.0.1", localAddress: address }, () =>
          resolve(socket),
        );
        socket.on("error", () => resolve(socket));
      });
    /** A visitor from `address` asking for Home, her connection closed once answered: its status. */
    const visit = (address: string) =>
      send(base, "/", { from: address, headers: { Connection: "close" } }).then((reply) => reply.status);
    const sockets: Socket[] = [];
    try {
      // A connection that was answered, and now waits for its next request.
      const idle = await open("127.0.2.1");
      sockets.push(idle);
      idle.write("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await new Promise((resolve) => idle.once("data", resolve));
      // One address past its share, each connection opened after the one before: its oldest go.
      const one: Socket[] = [];
      for (let count = 0; count < clientLimits.connectionsPerAddress + 2; count++)
        one.push(await open("127.0.0.2"));
      sockets.push(...one);
      await expect.poll(() => one.map((socket) => socket.closed)).toEqual(one.map((_, index) => index < 2));
      // The rest of the server filled, from other addresses, each within its share.
      const filling = clientLimits.connections - 1 - clientLimits.connectionsPerAddress;
      const rest: Socket[] = [];
      for (let count = 0; count < filling; count++) {
        rest.push(await open(`127.0.1.${1 + Math.floor(count / clientLimits.connectionsPerAddress)}`));
      }
      sockets.push(...rest);
      const closedNow = () => sockets.filter((socket) => socket.closed).length;
      expect(closedNow()).toBe(2);
      // Full: a visitor gets in, for whom the idle connection goes, and no other.
      expect(await visit("127.0.0.9")).toBe(200);
      await expect.poll(() => idle.closed).toBe(true);
      expect(closedNow()).toBe(3);
      // Full again (her place taken once she has gone), none idle: the next visitor's place is the
      // oldest unfinished connection's.
      sockets.push(await open("127.0.1.99"));
      expect(await visit("127.0.0.10")).toBe(200);
      await expect.poll(() => one[2]?.closed).toBe(true);
      expect(closedNow()).toBe(4);
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.stop();
    }
  });
});

/** `npm start` of the build under test on `port`, told of no proxy unless `env` says, once it serves. */
async function ownServer(port: string, env: Record<string, string> = {}) {
  const server = spawn(process.execPath, ["hosting/server.ts"], {
    env: {
      ...process.env,
      PORT: port,
      BUILD_DIR: buildDir,
      INQUIRIES_FILE: join(buildDir, `inquiries-${port}.sqlite`),
      TRUST_PROXY: "",
      ...env,
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve());
    server.on("exit", (code) => reject(new Error(`npm start stopped (${code})`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
    },
  };
}

/** Waits until a server the test started answers its home page (`timeout` ms, else Playwright's 5 s). */
const serving = (base: string, timeout?: number) =>
  expect
    .poll(
      () =>
        send(base, "/").then(
          (reply) => reply.status,
          () => 0,
        ),
      timeout === undefined ? {} : { timeout },
    )
    .toBe(200);

/** An address of loopback's (127.x.y.z) of a visitor's own: each counts apart toward npm start's limit. */
const visitor = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
/** The form as a browser sends it, with `fields` over a complete inquiry, from `from`, with `headers`. */
const post = (
  baseURL: string | undefined,
  fields: Record<string, string>,
  from = visitor(),
  headers: Record<string, string> = {},
) =>
  send(baseURL ?? "", inquiryForm.action, {
    method: "POST",
    from,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({
      "form-name": inquiryForm.name,
      name: "Anna Lee",
      email: "anna@example.com",
      work: '"A work" (2025)',
      took: "",
      "bot-field": "",
      ...fields,
    }).toString(),
  });

test.describe("the address the inquiries' limit counts", { tag: "@once" }, () => {
  test.beforeEach(() =>
    test.skip(host() !== "node" && host() !== "nginx", "a limit of npm start's, behind nginx too"),
  );

  /** A complete inquiry from `from`, its X-Forwarded-For `forwardedFor`: the status it was answered with. */
  const inquire = (base: string, from: string, forwardedFor: string) =>
    post(base, { message: `Is it still available? ${host()}-${Date.now()}` }, from, {
      "X-Forwarded-For": forwardedFor,
    }).then((reply) => reply.status);
  /** Six inquiries from `from`, each saying it was sent for another address. */
  const sixForged = async (base: string, from: string) => {
    const statuses = [];
    for (let count = 0; count < 6; count++)
      statuses.push(await inquire(base, from, `198.51.100.${count + 1}`));
    return statuses;
  };

  test("a made-up X-Forwarded-For is no other address: the sixth inquiry in ten minutes waits", async ({
    baseURL,
  }) => {
    // npm start believes it only from nginx (TRUST_PROXY=127.0.0.1), which sends the connection's
    // address in its place. (Not from 127.0.0.1 here: the browser tests' inquiries count there.)
    const from = visitor();
    expect(await sixForged(baseURL ?? "", from)).toEqual([303, 303, 303, 303, 303, 429]);
  });

  test("npm start told of no proxy believes no X-Forwarded-For, from 127.0.0.1 either", async () => {
    test.skip(host() !== "node", "a server of its own");
    const server = await ownServer(testPort(17));
    try {
      expect(await sixForged(`http://127.0.0.1:${server.port}`, "127.0.0.1")).toEqual([
        303, 303, 303, 303, 303, 429,
      ]);
    } finally {
      await server.stop();
    }
  });
});

test.describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    test(`${method} is 405`, async ({ baseURL }) => {
      const reply = await send(baseURL ?? "", "/", { method });
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD");
      expectSecurityHeaders(reply);
    });
  }
});

test.describe("the inquiry form", () => {
  test.skip(
    () => host() === "netlify",
    "Netlify Forms takes the form at Netlify's edge, which its local server does not run: e2e/built reads the attributes it detects the form by",
  );
  /** What the host has kept whose message holds `marker`: `npm start`'s file (nginx's too), or Cloudflare's D1. */
  const kept = (marker: string) => {
    const files =
      host() === "cloudflare"
        ? readdirSync(d1Folder)
            .filter((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite")
            .map((file) => join(d1Folder, file))
        : [inquiriesFile];
    return files.flatMap((file) => {
      if (!existsSync(file)) return [];
      const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
      try {
        return db.prepare("SELECT * FROM inquiries WHERE message LIKE ?").all(`%${marker}%`);
      } catch {
        return [];
      } finally {
        db.close();
      }
    });
  };
  const marker = () => `${host()}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

  test("an inquiry is kept before the answer, which leads to the thank-you page", async ({ baseURL }) => {
    const message = `Is it still available? ${marker()}`;
    const reply = await post(baseURL, { message, room: "A room" });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toMatch(new RegExp(`${inquirySentPage.path}$`));
    expect(kept(message)).toEqual([
      expect.objectContaining({
        name: "Anna Lee",
        email: "anna@example.com",
        message,
        work: '"A work" (2025)',
        room: "A room",
      }),
    ]);
    const thanks = await send(baseURL ?? "", inquirySentPage.path);
    expect(thanks.status).toBe(200);
    expect(thanks.body.toString()).toContain("Thank you");
  });

  test("each refusal says what to change and shows her message as text, with her mail app's e-mail holding it", async ({
    baseURL,
  }) => {
    const message = `<script>alert(1)</script> ${marker()}`;
    const reply = await post(baseURL, { name: "", email: "anna.example.com", message });
    expect(reply.status).toBe(400);
    expectSecurityHeaders(reply);
    const page = reply.body.toString();
    expect(page).toContain("Your name is missing: please fill it in.");
    expect(page).toContain("Your e-mail is not an e-mail address: write it as name@example.com.");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain(`&lt;script&gt;alert(1)&lt;/script&gt; ${message.split(" ").at(-1)}`);
    const mailto = /href="(mailto:[^"]+)"[^>]*>Send it from your e-mail app/.exec(page)?.[1] ?? "";
    expect(decodeURIComponent(mailto.replaceAll("&amp;", "&"))).toContain(`body=${message}`);
    expect(kept(message)).toEqual([]);
  });

  test("a robot's submission is answered as if taken, and kept nowhere", async ({ baseURL }) => {
    const robots: Record<string, string>[] = [
      { "bot-field": "http://spam.example" },
      { took: "400" },
      // A time the page's script would never write is judged as too quick.
      { took: "-1" },
      { took: "abc" },
      { took: "1e9x" },
    ];
    for (const robot of robots) {
      const message = `Buy now ${marker()}`;
      const reply = await post(baseURL, { message, ...robot });
      expect(reply.status, JSON.stringify(robot)).toBe(303);
      expect(kept(message), JSON.stringify(robot)).toEqual([]);
    }
  });

  test("a post larger than the form can be is refused before it is read, with the page that says so", async ({
    baseURL,
  }) => {
    const reply = await post(baseURL, { message: "x".repeat(largestInquiry) });
    expect(reply.status).toBe(413);
    expect(reply.body.toString()).toContain("Your message was not sent");
  });

  test("a post of another type than the form's is refused unread, and kept nowhere", async ({ baseURL }) => {
    const message = `Hello ${marker()}`;
    const form = new URLSearchParams({ name: "Anna Lee", email: "anna@example.com", message, took: "" });
    const statuses = [];
    for (const type of ["text/plain", "application/json", "multipart/form-data; boundary=x"]) {
      const reply = await send(baseURL ?? "", inquiryForm.action, {
        method: "POST",
        from: visitor(),
        headers: { "Content-Type": type },
        body: form.toString(),
      });
      expectSecurityHeaders(reply);
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([415, 415, 415]);
    // Larger than the form can be, a post is refused before it is read: nginx by its size, the others by its type.
    const large = await send(baseURL ?? "", inquiryForm.action, {
      method: "POST",
      from: visitor(),
      headers: { "Content-Type": "text/plain" },
      body: `${form}&padding=${"x".repeat(1024 * 1024)}`,
    });
    expect(large.status).toBe(host() === "nginx" ? 413 : 415);
    expect(kept(message)).toEqual([]);
  });

  test("a post from another site's page, as the browser says, is refused with the page that says why, her message in it", async ({
    baseURL,
  }) => {
    const others: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      // Another site under the same domain is not hers.
      { "Sec-Fetch-Site": "same-site", Origin: "https://shop.painter.example" },
      // A browser too old to send Sec-Fetch-Site sends the page's Origin.
      { Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of others) {
      const message = `<b>Wire the money</b> ${marker()}`;
      const reply = await post(baseURL, { message }, visitor(), headers);
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expectSecurityHeaders(reply);
      const page = reply.body.toString();
      expect(page).toContain("This site takes messages from its own pages only");
      expect(page).toContain(`&lt;b&gt;Wire the money&lt;/b&gt; ${message.split(" ").at(-1)}`);
      expect(page).toMatch(/href="mailto:[^"]+"[^>]*>Send it from your e-mail app/);
      expect(kept(message), JSON.stringify(headers)).toEqual([]);
    }
  });

  test("a post from her own pages is taken, as the browser says or where it says nothing", async ({
    baseURL,
  }) => {
    const { origin } = new URL(baseURL ?? "");
    const own: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", Origin: origin },
      // Sent from a bookmark or the address bar: the visitor's own doing.
      { "Sec-Fetch-Site": "none" },
      // A browser too old to send Sec-Fetch-Site, on the site's own page.
      { Origin: origin },
      // An old browser's form without script, or a program's post: neither header.
      {},
    ];
    for (const headers of own) {
      const message = `Is it available? ${marker()}`;
      const reply = await post(baseURL, { message }, visitor(), headers);
      expect(reply.status, JSON.stringify(headers)).toBe(303);
      expect(kept(message), JSON.stringify(headers)).toHaveLength(1);
    }
  });

  test("five inquiries are taken from one address in ten minutes, then it is asked to wait", async ({
    baseURL,
  }) => {
    // Behind nginx, npm start counts the visitor's address (X-Forwarded-For), not nginx's; on
    // Cloudflare's runtime, the function counts CF-Connecting-IP, the connection's own address.
    const from = visitor();
    const statuses = [];
    for (let count = 0; count < 6; count++) {
      statuses.push((await post(baseURL, { message: `Hello ${marker()}` }, from)).status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const waiting = await post(baseURL, { message: `Hello ${marker()}` }, from);
    expect(waiting.body.toString()).toContain("many messages from your connection");
    // Another address is counted apart.
    expect((await post(baseURL, { message: `Hello ${marker()}` })).status).toBe(303);
    if (onCloudflare()) {
      // Counted by a hash of the address: the address itself is nowhere in the database.
      for (const file of readdirSync(d1Folder)) {
        expect(readFileSync(join(d1Folder, file)).includes(from), file).toBe(false);
      }
    }
  });
});

// What a room records of its guests (rules/visits.ts), as the artist reads it in the host's own
// file: on `npm start` and on nginx in front of it, each on a file of its own made fresh for the
// run (the day's most per room is filled by the last test). Cloudflare's and Netlify's edges
// record with part of the same code: hosting/room-visits.test.ts, and their functions' tests.
test.describe("a room's visits", () => {
  test.describe.configure({ mode: "serial" });
  const room = site.rooms.find((one) => !isClosed(one, Date.now()));
  const closedRoom = site.rooms.find((one) => isClosed(one, Date.now()));
  test.skip(
    () => host() === "netlify",
    "Netlify's local server runs no edge function: hosting/netlify-room-visits.test.ts, on Netlify's local Blobs",
  );
  test.skip(
    () => !room || !site.roomVisits,
    "the content under test has no open room that records its visits",
  );
  const key = room?.key ?? "";
  /** Safari on an iPhone, and Chrome on a computer, as they navigate to a page. */
  const phone = {
    "User-Agent":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Dest": "document",
    "Sec-Fetch-Site": "none",
    "Accept-Language": "en-AU,en;q=0.9",
  };
  const computer = {
    ...phone,
    "User-Agent":
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36",
  };
  let npmStart: Awaited<ReturnType<typeof ownServer>> | undefined;
  let nginx: ReturnType<typeof startNginx> | undefined;
  let wrangler: ChildProcess | undefined;
  let base = "";
  let file = "";
  /** Wrangler's state of its own: a database that this test alone records in. */
  const state = join(buildDir, "..", "wrangler-visits");

  test.beforeAll(async () => {
    // A server of its own, with a database of its own, new: other tests open the room too.
    if (host() === "cloudflare") {
      test.setTimeout(60_000);
      rmSync(state, { recursive: true, force: true });
      const port = testPort(26);
      wrangler = spawn(process.execPath, ["tools/cloudflare-site.ts"], {
        env: { ...process.env, PORT: port, WRANGLER_STATE: state },
        stdio: "ignore",
      });
      base = `http://127.0.0.1:${port}`;
      await serving(base, 40_000);
      return;
    }
    // Its own ports: the node and nginx projects run this at once.
    const port = testPort(host() === "node" ? 23 : 24);
    file = join(buildDir, `inquiries-${port}.sqlite`);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    // Started as docs/hosting.md says behind nginx: it believes nginx's X-Forwarded-For alone.
    npmStart = await ownServer(port, { TRUST_PROXY: "127.0.0.1" });
    base = `http://127.0.0.1:${port}`;
    if (host() === "nginx") {
      const nginxPort = testPort(25);
      nginx = startNginx(join(buildDir, "..", "nginx-visits"), nginxPort, { buildDir, inquiries: base });
      base = `http://127.0.0.1:${nginxPort}`;
      await serving(base, 20_000);
    }
  });
  test.afterAll(async () => {
    if (wrangler) {
      const stopped = new Promise((resolve) => wrangler?.once("exit", resolve));
      wrangler.kill();
      await stopped;
    }
    if (nginx) {
      const stopped = new Promise((resolve) => nginx?.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await stopped;
    }
    await npmStart?.stop();
  });

  /** Everything the host has recorded, oldest first, as `npm run visits` reads it (or Cloudflare's D1 screen). */
  const recorded = () => {
    const files =
      host() === "cloudflare"
        ? (existsSync(d1FolderOf(state)) ? readdirSync(d1FolderOf(state)) : [])
            .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
            .map((name) => join(d1FolderOf(state), name))
        : [file];
    return files.filter(existsSync).flatMap((one) => {
      const db = new DatabaseSync(one, { readOnly: true, timeout: 5_000 });
      try {
        return db.prepare("SELECT room, kind, work, device FROM room_visits ORDER BY id").all() as Visit[];
      } catch {
        // A database without the table yet: nothing recorded.
        return [];
      } finally {
        db.close();
      }
    });
  };
  /**
   * What the host recorded of the requests `act` makes, `expected` things at least: recorded after
   * the answer (behind nginx, by a mirror), so waited for up to 10 s, then 500 ms more for any
   * beyond them (all a request that records nothing leaves).
   */
  const recordedBy = async (act: () => Promise<unknown>, expected = 0) => {
    const before = recorded().length;
    await act();
    await expect.poll(() => recorded().length - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return recorded().slice(before);
  };
  const open = (headers: Record<string, string>, from = visitor(), path = `/rooms/${key}`) =>
    send(base, path, { headers, from });

  test("a room opened in a phone's browser is recorded once as opened on a phone, however often it is opened within the hour", async () => {
    const from = visitor();
    const added = await recordedBy(async () => {
      expect((await open(phone, from)).status).toBe(200);
      expect((await open(phone, from)).status).toBe(200);
    }, 1);
    expect(added).toEqual([{ room: key, kind: "opened", work: null, device: "phone" }]);
    // Another guest, on a computer, is another opening.
    const other = await recordedBy(async () => expect((await open(computer)).status).toBe(200), 1);
    expect(other).toEqual([{ room: key, kind: "opened", work: null, device: "computer" }]);
  });

  test("a browser's conditional request, answered not modified, is an opening too", async () => {
    const from = visitor();
    const added = await recordedBy(async () => {
      const { etag } = (await open(phone, from)).headers;
      expect((await open({ ...computer, "If-None-Match": etag ?? "" }, from)).status).toBe(304);
    }, 2);
    expect(added.map((visit) => `${visit.kind} ${visit.device}`)).toEqual([
      "opened phone",
      "opened computer",
    ]);
  });

  test("a link preview's server is recorded as previewed, not opened", async () => {
    for (const agent of [
      "WhatsApp/2.2524.6 A",
      "facebookexternalhit/1.1;line-poker/1.0",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "curl/8.14.1",
    ]) {
      const added = await recordedBy(() => open({ "User-Agent": agent }), 1);
      expect(
        added.map((visit) => visit.kind),
        agent,
      ).toEqual(["previewed"]);
    }
  });

  test("the price list downloaded by a guest is recorded", async () => {
    const added = await recordedBy(async () => {
      expect((await open(phone, visitor(), `/rooms/${key}.pdf`)).status).toBe(200);
    }, 1);
    expect(added).toEqual([{ room: key, kind: "price list", work: null, device: "phone" }]);
  });

  test("what the page's viewer and zoom post is answered 204 and recorded with the work", async () => {
    const from = visitor();
    const work = room?.works?.[0]?.id ?? 1;
    const added = await recordedBy(async () => {
      for (const kind of ["viewer", "zoom", "zoom"] as const) {
        const reply = await send(base, `/rooms/${key}/seen`, {
          method: "POST",
          from,
          headers: { ...phone, "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
          body: seenBody(kind, work).toString(),
        });
        expect(reply.status).toBe(204);
      }
    }, 2);
    expect(added).toEqual([
      { room: key, kind: "viewer", work, device: "phone" },
      { room: key, kind: "zoom", work, device: "phone" },
    ]);
  });

  test("her own visits, from a browser where she opened her editor, are not counted", async () => {
    const mark = artistCookieHeader.split(";")[0] ?? "";
    const added = await recordedBy(async () => {
      expect((await open({ ...phone, Cookie: `theme=dark; ${mark}` })).status).toBe(200);
      expect((await open({ ...phone, Cookie: mark }, visitor(), `/rooms/${key}.pdf`)).status).toBe(200);
    });
    expect(added).toEqual([]);
  });

  test("a wrong key and a closed room record nothing, and no one can read what was recorded", async () => {
    const added = await recordedBy(async () => {
      expect((await open(phone, visitor(), "/rooms/nosuchroom4x7q")).status).toBe(404);
      const post = {
        method: "POST",
        headers: { ...phone, "Content-Type": "application/x-www-form-urlencoded" },
        body: seenBody("zoom", 1).toString(),
      };
      // Cloudflare answers a post to an address with no function 405, as for any of its files.
      expect((await send(base, "/rooms/nosuchroom4x7q/seen", post)).status).toBe(onCloudflare() ? 405 : 404);
      // A room closed before the build: 410 where the server can tell, none of its files on a static host.
      if (closedRoom) {
        expect((await open(phone, visitor(), `/rooms/${closedRoom.key}`)).status).toBe(
          onCloudflare() ? 404 : 410,
        );
        expect((await send(base, `/rooms/${closedRoom.key}/seen`, post)).status).toBe(
          onCloudflare() ? 405 : 410,
        );
      }
      // A public page records nothing.
      expect((await open(phone, visitor(), "/")).status).toBe(200);
    });
    expect(added).toEqual([]);
    // What was recorded is in no answer: the seen address is only posted to.
    for (const path of [`/rooms/${key}/seen`, "/inquiries.sqlite", `/rooms/${key}/visits`]) {
      const reply = await send(base, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.toString(), path).not.toContain("opened");
    }
  });

  test("a flood is refused and fills nothing: an address's posts past its limit, and the room's day past its most", async () => {
    test.setTimeout(60_000);
    const from = visitor();
    const statuses: number[] = [];
    for (let count = 0; count < 121; count++) {
      const reply = await send(base, `/rooms/${key}/seen`, {
        method: "POST",
        from,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: seenBody("viewer", 1000 + count).toString(),
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    // Cloudflare answers each at once (Pages has no limit per address that would not keep her waiting).
    expect(statuses[120]).toBe(host() === "cloudflare" ? 204 : 429);
    // Works the room does not show: none of them recorded.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(recorded().filter((visit) => (visit.work ?? 0) >= 1000)).toEqual([]);
    // Openings from as many addresses as it takes: the room's day is full at its most.
    for (let count = recorded().length; count < visitsPerRoomPerDay + 20; count++) {
      await open(computer, `127.${1 + (count % 250)}.${Math.floor(count / 250) + 1}.${7 + (count % 3)}`);
    }
    await expect.poll(() => recorded().length, { timeout: 10_000 }).toBe(visitsPerRoomPerDay);
    const more = await recordedBy(() => open(phone));
    expect(more).toEqual([]);
  });
});

test.describe("odd input is answered cleanly, never with a file outside the site", () => {
  // Each with the statuses allowed for it: nginx refuses some addresses outright (400) where
  // Node finds no such file (404); both are clean answers. The static hosts' where they differ.
  type Statuses = number[] | "not sent";
  const odd: Array<
    [path: string, statuses: number[], hosts?: { cloudflare?: Statuses; netlify?: Statuses }]
  > = [
    ["/../../../../etc/passwd", [400, 404]],
    ["/%2e%2e/%2e%2e/%2e%2e/etc/passwd", [400, 404]],
    ["/assets/..%2f..%2f..%2fpackage.json", [400, 404]],
    ["/..%5c..%5cpackage.json", [404], { netlify: [403] }],
    // Cloudflare's local runtime reads files from disk, and fails (502) on a name that no disk
    // takes; the edge reads them from its store of the published files. Netlify's refuses them.
    ["/%00", [400, 404], { cloudflare: [502], netlify: [403] }],
    ["/gallery%00.html", [400, 404], { cloudflare: [502], netlify: [403] }],
    [`/${"a".repeat(3000)}`, [404, 414], { cloudflare: [502], netlify: [403] }],
    // Not found, rather than a bad request. Netlify's local server stops on them (it does not
    // catch the URIError): the edge is not this server, so they are not sent to it.
    ["/%", [400], { cloudflare: [404], netlify: "not sent" }],
    ["/%zz", [400], { cloudflare: [404], netlify: "not sent" }],
    ["/.env", [404]],
    ["/.git/config", [404]],
    ["/.well-known/security.txt", [404]],
    ["/hosting/server.ts", [404]],
    ["/package.json", [404]],
    ["/assets/image.unknownext", [404]],
    // Every published file is served: the precompressed copies too, as files.
    ["/index.html.br", [404], { cloudflare: [200], netlify: [200] }],
    ["/gallery.html.gz", [404], { cloudflare: [200], netlify: [200] }],
    // Hidden files under any spelling of their names: percent-escapes are decoded first.
    ["/%5Fheaders", [404], { cloudflare: [502], netlify: [200] }],
    ["/%5fredirects", [404], { cloudflare: [502], netlify: [200] }],
    ["/index.html%2Ebr", [404], { cloudflare: [200], netlify: [200] }],
    ["/gallery.html%2egz", [404], { cloudflare: [200], netlify: [200] }],
    ["/%2Eenv", [404]],
    ["/404%2ehtml", [404], { cloudflare: [200, 308], netlify: [200] }],
    // Slashes merged: the page (its canonical link names the one address).
    ["//gallery", [404], { cloudflare: [200], netlify: [200] }],
  ];
  for (const [path, statuses, hosts = {}] of odd) {
    test(`${path.slice(0, 40)}`, async ({ baseURL }) => {
      const allowed = (onStaticHost() ? hosts[host() as "cloudflare" | "netlify"] : undefined) ?? statuses;
      test.skip(allowed === "not sent", "the host's local server stops on it");
      const reply = await send(baseURL ?? "", path);
      expect(allowed).toContain(reply.status);
      if (reply.status === 404) expect(reply.body.toString()).toContain("Oops! Page not found");
      expect(reply.body.toString()).not.toMatch(/root:|"devDependencies"|fastify/);
      // The local runtime's own failure (above) is its development server's answer, not the site's.
      if (!(onCloudflare() && reply.status === 502)) expectSecurityHeaders(reply);
    });
  }

  test("doubled and encoded slashes reach nothing a stranger could not reach at the address itself", async ({
    baseURL,
  }) => {
    const room = openRoom ?? closedRooms[0];
    /** Other spellings of an address: a doubled slash before or inside it, an encoded one. */
    const spellings = (single: string) => [
      `/${single}`,
      `/%2F${single.slice(1)}`,
      `/%2f${single.slice(1)}`,
      `/%2F%2F${single.slice(1)}`,
      single.replace(/^(\/[^/]+)\//, "$1//"),
      single.replace(/^(\/[^/]+)\//, "$1%2F"),
      single.replace(/^(\/[^/]+)\//, "$1%2f"),
    ];
    const hidden = ["//_redirects", "/./_headers", "//_headers", "/%2F_redirects", "/%2f_headers"];
    const probes = [
      ...(room
        ? [room, `${room}.pdf`, `${room}.html`].flatMap((single) =>
            spellings(single).map((path) => [path, single]),
          )
        : []),
      ...hidden.map((path) => [path, path.replace(/^\/(\.\/|\/|%2F|%2f)/, "/")]),
    ];
    /** The answer at the end of an address's redirects. */
    const landing = async (path: string): Promise<Reply> => {
      let reply = await send(baseURL ?? "", path);
      for (let hop = 0; hop < 3 && reply.status >= 300 && reply.status < 400; hop++)
        reply = await send(baseURL ?? "", reply.headers.location ?? "");
      return reply;
    };
    for (const [path = "", single = ""] of probes) {
      const [reply, plain] = [await send(baseURL ?? "", path), await send(baseURL ?? "", single)];
      const seen = `${path}: ${reply.status}`;
      if (!onStaticHost()) {
        // npm start and nginx: an empty segment is no address at all; "/rooms%2F…" is the room's on
        // nginx, which decodes it before any rule (its password's too).
        if (reply.status === 404) continue;
        expect(decodedPath(path), seen).toBe(single);
      }
      if (reply.status >= 300 && reply.status < 400) {
        // Never to "//…", another host to a browser; and where it leads, what the address gives.
        expect(reply.headers.location, seen).toMatch(/^\/(?!\/)/);
        const [there, here] = [await landing(reply.headers.location ?? ""), await landing(single)];
        expect(there.body.equals(here.body), seen).toBe(true);
        expect(there.headers["x-robots-tag"], seen).toBe(here.headers["x-robots-tag"]);
      } else if (host() === "netlify" && path.startsWith("//")) {
        // Netlify's local server reads "//rooms/<key>.pdf" as the address /<key>.pdf of a host
        // "rooms" (new URL(request.url, base)) when it matches its rules, and serves the file its
        // static server finds for the path as sent: the room's own, whatever the rules say, or
        // Home. Its CDN is not this server; what is served is at most what the address gives.
        if (!reply.body.equals(plain.body))
          for (const { key } of site.rooms) expect(reply.body.toString(), seen).not.toContain(key);
      } else if (reply.status === 200) {
        // What the address itself gives a stranger, with its headers (noindex on a room's).
        expect(plain.status, seen).toBe(200);
        expect(reply.body.equals(plain.body), seen).toBe(true);
        expect(reply.headers["x-robots-tag"], seen).toBe(plain.headers["x-robots-tag"]);
      } else {
        for (const { key } of site.rooms) expect(reply.body.toString(), seen).not.toContain(key);
      }
    }
  });

  test("nginx with docs/hosting.md's password for rooms asks for it under every spelling of a room's address", async () => {
    test.skip(host() !== "nginx", "the recipe is nginx's");
    test.skip(!openRoom, "the content under test has no open viewing room");
    test.setTimeout(30_000);
    // The recipe as the docs write it, its password file one of this test's.
    const recipe = /```nginx\n([\s\S]*?)```/.exec(readFileSync("docs/hosting.md", "utf8"))?.[1] ?? "";
    const [http = "", server = ""] = recipe.split(/^# In the server block.*$/m);
    const prefix = join(buildDir, "..", "nginx-password");
    mkdirSync(prefix, { recursive: true });
    writeFileSync(join(prefix, "rooms.htpasswd"), "anna:{PLAIN}correct-horse\n");
    const port = testPort(18);
    const nginx = startNginx(prefix, port, {
      buildDir,
      inquiries: suiteNpmStart,
      added: { http, server: server.replace("/etc/nginx/rooms.htpasswd", join(prefix, "rooms.htpasswd")) },
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await serving(base);
      const room = openRoom ?? "";
      const key = room.slice("/rooms/".length);
      for (const path of [
        room,
        `${room}.pdf`,
        `${room}.html`,
        `/${room}.pdf`,
        `/%2Frooms/${key}.html`,
        `/rooms%2F${key}`,
        `/ROOMS/${key}`,
        `/rooms/./${key}.pdf`,
      ]) {
        const reply = await send(base, path);
        // The password, not found, or (for "<key>.html") a redirect to the room's address, which asks it.
        if (reply.status === 308) expect(reply.headers.location, path).toBe(room);
        else expect([401, 404], `${path}: ${reply.status}`).toContain(reply.status);
        expect(reply.body.toString(), path).not.toContain(key);
      }
      const authorization = `Basic ${Buffer.from("anna:correct-horse").toString("base64")}`;
      expect((await send(base, room, { headers: { Authorization: authorization } })).status).toBe(200);
      expect((await send(base, "/gallery")).status).toBe(200);
    } finally {
      nginx.kill("SIGQUIT");
    }
  });

  test("CR and LF in the request line inject nothing", async ({ baseURL }) => {
    for (const line of [
      "GET /gallery\rX-Evil: 1 HTTP/1.1",
      "GET /a\nSet-Cookie: x HTTP/1.1",
      "GET /a%0d%0aSet-Cookie:%20x HTTP/1.1",
    ]) {
      const reply = await sendRaw(baseURL ?? "", line);
      const [head = ""] = reply.split("\r\n\r\n");
      // nginx reads "GET /a" before a bare LF as an HTTP/0.9 request: a body with no status or headers.
      const status = head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1];
      if (status) expect([400, 404], JSON.stringify(line)).toContain(Number(status));
      else expect(reply, JSON.stringify(line)).toContain("Oops! Page not found");
      expect(head, JSON.stringify(line)).not.toMatch(/^(set-cookie|x-evil):/im);
    }
  });
});

test.describe("caching and conditional requests", () => {
  test("hashed assets are immutable for a year", async ({ baseURL }) => {
    for (const path of [script, image]) {
      const reply = await send(baseURL ?? "", path);
      expect(reply.status).toBe(200);
      // Netlify's local server sends its own for every file; Netlify's CDN sends the _headers rule's.
      const immutable = host() === "netlify" ? "public, max-age=0" : "public, max-age=31536000, immutable";
      expect(reply.headers["cache-control"]).toBe(immutable);
      expectSecurityHeaders(reply);
    }
  });

  test("If-None-Match and If-Modified-Since answer 304", async ({ baseURL }) => {
    // Its ETag is that of an empty body, whatever the file: it never matches.
    test.skip(host() === "netlify", "Netlify's local server answers no conditional request");
    for (const path of ["/gallery", script]) {
      const first = await send(baseURL ?? "", path, { headers: { "Accept-Encoding": "br" } });
      const etag = first.headers.etag ?? "";
      const modified = first.headers["last-modified"] ?? "";
      const byTag = await send(baseURL ?? "", path, {
        headers: { "Accept-Encoding": "br", "If-None-Match": etag },
      });
      expect(byTag.status, path).toBe(304);
      expect(byTag.body.length).toBe(0);
      expectSecurityHeaders(byTag);
      // Cloudflare Pages sends no Last-Modified: its ETag alone.
      if (onCloudflare()) {
        expect(modified).toBe("");
        continue;
      }
      const byDate = await send(baseURL ?? "", path, { headers: { "If-Modified-Since": modified } });
      expect(byDate.status, path).toBe(304);
    }
  });

  test("Range requests on images", async ({ baseURL }) => {
    const whole = await send(baseURL ?? "", image);
    const size = whole.body.length;
    if (onStaticHost()) {
      // Their local servers send the whole file, which HTTP allows; the edges' caches answer ranges.
      const first = await send(baseURL ?? "", image, { headers: { Range: "bytes=0-99" } });
      expect([first.status, first.body.length]).toEqual([200, size]);
      return;
    }
    const first = await send(baseURL ?? "", image, { headers: { Range: "bytes=0-99" } });
    expect(first.status).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(first.body.equals(whole.body.subarray(0, 100))).toBe(true);
    const last = await send(baseURL ?? "", image, { headers: { Range: "bytes=-100" } });
    expect(last.status).toBe(206);
    expect(last.body.equals(whole.body.subarray(size - 100))).toBe(true);
    const beyond = await send(baseURL ?? "", image, { headers: { Range: `bytes=${size + 10}-` } });
    expect(beyond.status).toBe(416);
  });
});

test.describe("compression", () => {
  // The hosts' edges compress as they send (Brotli or gzip); their local servers do not.
  test.beforeEach(() => test.skip(onStaticHost(), "compression is the edge's, not its local server's"));
  for (const [accept, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    test(`Accept-Encoding: ${accept}`, async ({ baseURL }) => {
      for (const path of ["/", "/gallery", script]) {
        const reply = await send(baseURL ?? "", path, { headers: { "Accept-Encoding": accept } });
        expect(reply.status, path).toBe(200);
        expect(reply.headers["content-encoding"], path).toBe(encoding);
        expect(reply.headers.vary ?? "", path).toMatch(/Accept-Encoding/i);
      }
    });
  }
});

test.describe("the editor at /admin", () => {
  // Built when site.yaml names the site's repository (the second catalogue's does, the sample's not).
  const withEditor = readContent().site.editor !== undefined;

  test("is a page of the build exactly when site.yaml names the repository, and never in the sitemap", async ({
    baseURL,
  }) => {
    expect(builtPages.some((page) => page.path === editorPath)).toBe(withEditor);
    const sitemap = (await send(baseURL ?? "", "/sitemap.xml")).body.toString();
    expect(sitemap).not.toContain(editorPath);
  });

  test("without the repository, /admin is not found", async ({ baseURL }) => {
    test.skip(withEditor, "this build has the editor");
    const reply = await send(baseURL ?? "", editorPath);
    expect(reply.status).toBe(404);
    expectSecurityHeaders(reply);
  });

  test("with it, /admin and its script have the editor's own headers: its policy, noindex, no framing", async ({
    baseURL,
  }) => {
    test.skip(!withEditor, "this build has no editor");
    const page = await send(baseURL ?? "", editorPath);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const html = page.body.toString();
    expect(html).toContain('<meta name="robots" content="noindex"');
    // Its script is the site's own file, from the npm package: no other host.
    const [entry] = html.match(/\/admin\/assets\/index-[\w-]+\.js/) ?? [];
    expect(html.match(/src="([^"]+)"/g)).toEqual([`src="${entry}"`]);
    const script = await send(baseURL ?? "", entry ?? "");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    for (const reply of [page, script]) {
      for (const [name, value] of Object.entries(editorHeaders())) {
        expect(reply.headers[name.toLowerCase()], name).toBe(value);
      }
    }
  });

  test("its page marks her browser, whose visits to her rooms are then not counted; its files and the site's pages do not", async ({
    baseURL,
  }) => {
    test.skip(!withEditor, "this build has no editor");
    test.skip(
      host() === "netlify",
      "Netlify's local server reads the Set-Cookie of _headers but does not send it (netlify-cli's dev proxy); Netlify's own servers cannot be tried offline",
    );
    expect((await send(baseURL ?? "", editorPath)).headers["set-cookie"]).toEqual([artistCookieHeader]);
    const entry = (await send(baseURL ?? "", editorPath)).body
      .toString()
      .match(/\/admin\/assets\/index-[\w-]+\.js/);
    for (const path of [entry?.[0] ?? "", "/", openRoom ?? "/gallery"]) {
      expect((await send(baseURL ?? "", path)).headers["set-cookie"], path).toBeUndefined();
    }
  });
});

test("MDN's HTTP Observatory grades the headers A+, on every page and the not-found page", async ({
  baseURL,
}) => {
  for (const path of ["/", workPage, "/no-such-page"]) {
    const url = `${baseURL}${path}`;
    const { grade: letter, score, failed } = grade(url, await send(baseURL ?? "", path));
    expect({ path, letter, failed }).toEqual({ path, letter: "A+", failed: [] });
    expect(score).toBeGreaterThanOrEqual(100);
  }
});
