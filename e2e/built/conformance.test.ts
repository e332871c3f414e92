// Every built page as the W3C's own checker reads it: the Nu HTML Checker (vnu-jar, which runs on
// Java), given all of the build's pages in one run, finds no error. html-validate
// (site-files.test.ts) holds the site's own rules; this is the HTML standard's conformance as the
// checker behind validator.w3.org knows it (an ARIA attribute HTML forbids where it stands,
// `sizes` without a `srcset`, an id given twice). The editor's page is checked too: the file is
// the site's own (admin/index.html); Sveltia CMS draws its markup later, by script.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { client } from "./site.ts";

const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * What the checker's CSS validator does not know yet, in the stylesheet every page carries
 * (app/root.tsx): rules of current CSS that Tailwind writes and every browser the site serves
 * reads, @property (CSS Properties and Values), margin-trim (CSS Box Model 4, in a @supports
 * test) and a custom property's transition. Anything else it finds in the CSS is an error.
 */
const unknownToTheChecker = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
];

/** One message of the checker's JSON report. */
type Message = { type: string; url?: string; lastLine?: number; firstColumn?: number; message: string };

test("the Nu HTML Checker finds no error in any built page", () => {
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
  expect(pages.length).toBeGreaterThan(0);
  // One Java for every page: a start is most of the time. C1 alone compiles enough for a few
  // dozen pages, in half the processor time; its larger frames need a larger stack than the
  // checker's 512k.
  const run = spawnSync(
    "java",
    [
      "-Xss8m",
      "-XX:TieredStopAtLevel=1",
      "-jar",
      jar,
      "--errors-only",
      "--format",
      "json",
      ...pages.map((file) => path.join(client, file)),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error)
    throw new Error(
      `The Nu HTML Checker needs Java, which did not start (${run.error.message}): ` +
        "install Debian's default-jre-headless (scripts/ensure-test-deps.sh does)",
    );
  // The report is written to stderr; anything else there is Java's or the checker's own failure.
  let report: { messages: Message[] };
  try {
    report = JSON.parse(run.stderr);
  } catch {
    throw new Error(`The Nu HTML Checker did not report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  const errors = report.messages
    .filter(({ message }) => !unknownToTheChecker.some((pattern) => pattern.test(message)))
    .map(({ type, url, lastLine, firstColumn, message }) => {
      const file = url?.startsWith("file:") ? path.relative(client, fileURLToPath(url)) : (url ?? "");
      return `${file}:${lastLine ?? 0}:${firstColumn ?? 0}: ${type}: ${message}`;
    });
  expect(errors).toEqual([]);
  // It ran to its end: 1 for the errors it found (those left out above), else 0.
  expect(run.status).toBe(report.messages.length > 0 ? 1 : 0);
}, 120_000);
