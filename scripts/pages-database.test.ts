import { execFile } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { binding, databaseName, jsoncOf, prepareSite, type Wrangler } from "./pages-database.ts";

// The publish workflow's step that makes the site's D1 database and binds it, against a wrangler
// of the test's own that answers as wrangler 4 does (`d1 list --json` prints the account's
// databases as a JSON array; `d1 create` makes one; `pages secret put` reads the value from its
// standard input), on a copy of the project's own wrangler.jsonc.

const projectConfig = readFileSync("wrangler.jsonc", "utf8");
const project = (jsoncOf(projectConfig) as { name: string }).name;

/** A checkout's wrangler.jsonc, in a folder of its own. */
function checkout(text = projectConfig) {
  const folder = mkdtempSync(path.join(tmpdir(), "pages-database-"));
  const configFile = path.join(folder, "wrangler.jsonc");
  writeFileSync(configFile, text);
  return { folder, configFile, read: () => readFileSync(configFile, "utf8") };
}

/** A Cloudflare account's databases behind a wrangler of the test's own; each call kept. */
function account(databases: { name: string; uuid: string }[] = [], refuses?: "list" | "create" | "secret") {
  const calls: { args: string[]; input?: string | undefined }[] = [];
  const wrangler: Wrangler = async (args, input) => {
    calls.push({ args, input });
    const refused = {
      status: 1,
      stdout: "",
      stderr: "✘ [ERROR] A request to the Cloudflare API failed. Authentication error [code: 10000]",
    };
    if (args[0] === "d1" && args[1] === "list") {
      return refuses === "list"
        ? refused
        : { status: 0, stdout: JSON.stringify(databases, null, 2), stderr: "" };
    }
    if (args[0] === "d1" && args[1] === "create") {
      if (refuses === "create") return refused;
      databases.push({ name: args[2] ?? "", uuid: "6b1d1f3e-0a2c-4c5e-9d3f-7e8a9b0c1d2e" });
      return { status: 0, stdout: `✅ Successfully created DB '${args[2]}'`, stderr: "" };
    }
    if (args[0] === "pages" && args[1] === "secret")
      return refuses === "secret" ? refused : { status: 0, stdout: "", stderr: "" };
    return { status: 1, stdout: "", stderr: `unknown command ${args.join(" ")}` };
  };
  return { wrangler, calls, databases };
}

const boundOf = (text: string) =>
  (jsoncOf(text) as { d1_databases?: Record<string, string>[] }).d1_databases?.find(
    (d) => d.binding === binding,
  );

test("the project's wrangler.jsonc, comments and all, reads as its JSON", () => {
  expect(jsoncOf(projectConfig)).toMatchObject({ name: project, pages_build_output_dir: "./build/client" });
  expect(
    jsoncOf('{\n  // a "quoted" comment\n  "url": "https://a.example/b", /* more */ "list": [1, 2,],\n}'),
  ).toEqual({
    url: "https://a.example/b",
    list: [1, 2],
  });
});

test("a missing database is made, named after the project, and bound in the checkout's wrangler.jsonc", async () => {
  const { configFile, read } = checkout();
  const { wrangler, calls } = account([{ name: "another-site", uuid: "0000" }]);
  const said = await prepareSite({ configFile, wrangler });
  expect(calls.map((call) => call.args.join(" "))).toEqual([
    "d1 list --json",
    `d1 create ${databaseName(project)}`,
    "d1 list --json",
  ]);
  expect(boundOf(read())).toEqual({
    binding,
    database_name: databaseName(project),
    database_id: "6b1d1f3e-0a2c-4c5e-9d3f-7e8a9b0c1d2e",
  });
  // What else wrangler reads of the project stays as it was.
  expect(jsoncOf(read())).toMatchObject(jsoncOf(projectConfig) as object);
  expect(said[0]).toBe(
    `::notice::Made the D1 database ${databaseName(project)} for the site's inquiries and rooms.`,
  );
  expect(said).toContain(
    `::notice::The D1 database ${databaseName(project)} is bound as ${binding} for this publishing.`,
  );
});

