import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { inlineScripts, loadOnIntent } from "../rules/inline-scripts";
import { largestInquiry } from "../rules/inquiry";
import type { WorkList } from "../rules/lists";
import { editorPage, roomClosedPage, roomPages, sitePages, sitewidePages, worksPages } from "../rules/pages";
import { closingOf } from "../rules/rooms";
import { artistCookieHeader } from "../rules/visits";
import { headersFile, nginxSite, notBelow, redirectsFile, routesFile, writeDeployFiles } from "./host-files";

type ListsUnderTest = Record<"gallery" | "available", WorkList<{ slug: string; title: string }>>;
/** The pages of a site of these lists and rooms, as the catalogue makes them (pipeline/kinds.ts). */
const pagesOf = (
  lists: ListsUnderTest,
  rooms: readonly { key: string; title: string; open: boolean }[] = [],
) => sitePages([sitewidePages({ lists }), worksPages({ lists, series: [] }), roomPages({ rooms })]);

import type { BuiltSite } from "./policy";

const _sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
/** A policy's hashes: one script's, one stylesheet's. */
const abc = { scriptHashes: ["sha256-abc="], styleHashes: ["sha256-css="] };

test("_headers sets the security headers everywhere and a year's cache on assets", () => {
  const file = headersFile(abc);
  expect(file).toMatch(
    /^\/\*\n {2}Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-abc='/,
  );
  expect(file).toContain("\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  // Only once: the hosts join the values of two matching rules.
  expect(file.match(/Cache-Control/g)).toHaveLength(1);
});

test("_headers gives the editor its own policy, after the site's, only when the build has it", () => {
  expect(headersFile(abc)).not.toContain("/admin");
  const rules = headersFile(abc, { withEditor: true }).split(/\n(?=\/)/);
  expect(rules.map((rule) => rule.split("\n")[0])).toEqual(["/*", "/assets/*", "/admin", "/admin/*"]);
  expect(rules[0]).not.toContain("Cross-Origin-Opener-Policy");
  // The editor's page alone marks her browser, for her rooms (rules/visits.ts).
  expect(rules[2]).toContain(`\n  Set-Cookie: ${artistCookieHeader}`);
  expect([rules[0], rules[1], rules[3]].join("\n")).not.toContain("Set-Cookie");
  for (const rule of rules.slice(2, 4)) {
    // Cloudflare drops the values the site's rule set, then sets the editor's.
    expect(rule).toMatch(/^\/admin(\/\*)?\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /);
    expect(rule).toMatch(
      /\n {2}Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline';/,
    );
    expect(rule).toContain("\n  Cross-Origin-Opener-Policy: same-origin-allow-popups");
    expect(rule).toContain("\n  X-Robots-Tag: noindex");
    // Headers the same as the site's are not repeated: the hosts would join them.
    expect(rule).not.toContain("X-Frame-Options");
  }
});

test("_headers asks search engines to leave the viewing rooms out, and every address that starts with an encoded slash, only when the build has rooms", () => {
  expect(headersFile(abc)).not.toContain("/rooms/");
  const rules = headersFile(abc, { withUnlisted: true }).split(/\n(?=\/)/);
  for (const path of ["/rooms/*", "/%2F*", "/%2f*"]) {
    expect(rules.map((rule) => rule.trimEnd())).toContain(`${path}\n  X-Robots-Tag: noindex`);
  }
});

test("_redirects sends each page's file names to its address, and leaves slashes to the host", () => {
  const rules = redirectsFile(
    pagesOf({
      gallery: { works: [{ slug: "low-tide", title: "Low Tide" }], perPage: 12 },
      available: { works: [], perPage: 12 },
    }),
  )
    .trim()
    .split("\n");
  expect(rules).toEqual(
    expect.arrayContaining([
      "/index.html / 308!",
      "/gallery.html /gallery 308!",
      "/contact/index.html /contact 308",
      "/works/low-tide.html /works/low-tide 308!",
      "/works/low-tide/index.html /works/low-tide 308",
    ]),
  );
  expect(rules.filter((rule) => rule.split(" ")[0]?.endsWith("/"))).toEqual([]);
  // The not-found page has no address to lead to.
  expect(rules.filter((rule) => rule.includes("404"))).toEqual([]);
});

describe("the rooms' rules name no room", () => {
  const lists = { gallery: { works: [], perPage: 12 }, available: { works: [], perPage: 12 } };
  const [open, closed] = [
    { key: "k2m8q4x7c9v3b6n1z5tw", title: "For Anna" },
    { key: "p8w3x6n2r9t4m7q5z1cv", title: "Studies" },
  ];
  const pages = pagesOf(lists, [
    { ...open, open: true },
    { ...closed, open: false },
  ]);

  test("_redirects: one pattern for every room's other spellings, and none without rooms", () => {
    const rules = redirectsFile(pages).trim().split("\n");
    expect(rules.filter((rule) => rule.includes("rooms"))).toEqual([
      "/rooms/:key/index.html /rooms/:key 308",
      "//rooms/* /rooms/:splat 308",
      "/%2Frooms/* /rooms/:splat 308",
      "/%2frooms/* /rooms/:splat 308",
      "/rooms%2F* /rooms/:splat 308",
      "/rooms%2f* /rooms/:splat 308",
    ]);
    expect(redirectsFile(pagesOf(lists))).not.toContain("rooms");
  });

  test("nginx: the rooms by pattern; one with a closing day gone, under any spelling, from the end of that day in her zone, by the server's clock in any zone", () => {
    const conf = nginxSite(pages, abc, {
      rooms: [
        open,
        { ...closed, closes: "2026-12-20", closing: closingOf({ closes: "2026-12-20" }, "Australia/Sydney") },
      ],
    });
    // A room that never closes needs no line of its own; one that closes, one line, at server level.
    expect(conf).not.toContain(open.key);
    expect(conf.match(new RegExp(closed.key, "g"))).toHaveLength(1);
    const lines = conf.split("\n");
    const [, keyPattern = ""] =
      /^if \(\$uri ~\* "(.*)"\) \{$/.exec(lines.find((line) => line.startsWith("if ($uri ~*")) ?? "") ?? [];
    // As nginx reads the pattern: "\x5c" a backslash.
    const keyOf = (uri: string) => new RegExp(keyPattern, "i").exec(uri)?.[1];
    for (const uri of [
      `/rooms/${closed.key}`,
      `//Rooms//${closed.key}.pdf`,
      `/rooms/${closed.key.toUpperCase()}/index.html.br`,
      `/\\rooms/${closed.key}`,
    ]) {
      expect(keyOf(uri)?.toLowerCase(), uri).toBe(closed.key);
    }
    for (const uri of ["/rooms/", "/gallery", `/roomsx/${closed.key}`, `/works/rooms/${closed.key}`])
      expect(keyOf(uri), uri).toBeUndefined();
    const closing = lines.find((line) => line.includes(closed.key)) ?? "";
    expect(closing).toMatch(new RegExp(`^if \\(\\$room_now ~\\* "\\^${closed.key} \\(`));
    // $msec, as nginx writes the time: seconds since 1970 in every time zone.
    const gone = (moment: string) =>
      new RegExp(/"(.*)"/.exec(closing)?.[1] ?? "", "i").test(
        `${closed.key} ${(Date.parse(moment) / 1000).toFixed(3)}`,
      );
    expect([
      // The last minute of 20 December in Sydney, and the first of the 21st.
      gone("2026-12-20T12:59:59.999Z"),
      gone("2026-12-20T13:00:00Z"),
      gone("2031-01-01T00:00:00Z"),
    ]).toEqual([false, true, true]);
    // West of UTC: 20 December ends in Los Angeles at 08:00 UTC on the 21st.
    const west = nginxSite(pages, abc, {
      rooms: [
        {
          ...closed,
          closes: "2026-12-20",
          closing: closingOf({ closes: "2026-12-20" }, "America/Los_Angeles"),
        },
      ],
    });
    const westLine = west.split("\n").find((line) => line.includes(closed.key)) ?? "";
    const goneWest = (moment: string) =>
      new RegExp(/"(.*)"/.exec(westLine)?.[1] ?? "", "i").test(
        `${closed.key} ${(Date.parse(moment) / 1000).toFixed(3)}`,
      );
    expect([goneWest("2026-12-21T07:59:59.999Z"), goneWest("2026-12-21T08:00:00Z")]).toEqual([false, true]);
    // And before the rule that answers an address with an empty segment 404.
    expect(conf.indexOf(closed.key)).toBeLessThan(conf.indexOf('if ($uri ~ "//")'));
    expect(conf).toContain("error_page 410 /rooms/404.html;");
    expect(conf).toMatch(/location = \/rooms\/404\.html \{\n {4}internal;/);
    // Every other address under /rooms/ that is no file shows the closed page too, with 404.
    expect(conf.match(/error_page 404 \/rooms\/404\.html;/g)).toHaveLength(2);
  });

  test("nginx's pattern of the numbers at or above a moment's seconds: every later one, and none before", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }),
        fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 999 }),
        (least, now, millis) => {
          const pattern = new RegExp(notBelow(String(least)));
          const msec = `${now}.${String(millis).padStart(3, "0")}`;
          expect(pattern.test(msec), `${least} ${msec}`).toBe(now >= least);
        },
      ),
      { numRuns: 2000 },
    );
    expect(notBelow("1766188800")).toBe(
      "^(1766188800|[2-9]\\d\\d\\d\\d\\d\\d\\d\\d\\d|1[8-9]\\d\\d\\d\\d\\d\\d\\d\\d|17[7-9]\\d\\d\\d\\d\\d\\d\\d|176[7-9]\\d\\d\\d\\d\\d\\d|1766[2-9]\\d\\d\\d\\d\\d|17661[9-9]\\d\\d\\d\\d|176618[9-9]\\d\\d\\d|1766188[9-9]\\d\\d|17661888[1-9]\\d|176618880[1-9])",
    );
  });

  test("_routes.json: Cloudflare's Functions on the inquiry form's address, and with rooms on every address that may be a room's, no other", () => {
    expect(JSON.parse(routesFile(false))).toEqual({ version: 1, include: ["/inquiry/sent"], exclude: [] });
    const { include } = JSON.parse(routesFile(true)) as { include: string[] };
    expect(include).toEqual(["/inquiry/sent", "/r*", "/R*", "//r*", "//R*", "///*", "/*%*"]);
  });
});

