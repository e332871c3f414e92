// MDN's HTTP Observatory, on a reply the suite already has: the scanner's own
// tests and grader (@mdn/mdn-http-observatory), without its retrieval, which
// needs the site on ports 80 and 443 of a host with a certificate. Every server
// under test, Cloudflare's runtime too, is graded on the same checks. A process
// of its own (run by e2e/observatory.ts's grade(), a reply in, a grade out): the
// scanner is in tools/, and its dependencies do not load under Playwright's
// module loader.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import type { Grade } from "../e2e/observatory.ts";

const require = createRequire(import.meta.url);
/** The scanner's folder, ready to run offline (`npm run observatory` runs it whole). */
export const root = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
// Chromium's HSTS preload list, which the package's install script would download (this machine
// has no internet): the hosts under test are on no such list.
const preloadList = path.join(root, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

type Output = { result: string; pass: boolean; constructor: { name: string } };
type Scanner = {
  ALL_TESTS: ((requests: unknown) => Output)[];
  getGradeForScore: (score: number) => { grade: string; score: number };
  getScoreModifier: (result: string) => number;
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  Requests: new (
    hostname: string,
  ) => { responses: Record<string, unknown>; resources: { path: string | null }; session: unknown };
  /** How the scanner holds a reply's headers (it reads them with .get()). */
  AxiosHeaders: new (
    headers: IncomingHttpHeaders,
  ) => unknown;
};

/** The scanner's modules, imported on first use. */
async function scanner(): Promise<Scanner> {
  const load = (...parts: string[]) => import(path.join(root, "src", ...parts));
  const [constants, grader, charts, types] = await Promise.all([
    load("constants.js"),
    load("grader", "grader.js"),
    load("grader", "charts.js"),
    load("types.js"),
  ]);
  const { AxiosHeaders } = createRequire(path.join(root, "package.json"))("axios");
  return { ...constants, ...grader, ...charts, ...types, AxiosHeaders };
}

/**
 * The grade and the score of a page's reply as `scan()` computes them, for the
 * host that serves it over HTTPS (as every host the README names does). Its
 * redirection test, from http:// to https://, is the host's TLS setting and
 * not in these replies: it is left out, and `npm run observatory` runs it on nginx.
 */
async function gradeHere(url: string, reply: GradedReply): Promise<Grade> {
  const {
    ALL_TESTS,
    getGradeForScore,
    getScoreModifier,
    MINIMUM_SCORE_FOR_EXTRA_CREDIT,
    Requests,
    AxiosHeaders,
  } = await scanner();
  const requests = new Requests(new URL(url).hostname);
  const headers = new AxiosHeaders(reply.headers);
  const response = { status: reply.status, headers, verified: true, httpEquiv: new Map() };
  requests.responses.auto = response;
  requests.responses.https = response;
  requests.resources.path = reply.body;
  requests.session = { url: new URL(url.replace(/^http:/, "https:")) };
  const results = ALL_TESTS.map((test) => test(requests)).filter(
    (output) => output.constructor.name !== "RedirectionOutput",
  );
  const modifiers = results.map((output) => getScoreModifier(output.result));
  const uncurved = 100 + modifiers.filter((modifier) => modifier < 0).reduce((a, b) => a + b, 0);
  const withExtraCredit = 100 + modifiers.reduce((a, b) => a + b, 0);
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  const failed = results
    .filter((output) => !output.pass)
    .map((output) => `${output.constructor.name}: ${output.result}`);
  return { grade, score, failed };
}

type GradedReply = { status: number; headers: IncomingHttpHeaders; body: string };

if (import.meta.main) {
  const { url, reply } = JSON.parse(readFileSync(0, "utf8")) as { url: string; reply: GradedReply };
  console.log(JSON.stringify(await gradeHere(url, reply)));
}