test("a database made by an earlier run is bound, not made again", async () => {
  const { configFile, read } = checkout();
  const { wrangler, calls } = account([{ name: databaseName(project), uuid: "a1b2" }]);
  await prepareSite({ configFile, wrangler });
  expect(calls.map((call) => call.args.join(" "))).toEqual(["d1 list --json"]);
  expect(boundOf(read())?.database_id).toBe("a1b2");
});

test("a database she bound in wrangler.jsonc herself is left as it is", async () => {
  const own = projectConfig.replace(
    /\n}\s*$/,
    ',\n  "d1_databases": [{ "binding": "INQUIRIES", "database_name": "inquiries", "database_id": "c3d4" }]\n}\n',
  );
  const { configFile, read } = checkout(own);
  const { wrangler, calls } = account();
  const said = await prepareSite({ configFile, wrangler });
  expect(calls).toEqual([]);
  expect(read()).toBe(own);
  expect(said[0]).toBe("::notice::The database inquiries is bound as INQUIRIES in wrangler.jsonc.");
});

test("a token that may not list or make databases is said in a warning, and the site is published without one", async () => {
  for (const refuses of ["list", "create"] as const) {
    const { configFile, read } = checkout();
    const said = await prepareSite({ configFile, wrangler: account([], refuses).wrangler });
    expect(read()).toBe(projectConfig);
    expect(said[0]).toMatch(/^::warning::Could not .*Authentication error.* Published without it: /);
  }
});

test("NOTICE_URL is given to the Pages project as its secret, read by wrangler from its input", async () => {
  const { configFile } = checkout();
  const topic = "https://ntfy.sh/a-topic-of-hers";
  const { wrangler, calls } = account([{ name: databaseName(project), uuid: "a1b2" }]);
  const said = await prepareSite({ configFile, wrangler, noticeUrl: topic });
  expect(calls.at(-1)).toEqual({
    args: ["pages", "secret", "put", "NOTICE_URL", "--project-name", project],
    input: topic,
  });
  // The secret itself is never in the log.
  expect(said.join("\n")).not.toContain(topic);
  const refused = await prepareSite({
    configFile,
    wrangler: account([], "secret").wrangler,
    noticeUrl: topic,
  });
  expect(refused.at(-1)).toMatch(/^::warning::Could not give the Pages project the NOTICE_URL secret/);
  const without = await prepareSite({ configFile: checkout().configFile, wrangler: account().wrangler });
  expect(without.at(-1)).toMatch(/^::notice::No NOTICE_URL secret: /);
});

test("as the workflow runs it: wrangler a command, the secret on its standard input", async () => {
  const { folder, read } = checkout();
  mkdirSync(path.join(folder, "scripts"));
  copyFileSync("scripts/pages-database.ts", path.join(folder, "scripts", "pages-database.ts"));
  // A wrangler that answers as the real one, and keeps what it was given.
  const fake = path.join(folder, "wrangler");
  writeFileSync(
    fake,
    `#!/usr/bin/env node
const fs = require("node:fs");
const args = process.argv.slice(2);
const input = fs.readFileSync(0, "utf8");
fs.appendFileSync(${JSON.stringify(path.join(folder, "calls"))}, JSON.stringify({ args, input }) + "\\n");
if (args.join(" ") === "d1 list --json") console.log(JSON.stringify([{ uuid: "e5f6", name: ${JSON.stringify(databaseName(project))}, version: "production" }], null, 2));
`,
  );
  chmodSync(fake, 0o755);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(folder, "scripts", "pages-database.ts")],
    {
      env: { ...process.env, WRANGLER: fake, NOTICE_URL: "https://ntfy.sh/a-topic-of-hers" },
    },
  );
  expect(stdout).toContain(
    `::notice::The D1 database ${databaseName(project)} is bound as ${binding} for this publishing.`,
  );
  expect(boundOf(read())?.database_id).toBe("e5f6");
  const calls = readFileSync(path.join(folder, "calls"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(calls.at(-1)).toEqual({
    args: ["pages", "secret", "put", "NOTICE_URL", "--project-name", project],
    input: "https://ntfy.sh/a-topic-of-hers",
  });
});