describe("the nginx include", () => {
  const noWorks = pagesOf({ gallery: { works: [], perPage: 12 }, available: { works: [], perPage: 12 } });
  const conf = nginxSite(noWorks, abc);

  test("adds every header, always, with one policy for every answer", () => {
    expect(conf).toContain(`add_header Referrer-Policy "strict-origin-when-cross-origin" always;`);
    expect(conf).toContain("add_header Cache-Control $cache_control always;");
    expect(conf).toMatch(
      /^add_header Content-Security-Policy "default-src 'none'; script-src 'self' 'sha256-abc='; .*" always;$/m,
    );
    expect(conf.match(/^add_header /gm)).toHaveLength(9);
    expect(conf.match(/^add_header Content-Security-Policy/gm)).toHaveLength(1);
  });

  test("answers only GET and HEAD (and POST at the inquiry form's address), no address with an empty segment, hides host files and caches assets for a year", () => {
    expect(conf).toContain(
      'set $method_and_path "$request_method $uri";\nif ($method_and_path !~ "^((GET|HEAD) |POST /inquiry/sent$)") {\n    return 405;\n}',
    );
    expect(conf).toContain('if ($uri ~ "//") {\n    return 404;\n}');
    expect(conf).toMatch(
      /location ~ \^\(\\\/404\|.*_\(headers\|redirects\|routes\\\.json\).*\(br\|gz\).* \{\n {4}return 404;/,
    );
    expect(conf).toContain(
      'location ^~ /assets/ {\n    set $cache_control "public, max-age=31536000, immutable";',
    );
  });

  test("serves each page at its address and redirects its other spellings", () => {
    expect(conf).toContain(
      'location ~* ^/gallery(/|\\.html|/index\\.html)?$ {\n    if ($uri != "/gallery") {\n        return 308 /gallery;\n    }\n    try_files /gallery.html =404;\n}',
    );
    expect(conf).toContain("try_files /index.html =404;");
    // The four of the top bar, the privacy page, and the thank-you page of the inquiry form.
    expect(conf.match(/^location ~\* /gm)).toHaveLength(6);
    expect(conf).toContain("location = /404.html {\n    internal;\n}");
  });

  test("takes the inquiry form's post to npm start, with nginx's headers alone, and shows the page of a message not sent while nothing answers there", () => {
    const sent = conf
      .split(/\n(?=location)/)
      .find((block) => block.startsWith("location ~* ^/inquiry/sent("));
    expect(sent).toContain(`    client_max_body_size ${largestInquiry / 1024}k;\n`);
    expect(sent).toContain("    error_page 413 /inquiry/unsent.html;\n    error_page 418 = @inquiry;\n");
    expect(sent).toContain("    if ($request_method = POST) {\n        return 418;\n    }\n");
    const proxy = conf.split(/\n(?=location)/).find((block) => block.startsWith("location @inquiry"));
    expect(proxy).toContain("    proxy_pass $inquiries;\n");
    expect(proxy).toContain("    proxy_hide_header Content-Security-Policy;\n");
    expect(proxy).toContain("    error_page 502 503 504 =503 /inquiry/unsent.html;\n");
    expect(conf).toContain("location = /inquiry/unsent.html {\n    internal;\n    try_files $uri =404;\n}");
  });

  test("gives the editor's page and files their own headers, when the build has it", () => {
    expect(conf).not.toContain("/admin");
    const withEditor = nginxSite([...noWorks, editorPage], abc);
    const editorLocations = withEditor.split(/\n(?=location)/).filter((block) => block.includes("/admin"));
    expect(editorLocations.map((block) => block.split(" {")[0])).toEqual([
      "location ^~ /admin/",
      "location ~* ^/admin(/|\\.html|/index\\.html)?$",
    ]);
    // Its page alone marks her browser, for her rooms.
    expect(editorLocations[1]).toContain(`add_header Set-Cookie "${artistCookieHeader}" always;`);
    expect(editorLocations[0]).not.toContain("Set-Cookie");
    for (const block of editorLocations) {
      // An add_header in a location drops the server's: every one is there again.
      expect(block.match(/ add_header (?!Set-Cookie)/g)).toHaveLength(11);
      expect(block).toContain(`add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;`);
      expect(block).toContain(`add_header X-Robots-Tag "noindex" always;`);
      expect(block).toContain(`add_header X-Frame-Options "DENY" always;`);
      expect(block).toMatch(/add_header Content-Security-Policy "default-src 'none'; script-src 'self'; /);
    }
    expect(editorLocations[0]).toContain("return 308 /admin;");
  });
});

describe("the build's deploy files", () => {
  /** A build folder of two pages: Home with `script` added to it, and the editor. */
  async function buildWith(script: string) {
    const build = await mkdtemp(path.join(tmpdir(), "deploy-"));
    await mkdir(path.join(build, "client"));
    const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
    await writeFile(
      path.join(build, "client", "index.html"),
      page(`<script>${loadOnIntent}</script>${script}`),
    );
    await writeFile(
      path.join(build, "client", "admin.html"),
      page('<script type="module" src="/admin/a.js"></script>'),
    );
    return build;
  }
  const pages = [
    pagesOf({ gallery: { works: [], perPage: 12 }, available: { works: [], perPage: 12 } })[0],
    editorPage,
  ].flatMap((page) => page ?? []);

  test("allow the site's own inline scripts alone, whatever the pages hold", async () => {
    const build = await buildWith("");
    await writeDeployFiles(build, pages);
    const site = JSON.parse(await readFile(path.join(build, "site.json"), "utf8")) as BuiltSite;
    expect(site.scriptHashes).toEqual(inlineScripts.map(_sha).sort());
    expect(site.rooms).toEqual([]);
    expect(await readFile(path.join(build, "client", "_headers"), "utf8")).toContain(
      `'${_sha(loadOnIntent)}'`,
    );
  });

  test("allow the build's stylesheet inline by its hash, and stop on any other <style>", async () => {
    const build = await buildWith("");
    const css = "body{color:#161513}";
    const index = path.join(build, "client", "index.html");
    const html = await readFile(index, "utf8");
    await writeFile(index, html.replace("<head>", `<head><style>${css}</style>`));
    await writeFile(
      path.join(build, "client", "404.html"),
      html.replace("<head>", `<head><style>${css}</style>`),
    );
    await writeDeployFiles(build, pages);
    const site = JSON.parse(await readFile(path.join(build, "site.json"), "utf8")) as BuiltSite;
    expect(site.styleHashes).toEqual([_sha(css)]);
    expect(await readFile(path.join(build, "client", "_headers"), "utf8")).toMatch(
      new RegExp(`style-src 'self' 'sha256-[^']+' '${_sha(css).replace(/[+/]/g, "\\$&")}'`),
    );
    await writeFile(index, html.replace("<head>", "<head><style>body{display:none}</style>"));
    await expect(writeDeployFiles(build, pages)).rejects.toThrow(
      /index\.html: a <style> that is not the site's stylesheet/,
    );
  });

  test("are not written when a page holds another inline script: the build stops, naming the page", async () => {
    const build = await buildWith("<script>alert(document.cookie)</script>");
    await expect(writeDeployFiles(build, pages)).rejects.toThrow(
      /index\.html: an inline script that is none of the site's own/,
    );
    await expect(readFile(path.join(build, "client", "_headers"), "utf8")).rejects.toThrow(/ENOENT/);
  });

  test("say whether the rooms record their visits as the room's page asks (site.yaml's switch), and name each room's works for npm run visits", async () => {
    const room = {
      key: "q7vd2m9xk4tbw3",
      title: "First look",
      works: [{ id: 3, title: "Tide", year: 2025 }],
    };
    const roomPage = {
      path: `/rooms/${room.key}`,
      file: `rooms/${room.key}.html`,
      title: room.title,
      sitemap: false,
    };
    for (const switchedOn of [true, false]) {
      const build = await buildWith("");
      await mkdir(path.join(build, "client", "rooms"));
      const main = `<main id="main" data-closes="2099-12-31T00:00:00Z"${switchedOn ? ' data-visits="on"' : ""}></main>`;
      await writeFile(path.join(build, "client", roomClosedPage.file), "<!DOCTYPE html><main></main>");
      await writeFile(
        path.join(build, "client", roomPage.file),
        `<!DOCTYPE html><html><head></head><body>${main}</body></html>`,
      );
      await writeDeployFiles(build, [...pages, roomPage, roomClosedPage], [room]);
      const site = JSON.parse(await readFile(path.join(build, "site.json"), "utf8")) as BuiltSite;
      expect(site.roomVisits).toBe(switchedOn);
      expect(site.rooms).toEqual([{ key: room.key, title: "First look", works: [{ id: 3, title: "Tide" }] }]);
      // nginx mirrors a room's requests to npm start, and lets the page's posts through, only then.
      const conf = await readFile(path.join(build, "nginx", "site.conf"), "utf8");
      expect(conf.includes("mirror /_room_visit;"), String(switchedOn)).toBe(switchedOn);
      expect(conf.includes("|POST /rooms/[a-z0-9]+/seen$"), String(switchedOn)).toBe(switchedOn);
    }
  });
});

test("_headers opens the works' tiles and manifests to other sites' viewers, only when the build has them", () => {
  expect(headersFile(abc)).not.toContain("/iiif/");
  const rules = headersFile(abc, { withOpenData: true }).split(/\n(?=\/)/);
  for (const path of ["/iiif/*", "/works/:slug/manifest.json"]) {
    expect(rules.map((rule) => rule.trimEnd())).toContain(
      `${path}\n  ! Cross-Origin-Resource-Policy\n  Access-Control-Allow-Origin: *\n  Cross-Origin-Resource-Policy: cross-origin`,
    );
  }
});
