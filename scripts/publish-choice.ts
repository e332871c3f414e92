// Which build the workflow's publishing job puts live (.github/workflows/site.yml). GitHub runs one
// publishing job of a branch at a time and keeps at most one more waiting: a job that comes to
// wait cancels the one waiting before it, whichever commit each is for. So a job does not publish
// its own build by right: it publishes the newest build of the branch that is ready, from its own
// commit or a newer one, whichever run uploaded it. The site never goes back to an older commit,
// and the last job to come, which nothing cancels, finds every build made before it: the newest
// commit whose build passed is live once the runs are done.
// `node scripts/publish-choice.ts` reads the branch and the builds from GitHub's API with the job's
// token (the repository may be private) and writes its choice to the step's outputs.
import { appendFileSync } from "node:fs";

/** A build of the site: the artifact named "site" that a run of the workflow uploaded. */
export interface Build {
  runId: number;
  sha: string;
  /** When it was uploaded, as GitHub writes times (ISO 8601). */
  createdAt: string;
  expired: boolean;
}

/** This publishing job's own run and commit. */
export interface Run {
  runId: number;
  sha: string;
}

/** The build to publish: this run's own, another run's, or none. */
export type Choice =
  | { publish: "own" | "other"; runId: number; sha: string; reason: string }
  | { publish: "none"; reason: string };

const short = (sha: string) => sha.slice(0, 7);

/**
 * The newest commit of the branch (its commits newest first) that has a build, from `run`'s own
 * commit up; of that commit, its latest unexpired build (a day's build of a commit is newer than
 * its push's, and closes the rooms due that day).
 */
export function choosePublish(run: Run, branch: readonly string[], builds: readonly Build[]): Choice {
  const own = branch.indexOf(run.sha);
  if (own === -1)
    return { publish: "none", reason: `${short(run.sha)} is not among the branch's latest commits.` };
  for (const [place, sha] of branch.slice(0, own + 1).entries()) {
    const [latest] = builds
      .filter((build) => build.sha === sha && !build.expired)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.runId - a.runId);
    if (!latest) continue;
    const whose = latest.runId === run.runId ? "this run's" : `run ${latest.runId}'s`;
    const which =
      place === 0
        ? "the branch's newest commit."
        : `the newest commit with a build: ${short(branch[0] ?? "")}, newer, has none (not yet, or its checks failed).`;
    const older = sha === run.sha ? "" : ` This run's own commit, ${short(run.sha)}, is older.`;
    return {
      publish: latest.runId === run.runId ? "own" : "other",
      runId: latest.runId,
      sha,
      reason: `${whose} build of ${short(sha)}, ${which}${older}`,
    };
  }
  return { publish: "none", reason: `neither ${short(run.sha)} nor a newer commit has a build.` };
}

/** GitHub's REST API, with the job's token. */
async function api<T>(route: string): Promise<T> {
  const base = process.env.GITHUB_API_URL ?? "https://api.github.com";
  const response = await fetch(`${base}/repos/${process.env.GITHUB_REPOSITORY}/${route}`, {
    headers: {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${process.env.GITHUB_TOKEN}`,
      "x-github-api-version": "2022-11-28",
    },
  });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Artifact {
  created_at: string;
  expired: boolean;
  workflow_run: { id: number; head_sha: string };
}

/** Every artifact named "site", page by page: GitHub does not say in which order it lists them. */
async function siteArtifacts(): Promise<Artifact[]> {
  const all: Artifact[] = [];
  for (let page = 1; ; page++) {
    const { total_count, artifacts } = await api<{ total_count: number; artifacts: Artifact[] }>(
      `actions/artifacts?name=site&per_page=100&page=${page}`,
    );
    all.push(...artifacts);
    if (artifacts.length === 0 || all.length >= total_count) return all;
  }
}

if (import.meta.main) {
  const { GITHUB_REF_NAME, GITHUB_SHA, GITHUB_RUN_ID, GITHUB_OUTPUT, GITHUB_TOKEN } = process.env;
  if (!GITHUB_REF_NAME || !GITHUB_SHA || !GITHUB_RUN_ID || !GITHUB_OUTPUT || !GITHUB_TOKEN) {
    console.error("Run by the workflow's publishing job, with GITHUB_TOKEN in its environment.");
    process.exit(1);
  }
  // The branch's latest hundred commits, newest first: a build lasts a week (its retention).
  const commits = await api<{ sha: string }[]>(
    `commits?sha=${encodeURIComponent(GITHUB_REF_NAME)}&per_page=100`,
  );
  const choice = choosePublish(
    { runId: Number(GITHUB_RUN_ID), sha: GITHUB_SHA },
    commits.map(({ sha }) => sha),
    (await siteArtifacts()).map(({ created_at, expired, workflow_run }) => ({
      runId: workflow_run.id,
      sha: workflow_run.head_sha,
      createdAt: created_at,
      expired,
    })),
  );
  const outputs = choice.publish === "none" ? [] : [`run-id=${choice.runId}`, `sha=${choice.sha}`];
  appendFileSync(
    GITHUB_OUTPUT,
    [`publish=${choice.publish}`, ...outputs].map((line) => `${line}\n`).join(""),
  );
  console.log(
    choice.publish === "none"
      ? `::notice::Not published: ${choice.reason}`
      : `::notice::Publishing ${choice.reason}`,
  );
}
