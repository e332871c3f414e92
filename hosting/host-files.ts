import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { instantOf } from "../rules/her-day.ts";
import { inquiryForm, largestInquiry } from "../rules/inquiry.ts";
import {
  editorPage,
  hasAddress,
  inquiryUnsentPage,
  notFoundPage,
  type Page,
  roomClosedPage,
} from "../rules/pages.ts";
import { roomListPath, roomPath, roomsPrefix } from "../rules/rooms.ts";
import { largestSeen, seenPath } from "../rules/visits.ts";
import { iiifPrefix, manifestPath } from "../rules/zoom.ts";
import {
  allowedMethods,
  type BuiltRoom,
  type BuiltSite,
  cacheControl,
  clientLimits,
  editorHeaders,
  editorPageHeaders,
  emptySegment,
  hiddenPath,
  type InlineHashes,
  immutablePrefix,
  immutableTiles,
  isUnlistedPath,
  openDataHeaders,
  openDataRules,
  securityHeaders,
  unlistedHeaders,
  unlistedPrefix,
} from "./policy.ts";
import { recordsVisits } from "./room-closing.ts";
import { inlineStyleHashes, siteScriptHashes, strangeScripts, strangeStyles } from "./script-hashes.ts";

// Build time: turns hosting/policy.ts into the files each server and host reads.

/**
 * Netlify's and Cloudflare Pages' header rules: one set for every path, as on
 * the other servers. Cloudflare ignores a line over 2,000 characters and a
 * file of over 100 rules; the policy's hashes are the few scripts every page
 * shares (the page's content is data: withContentAsData), however many works.
 */
export function headersFile(
  hashes: InlineHashes,
  {
    withEditor = false,
    withUnlisted = false,
    withOpenData = false,
  }: { withEditor?: boolean; withUnlisted?: boolean; withOpenData?: boolean } = {},
): string {
  const all = Object.entries(securityHeaders(hashes)).map(([name, value]) => `  ${name}: ${value}`);
  const site = securityHeaders(hashes) as Record<string, string>;
  // Rules of paths whose headers differ from the site's, after the site's rule: Cloudflare drops
  // the site's values ("! Name") and sets theirs.
  const differing = (paths: readonly string[], own: Record<string, string>) => {
    const changed = Object.entries(own).filter(([name, value]) => site[name] !== value);
    return paths.flatMap((path) => [
      path,
      ...changed.filter(([name]) => name in site).map(([name]) => `  ! ${name}`),
      ...changed.map(([name, value]) => `  ${name}: ${value}`),
    ]);
  };
  return [
    "/*",
    ...all,
    // As on the other servers: the methods the site answers (the hosts answer others with 405).
    `  Allow: ${allowedMethods.join(", ")}`,
    // Not on /* too: hosts join the values of rules that both match (no-cache, public, ...).
    `${immutablePrefix}*`,
    `  Cache-Control: ${cacheControl.immutable}`,
    // The unlisted pages (when the build has any) add their own to the site's, and so does any
    // address that starts with an encoded slash, which is no page's: Cloudflare's runtime serves a
    // file at such spellings, beyond the reach of a rule for its own. ("//*" would be "/*" to
    // Netlify: every page.)
    ...(withUnlisted ? [`${unlistedPrefix}*`, "/%2F*", "/%2f*"] : []).flatMap((path) => [
      path,
      ...Object.entries(unlistedHeaders).map(([name, value]) => `  ${name}: ${value}`),
    ]),
    // The editor's, for /admin and /admin/*, when the build has it.
    // Its page alone marks her browser, whose visits to her rooms are then not counted: in the
    // page's one rule, as Cloudflare keeps only the last of two rules of one path.
    ...(withEditor
      ? [
          ...differing([editorPage.path], editorPageHeaders()),
          ...differing([`${editorPage.path}/*`], editorHeaders()),
        ]
      : []),
    // The files other sites' viewers open (IIIF), when the build has them.
    ...(withOpenData ? differing(openDataRules, openDataHeaders) : []),
    ...(withOpenData ? [immutableTiles, `  Cache-Control: ${cacheControl.immutable}`] : []),
    "",
  ].join("\n");
}

