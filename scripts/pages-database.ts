// The publish workflow's step before `wrangler pages deploy` (.github/workflows/site.yml): the
// site's D1 database, which keeps its inquiries and its rooms' visits (functions/), made in her
// Cloudflare account when it is missing and bound as INQUIRIES in wrangler.jsonc, in the job's
// checkout alone (never committed), so that the deploy binds it: no terminal, no file to edit.
// And the NOTICE_URL secret, where the repository has one, put as the Pages project's secret for
// its functions to tell her phone (hosting/pages-notice.ts). Nothing here stops the publishing:
// what fails is said in a warning, and the site is published without it.
// Run by the workflow's Node 24 with node: modules alone (the job installs only wrangler).
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The binding the site's functions read their database by (functions/inquiry/sent.ts). */
export const binding = "INQUIRIES";

/** The database's name in her account: the Pages project's, so that two sites never share one. */
export const databaseName = (project: string) => `${project}-site`;

/** wrangler run with `args` (and `input` on its standard input): how it ended and what it wrote. */
export type Wrangler = (
  args: string[],
  input?: string,
) => Promise<{ status: number; stdout: string; stderr: string }>;

type Config = { name?: string; d1_databases?: { binding?: string; database_name?: string }[] };

/** A JSONC file's value: its comments and trailing commas left out, its strings kept whole. */
export function jsoncOf(text: string): unknown {
  const plain = text.replace(
    /("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (_, string: string | undefined) => string ?? "",
  );
  return JSON.parse(plain.replace(/("(?:[^"\\]|\\.)*")|,(\s*[}\]])/g, (_, string, end) => string ?? end));
}

/** What the step says in the job's log: a GitHub annotation, one line. */
const notice = (line: string) => `::notice::${line}`;
const warning = (line: string) => `::warning::${line}`;

/**
 * The step itself: the database found or made, its binding written into `configFile`, and the
 * notice's secret put; each line it says, as annotations, in order.
 */
export async function prepareSite({
  configFile,
  wrangler,
  noticeUrl,
}: {
  configFile: string;
  wrangler: Wrangler;
  noticeUrl?: string | undefined;
}): Promise<string[]> {
  const said: string[] = [];
  const text = readFileSync(configFile, "utf8");
  const config = jsoncOf(text) as Config;
  const project = config.name ?? "";
  const bound = config.d1_databases?.find((database) => database.binding === binding);
  const unbound = (why: string) =>
    warning(
      `${why} Published without it: the inquiry form shows a visitor her message with your e-mail link, and the rooms' visits are not recorded.`,
    );
  if (bound) {
    said.push(notice(`The database ${bound.database_name ?? ""} is bound as ${binding} in wrangler.jsonc.`));
  } else {
    const name = databaseName(project);
    const find = async () => {
      const listed = await wrangler(["d1", "list", "--json"]);
      if (listed.status !== 0) return { failed: listed.stderr.trim() || listed.stdout.trim() };
      try {
        const databases = JSON.parse(listed.stdout) as { name: string; uuid: string }[];
        return { found: databases.find((database) => database.name === name) };
      } catch {
        return { failed: `wrangler d1 list --json wrote no list: ${listed.stdout.slice(0, 200)}` };
      }
    };
    let looked = await find();
    if ("failed" in looked) {
      said.push(
        unbound(
          `Could not list the account's D1 databases (the CLOUDFLARE_API_TOKEN secret needs the permission "D1: Edit"): ${looked.failed}`,
        ),
      );
    } else {
      if (!looked.found) {
        const made = await wrangler(["d1", "create", name]);
        if (made.status === 0)
          said.push(notice(`Made the D1 database ${name} for the site's inquiries and rooms.`));
        looked = made.status === 0 ? await find() : { failed: made.stderr.trim() || made.stdout.trim() };
      }
      if ("failed" in looked || !looked.found) {
        const why = "failed" in looked ? looked.failed : "it is not listed once made.";
        said.push(unbound(`Could not make the D1 database ${name}: ${why}`));
      } else {
        // Rewritten as plain JSON, which wrangler reads as well: this checkout is never committed.
        const d1_databases = [
          ...(config.d1_databases ?? []),
          { binding, database_name: name, database_id: looked.found.uuid },
        ];
        writeFileSync(configFile, `${JSON.stringify({ ...config, d1_databases }, null, 2)}\n`);
        said.push(notice(`The D1 database ${name} is bound as ${binding} for this publishing.`));
      }
    }
  }
  if (noticeUrl) {
    const put = await wrangler(
      ["pages", "secret", "put", "NOTICE_URL", "--project-name", project],
      noticeUrl,
    );
    said.push(
      put.status === 0
        ? notice("Inquiries and rooms' first openings are sent to the NOTICE_URL secret's ntfy topic.")
        : warning(
            `Could not give the Pages project the NOTICE_URL secret (a new project has it from its next publishing): ${put.stderr.trim() || put.stdout.trim()}`,
          ),
    );
  } else {
    said.push(
      notice(
        "No NOTICE_URL secret: inquiries and rooms' openings are kept in the D1 database, and nothing is sent to your phone (docs/hosting.md).",
      ),
    );
  }
  return said;
}

/** wrangler as a command: `command` (its path), with what it writes kept. */
export const wranglerAt =
  (command: string): Wrangler =>
  (args, input) =>
    new Promise((resolve) => {
      const child = spawn(command, args, {
        stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        stdout += chunk;
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk;
      });
      child.on("error", (error) => resolve({ status: 127, stdout, stderr: String(error) }));
      child.on("close", (status) => resolve({ status: status ?? 1, stdout, stderr }));
      // A wrangler that ends before reading its input ends with its own status, not this step.
      child.stdin?.on("error", () => {});
      child.stdin?.end(input);
    });

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const root = path.join(import.meta.dirname, "..");
  const said = await prepareSite({
    configFile: path.join(root, "wrangler.jsonc"),
    wrangler: wranglerAt(process.env.WRANGLER ?? path.join(root, "tools/deploy/node_modules/.bin/wrangler")),
    noticeUrl: process.env.NOTICE_URL,
  });
  for (const line of said) console.log(line);
}