/**
 * Netlify's and Cloudflare Pages' redirects: a page's other file names lead to
 * it. The hosts drop a trailing slash themselves, and refuse rules that do it.
 * A rule from a file that exists (gallery.html) is forced with "!", the only way
 * Netlify applies it; Cloudflare refuses that line, and sends a .html address to
 * its page by itself.
 *
 * No line names a room: this file is served by some hosts (Netlify's local server, any plain
 * static host). The rooms have pattern rules instead: /rooms/<key>/index.html leads to the room,
 * and so do the spellings with a doubled or encoded slash that Cloudflare's runtime would
 * otherwise serve as the room's file without its headers (X-Robots-Tag, a password's rule).
 * Netlify has no pattern for /rooms/<key>.html, which it serves as the room's page.
 */
export function redirectsFile(pages: readonly Page[]): string {
  const rules = pages
    .filter((page) => hasAddress(page) && !isUnlistedPath(page.path))
    .flatMap(({ path, file }) => [
      `/${file} ${path} 308!`,
      ...(path === "/" ? [] : [`${path}/index.html ${path} 308`]),
    ]);
  const withRooms = pages.some((page) => isUnlistedPath(page.path) && hasAddress(page));
  const rooms = roomsPrefix.slice(1, -1);
  const roomRules = [
    `/${rooms}/:key/index.html /${rooms}/:key 308`,
    ...[`//${rooms}/*`, `/%2F${rooms}/*`, `/%2f${rooms}/*`, `/${rooms}%2F*`, `/${rooms}%2f*`].map(
      (from) => `${from} /${rooms}/:splat 308`,
    ),
  ];
  return `${[...rules, ...(withRooms ? roomRules : [])].join("\n")}\n`;
}

/**
 * Cloudflare Pages' _routes.json: the addresses its Functions (functions/) run on; every other is
 * served as a file, free and unlimited, where a Function's requests count toward the account's
 * 100,000 a day on the free plan. The inquiry form's, and with rooms, every address that may be a
 * room's under some spelling (functions/_middleware.ts), as Cloudflare's matcher reads a rule, "*"
 * any characters: one or two slashes and an "r" of either case, three slashes, or an escape.
 * Cloudflare resolves dot segments before it routes, so no other address reaches a room.
 */
export function routesFile(withRooms: boolean): string {
  const initial = roomsPrefix.slice(1, 2);
  const rooms = ["/", "//"].flatMap((slashes) =>
    [initial, initial.toUpperCase()].map((letter) => `${slashes}${letter}*`),
  );
  const include = [inquiryForm.action, ...(withRooms ? [...rooms, "///*", "/*%*"] : [])];
  return `${JSON.stringify({ version: 1, include, exclude: [] }, null, 2)}\n`;
}

/**
 * A pattern nginx matches against a number written with as many digits as `least` (the seconds of
 * $msec, "1766188800.123"): every number at or above it (the same, or a greater digit at some place
 * with the same before it). nginx can match a pattern but not compare two numbers.
 */
export function notBelow(least: string): string {
  const greater = [...least].flatMap((digit, place) =>
    /[0-8]/.test(digit)
      ? [`${least.slice(0, place)}[${Number(digit) + 1}-9]${"\\d".repeat(least.length - place - 1)}`]
      : [],
  );
  return `^(${[least, ...greater].join("|")})`;
}

/**
 * nginx's lines at server level that answer every address of a room closed by now with 410, before
 * any other rule: its key as roomKeyAt reads it (nginx has decoded the address and resolved its
 * dot segments; the pattern folds the slashes and ignores case), and the moment it closes, in
 * seconds since 1970 against $msec, whatever the server's time zone.
 */
function nginxClosedRooms(rooms: readonly BuiltRoom[]): string[] {
  const closing = rooms.flatMap(({ key, closing }) => {
    const moment = instantOf(closing);
    return moment === undefined ? [] : [{ key, seconds: String(Math.floor(moment / 1000)) }];
  });
  if (closing.length === 0) return [];
  const prefix = roomsPrefix.slice(1, -1);
  return [
    'set $room_key "";',
    // "\x5c", a backslash, which the URL standard reads as a slash, and nginx on Linux does not.
    `if ($uri ~* "^[/\\x5c]+${prefix}[/\\x5c]+([a-z0-9]+)([./\\x5c].*)?$") {`,
    "    set $room_key $1;",
    "}",
    'set $room_now "$room_key $msec";',
    ...closing.flatMap(({ key, seconds }) => [
      `if ($room_now ~* "^${key} ${notBelow(seconds).slice(1)}") {`,
      "    return 410;",
      "}",
    ]),
  ];
}

/** The internal address whose subrequest tells `npm start` of a room's request (nginx's mirror). */
const visitMirror = "/_room_visit";

/**
 * nginx's part in recording the rooms' visits (rules/visits.ts), which `npm start` records at
 * $inquiries: each request for an open room's page (above) and list is mirrored there as it came
 * (its headers, conditions and ranges, answered alike from the same build), after nginx has
 * decided the room is open; a post of what the room's page saw is passed on. The mirror's answer
 * is dropped; while nothing answers there, nothing is recorded and the guest sees no difference.
 */
function nginxRoomVisits(unlisted: readonly string[], siteHeaders: readonly string[]): string[] {
  const toNpmStart = [
    // Her address, in place of any X-Forwarded-For she sent: npm start believes it from this proxy alone.
    "    proxy_set_header X-Forwarded-For $remote_addr;",
    "    proxy_set_header Host $http_host;",
    "    proxy_http_version 1.1;",
    "    proxy_connect_timeout 2s;",
    "    proxy_read_timeout 5s;",
  ];
  return [
    `location ~ ^${roomListPath({ key: "[a-z0-9]+" }).replaceAll(".", "\\.")}$ {`,
    ...unlisted,
    `    mirror ${visitMirror};`,
    `    error_page 404 /${roomClosedPage.file};`,
    "    try_files $uri =404;",
    "}",
    `location = ${visitMirror} {`,
    "    internal;",
    "    proxy_pass $inquiries$request_uri;",
    "    proxy_pass_request_body off;",
    '    proxy_set_header Content-Length "";',
    ...toNpmStart,
    "}",
    `location ~ ^${seenPath({ key: "[a-z0-9]+" })}$ {`,
    ...unlisted,
    `    client_max_body_size ${Math.ceil(largestSeen / 1024)}k;`,
    `    error_page 404 /${roomClosedPage.file};`,
    "    error_page 418 = @room_seen;",
    "    if ($request_method = POST) {",
    "        return 418;",
    "    }",
    "    return 404;",
    "}",
    "location @room_seen {",
    "    proxy_pass $inquiries;",
    ...toNpmStart,
    // Its answer (204, or 429 past an address's limit) takes this server's headers alone.
    ...[...siteHeaders, "Cache-Control"].map((name) => `    proxy_hide_header ${name};`),
    // Nothing answers: the page saw it, nothing is recorded, and its beacon does not wait.
    "    error_page 502 503 504 =204 /_room_seen_unrecorded;",
    "}",
    "location = /_room_seen_unrecorded {",
    "    internal;",
    "    return 204;",
    "}",
  ];
}

/**
 * What hosting/nginx.conf includes at server level: the headers, the methods,
 * the hidden files, the caching of assets, and the pages with their redirects
 * (in a variable, $cache_control: an add_header in a location would drop every
 * add_header of the server).
 */
export function nginxSite(
  pages: readonly Page[],
  hashes: InlineHashes,
  {
    withOpenData = false,
    rooms = [],
    recordsVisits = false,
  }: { withOpenData?: boolean; rooms?: readonly BuiltRoom[]; recordsVisits?: boolean } = {},
): string {
  const headers = (all: Record<string, string>) =>
    Object.entries(all).map(([name, value]) => `add_header ${name} "${value}" always;`);
  // An add_header in a location drops the server's: a location with headers of its own (the
  // editor's, an unlisted page's, the files open to other sites) repeats them all, with its own.
  const locationHeaders = (all: Record<string, string>) =>
    [
      ...headers(all),
      "add_header Cache-Control $cache_control always;",
      `add_header Allow "${allowedMethods.join(", ")}" always;`,
    ].map((line) => `    ${line}`);
  const editor = locationHeaders(editorHeaders());
  const editorPageLines = locationHeaders(editorPageHeaders());
  const unlisted = locationHeaders({ ...securityHeaders(hashes), ...unlistedHeaders });
  const open = locationHeaders({ ...securityHeaders(hashes), ...openDataHeaders });
  const routes = pages
    .filter((page) => hasAddress(page) && !isUnlistedPath(page.path))
    .map((page) => {
      // Case-insensitive (~*): /GALLERY, /gallery/ and /gallery.html lead to /gallery, as in canonicalPath().
      const pattern = page.path === "/" ? "^/(index\\.html)?$" : `^${page.path}(/|\\.html|/index\\.html)?$`;
      const isEditor = page.path === editorPage.path;
      return [
        // The editor's files (/admin/assets/...), and /admin/ and /admin/index.html, which lead to /admin.
        ...(isEditor
          ? [
              `location ^~ ${page.path}/ {`,
              ...editor,
              `    if ($uri ~* ^${page.path}/(index\\.html)?$) {`,
              `        return 308 ${page.path};`,
              "    }",
              "    try_files $uri =404;",
              "}",
            ]
          : []),
        `location ~* ${pattern} {`,
        ...(isEditor ? editorPageLines : []),
        // The inquiry form's post goes on to `npm start` (@inquiry, below).
        ...(page.path === inquiryForm.action
          ? [
              `    client_max_body_size ${largestInquiry / 1024}k;`,
              // Its errors, and those of @inquiry that it leads to, are the page of a message not sent.
              "    recursive_error_pages on;",
              `    error_page 413 /${inquiryUnsentPage.file};`,
              "    error_page 418 = @inquiry;",
              "    if ($request_method = POST) {",
              "        return 418;",
              "    }",
            ]
          : []),
        `    if ($uri != "${page.path}") {`,
        `        return 308 ${page.path};`,
        "    }",
        `    try_files /${page.file} =404;`,
        "}",
      ].join("\n");
    });
  return [
    "# Written by `npm run build` from hosting/policy.ts: do not edit.",
    // Slow and silent clients are let go; nginx.conf defines the zone that counts connections.
    `client_header_timeout ${clientLimits.headersSeconds}s;`,
    `client_body_timeout ${clientLimits.idleSeconds}s;`,
    `send_timeout ${clientLimits.idleSeconds}s;`,
    `keepalive_timeout ${clientLimits.keepAliveSeconds}s;`,
    `limit_conn portfolio_addresses ${clientLimits.requestsPerAddress};`,
    ...headers(securityHeaders(hashes)),
    `set $cache_control "${cacheControl.revalidate}";`,
    "add_header Cache-Control $cache_control always;",
    `add_header Allow "${allowedMethods.join(", ")}" always;`,
    // GET and HEAD anywhere; POST to the inquiry form's address, and to a room's seenPath where
    // its visits are recorded.
    'set $method_and_path "$request_method $uri";',
    `if ($method_and_path !~ "^((${allowedMethods.join("|")}) |POST ${inquiryForm.action}$${recordsVisits ? `|POST ${seenPath({ key: "[a-z0-9]+" })}$` : ""})") {`,
    "    return 405;",
    "}",
    // A closed room under every spelling of its address, before the rules below see it.
    ...(pages.some((page) => page.path === roomClosedPage.path) ? nginxClosedRooms(rooms) : []),
    // "//rooms/…", or "/%2Frooms/…" decoded: no page's spelling (nginx.conf keeps merge_slashes off).
    `if ($uri ~ "${emptySegment.source.replaceAll("\\", "")}") {`,
    "    return 404;",
    "}",
    `location ~ ${hiddenPath.source} {`,
    "    return 404;",
    "}",
    `location ^~ ${immutablePrefix} {`,
    `    set $cache_control "${cacheControl.immutable}";`,
    "    try_files $uri =404;",
    "}",
    // The files other sites' viewers open (IIIF): the tiles, and each work's manifest (a regex
    // location, before the works' pages').
    ...(withOpenData
      ? [
          `location ^~ ${iiifPrefix} {`,
          ...open,
          // The tiles themselves never change; their info.json may.
          "    location ~ /0/default\\.jpg$ {",
          `        set $cache_control "${cacheControl.immutable}";`,
          "        try_files $uri =404;",
          "    }",
          "    try_files $uri =404;",
          "}",
          `location ~ ^${manifestPath({ slug: "[^/]+" }).replaceAll(".", "\\.")}$ {`,
          ...open,
          "    try_files $uri =404;",
          "}",
        ]
      : []),
    // The viewing rooms, by pattern: a room's page at its key, its other spellings leading there,
    // its list (PDF); a closed room's addresses gone (410); and every other address under
    // /rooms/ showing the page of a closed room (404), which names none.
    ...(pages.some((page) => page.path === roomClosedPage.path)
      ? [
          `error_page 410 ${roomClosedPage.path}.html;`,
          `location = /${roomClosedPage.file} {`,
          "    internal;",
          ...unlisted,
          "    try_files $uri =404;",
          "}",
          `location ~ ^${roomsPrefix}([a-z0-9]+)(/|\\.html|/index\\.html)$ {`,
          ...unlisted,
          `    return 308 ${roomsPrefix}$1;`,
          "}",
          `location ~ ^${roomsPrefix}[a-z0-9]+$ {`,
          ...unlisted,
          ...(recordsVisits ? [`    mirror ${visitMirror};`] : []),
          `    error_page 404 /${roomClosedPage.file};`,
          "    try_files $uri.html =404;",
          "}",
          ...(recordsVisits ? nginxRoomVisits(unlisted, Object.keys(securityHeaders(hashes))) : []),
          `location ${unlistedPrefix} {`,
          ...unlisted,
          `    error_page 404 /${roomClosedPage.file};`,
          "    try_files $uri =404;",
          "}",
        ]
      : []),
    ...routes,
    // The inquiry form's posts, to `npm start` at $inquiries (hosting/nginx.conf), which keeps and
    // e-mails them; while nothing answers there, or the post is too large, the page of a message
    // not sent, with the artist's e-mail.
    "location @inquiry {",
    "    proxy_pass $inquiries;",
    // Her address, in place of any X-Forwarded-For she sent: npm start believes it from this proxy alone.
    "    proxy_set_header X-Forwarded-For $remote_addr;",
    // The site's own host, as the visitor's browser names it in Origin (port and all): npm start
    // refuses a post from another site's page by it.
    "    proxy_set_header Host $http_host;",
    // The body goes on as it comes (in HTTP/1.1, chunked too), so that npm start's deadline for the
    // whole request holds here: nginx's own (client_body_timeout) is between two reads.
    "    proxy_request_buffering off;",
    "    proxy_http_version 1.1;",
    // Its answer takes this server's headers, not npm start's as well.
    ...[...Object.keys(securityHeaders(hashes)), "Cache-Control"].map(
      (name) => `    proxy_hide_header ${name};`,
    ),
    `    error_page 502 503 504 =503 /${inquiryUnsentPage.file};`,
    "}",
    `location = /${inquiryUnsentPage.file} {`,
    "    internal;",
    "    try_files $uri =404;",
    "}",
    // Every 404 answer is this page (error_page in hosting/nginx.conf).
    `location = /${notFoundPage.file} {`,
    "    internal;",
    "}",
    "",
  ].join("\n");
}

/**
 * The hash of the site's stylesheet, as the policy allows it: app/root.tsx puts its text in every
 * page's <head>, so it is read from the not-found page, which every build has.
 */
async function siteStyleHashes(client: string): Promise<string[]> {
  const notFound = await readFile(path.join(client, notFoundPage.file), "utf8").catch(() => "");
  return [...new Set(inlineStyleHashes(notFound))].sort();
}

/**
 * The pages of a build (each read once) that hold an inline script the site does not mean to
 * have, and those that hold a `<style>` other than its stylesheet (`styleHashes`): the site's pages
 * may hold its own scripts (rules/inline-scripts.ts) and its stylesheet, the editor's neither.
 */
async function pagesWithStrangeInlines(
  client: string,
  pages: readonly Page[],
  styleHashes: readonly string[],
) {
  const found = await Promise.all(
    pages.map(async ({ path: address, file }) => {
      const html = await readFile(path.join(client, file), "utf8");
      const editor = address === editorPage.path;
      return {
        file,
        script: strangeScripts(html, editor ? [] : siteScriptHashes).length > 0,
        style: strangeStyles(html, editor ? [] : styleHashes).length > 0,
      };
    }),
  );
  return {
    scripts: found.filter((page) => page.script).map((page) => page.file),
    styles: found.filter((page) => page.style).map((page) => page.file),
  };
}

/** Whether the open rooms' pages ask their visits to be recorded, as each host reads them (site.yaml's switch). */
async function roomsRecordVisits(client: string, pages: readonly Page[], rooms: readonly BuiltRoom[]) {
  const roomPages = pages.filter((page) => rooms.some((room) => roomPath(room) === page.path));
  const html = await Promise.all(roomPages.map((page) => readFile(path.join(client, page.file), "utf8")));
  return html.some(recordsVisits);
}

/**
 * After the prerender: checks that every page of the registry holds no inline script but the
 * site's own, and no <style> but the build's stylesheet, and writes the site for the servers
 * (build/site.json, for server.ts, with every room and its closing day), the nginx include (which
 * closes each room on its day) and _headers/_redirects, whose policy allows the site's own scripts
 * and its stylesheet alone. Of these, only
 * _headers and _redirects are in the folder the hosts serve: they name no room.
 */
export async function writeDeployFiles(
  buildDir: string,
  pages: readonly Page[],
  rooms: readonly BuiltRoom[] = [],
  inquiriesTo?: string,
  timeZone?: string,
): Promise<void> {
  const client = path.join(buildDir, "client");
  const styleHashes = await siteStyleHashes(client);
  const strange = await pagesWithStrangeInlines(client, pages, styleHashes);
  const named = (files: readonly string[]) =>
    files.map((file) => path.join(path.relative(process.cwd(), client), file)).join(", ");
  if (strange.scripts.length > 0) {
    throw new Error(
      `${named(strange.scripts)}: ` +
        "an inline script that is none of the site's own (rules/inline-scripts.ts). The " +
        "Content-Security-Policy allows only those: if a page is to run another, write it there.",
    );
  }
  if (strange.styles.length > 0) {
    throw new Error(
      `${named(strange.styles)}: ` +
        "a <style> that is not the site's stylesheet (app/root.tsx). The " +
        "Content-Security-Policy allows only that.",
    );
  }
  const site: BuiltSite = {
    scriptHashes: siteScriptHashes,
    styleHashes,
    pages,
    rooms: rooms.map(({ key, closes, closing, title, works }) => ({
      key,
      ...(closes && { closes }),
      ...(closing && { closing }),
      ...(title && { title }),
      ...(works && { works: works.map((work) => ({ id: work.id, title: work.title })) }),
    })),
    ...(inquiriesTo && { inquiriesTo }),
    ...(timeZone && { timeZone }),
    roomVisits: await roomsRecordVisits(client, pages, rooms),
  };
  const withOpenData = existsSync(path.join(client, iiifPrefix));
  await mkdir(path.join(buildDir, "nginx"), { recursive: true });
  await Promise.all([
    writeFile(path.join(buildDir, "site.json"), `${JSON.stringify(site, null, 2)}\n`),
    writeFile(
      path.join(buildDir, "nginx", "site.conf"),
      nginxSite(pages, site, { withOpenData, rooms: site.rooms, recordsVisits: site.roomVisits }),
    ),
    writeFile(
      path.join(client, "_headers"),
      headersFile(site, {
        withEditor: pages.some((page) => page.path === editorPage.path),
        withUnlisted: pages.some((page) => isUnlistedPath(page.path)),
        withOpenData,
      }),
    ),
    writeFile(path.join(client, "_redirects"), redirectsFile(pages)),
    writeFile(
      path.join(client, "_routes.json"),
      routesFile(pages.some((page) => isUnlistedPath(page.path) && hasAddress(page))),
    ),
  ]);
}
