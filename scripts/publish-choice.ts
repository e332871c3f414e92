// Which build the workflow's publishing job puts live (.github/workflows/site.yml). GitHub runs one
// publishing job of a branch at a time and keeps at most one more waiting: a job that comes to
// wait cancels the one waiting before it, whichever commit each is for. So a job does not publish
// its own build by right: it publishes the newest build of the branch that is ready, from its own
// commit or a newer one, whichever run uploaded it. The site never goes back to an older commit,
// and the last job to come, which nothing cancels, finds every build made before it: the newest
// commit whose build passed is live once the runs are done.
// Only a build that this workflow made on the branch, from this repository's own commits, is ever
// published: anyone can open a pull request, and a fork's pull_request run of a workflow it has
// edited can upload a "site" of its own for a commit that may later reach the branch.
// `node scripts/publish-choice.ts` reads the branch, the builds and the runs that made them from
// GitHub's API with the job's token (the repository may be private) and writes its choice to the
// step's outputs.
import { appendFileSync } from "node:fs";

/** The events whose runs publish (site.yml's publish job): a push, and the day's build. */
export const publishingEvents: readonly string[] = ["push", "schedule"];

/** The run that uploaded a build, as GitHub's API reports it (GET actions/runs/{id}). */
export interface Origin {
  /** Its workflow file: `path`, e.g. `.github/workflows/site.yml`. */
  workflow: string;
  /** What started it: `event`, e.g. `push`, `pull_request`. */
  event: string;
  /** The branch of its commit: `head_branch`. */
  branch: string | null;
  /** Where its commit came from, `owner/name`: `head_repository.full_name` (a fork's, for its pull requests). */
  repository: string | null;
}

/** A build of the site: an artifact named "site", and the run that uploaded it. */
export interface BuiltArtifact {
  runId: number;
  sha: string;
  /** When it was uploaded, as GitHub writes times (ISO 8601). */
  createdAt: string;
  expired: boolean;
  origin: Origin;
}

/** This publishing job: its own run and commit, and where a build it publishes must come from. */
export interface PublishingRun {
  runId: number;
  sha: string;
  /** This workflow's file, `.github/workflows/site.yml`. */
  workflow: string;
  /** The branch it publishes. */
  branch: string;
  /** This repository, `owner/name`. */
  repository: string;
}

/** The build to publish: this run's own, another run's, or none. */
export type Choice =
  | { publish: "own" | "other"; runId: number; sha: string; reason: string }
  | { publish: "none"; reason: string };

const short = (sha: string) => sha.slice(0, 7);

/** Why a build from `origin` is not one `run` may publish, or undefined if it is. */
export function untrusted(run: PublishingRun, origin: Origin): string | undefined {
  // Names are quoted as JSON: a fork's branch may be named anything, and this lands in the job's log.
  const { workflow, event, branch, repository } = origin;
  if (repository !== run.repository) return `its commit came from ${JSON.stringify(repository)}`;
  if (workflow !== run.workflow) return `another workflow made it: ${JSON.stringify(workflow)}`;
  if (!publishingEvents.includes(event)) return `a ${JSON.stringify(event)} event made it`;
  if (branch !== run.branch) return `it was made on branch ${JSON.stringify(branch)}`;
  return undefined;
}

/**
 * The newest commit of the branch (its commits newest first) that has a build, from `run`'s own
 * commit up; of that commit, its latest unexpired build (a day's build of a commit is newer than
 * its push's, and closes the rooms due that day). Only builds this workflow made on the branch
 * from this repository's commits count.
 */
export function choosePublish(
  run: PublishingRun,
  branch: readonly string[],
  builds: readonly BuiltArtifact[],
): Choice {
  const own = branch.indexOf(run.sha);
  if (own === -1)
    return { publish: "none", reason: `${short(run.sha)} is not among the branch's latest commits.` };
  for (const [place, sha] of branch.slice(0, own + 1).entries()) {
    const [latest] = builds
      .filter((build) => build.sha === sha && !build.expired && !untrusted(run, build.origin))
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

/** What GET actions/runs/{id} says of a run, of what this script reads. */
interface WorkflowRun {
  path: string;
  event: string;
  head_branch: string | null;
  head_repository: { full_name: string } | null;
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

/** Each run's origin, asked once per run: an artifact's own record of its run leaves out its event and workflow. */
const origins = new Map<number, Promise<Origin>>();
function origin(runId: number): Promise<Origin> {
  let known = origins.get(runId);
  if (!known) {
    known = api<WorkflowRun>(`actions/runs/${runId}`).then((run) => ({
      workflow: run.path,
      event: run.event,
      branch: run.head_branch,
      repository: run.head_repository?.full_name ?? null,
    }));
    origins.set(runId, known);
  }
  return known;
}

/** The workflow file in GITHUB_WORKFLOW_REF, `owner/name/.github/workflows/site.yml@refs/heads/main`. */
export function workflowFile(workflowRef: string, repository: string): string | undefined {
  const at = workflowRef.lastIndexOf("@");
  if (!workflowRef.startsWith(`${repository}/`) || at === -1) return undefined;
  return workflowRef.slice(repository.length + 1, at);
}

if (import.meta.main) {
  const { GITHUB_REF_NAME, GITHUB_SHA, GITHUB_RUN_ID, GITHUB_OUTPUT, GITHUB_TOKEN } = process.env;
  const { GITHUB_REPOSITORY, GITHUB_WORKFLOW_REF } = process.env;
  if (
    !GITHUB_REF_NAME ||
    !GITHUB_SHA ||
    !GITHUB_RUN_ID ||
    !GITHUB_OUTPUT ||
    !GITHUB_TOKEN ||
    !GITHUB_REPOSITORY ||
    !GITHUB_WORKFLOW_REF
  ) {
    console.error("Run by the workflow's publishing job, with GITHUB_TOKEN in its environment.");
    process.exit(1);
  }
  const workflow = workflowFile(GITHUB_WORKFLOW_REF, GITHUB_REPOSITORY);
  if (!workflow) {
    console.error(`GITHUB_WORKFLOW_REF, ${GITHUB_WORKFLOW_REF}, names no workflow of ${GITHUB_REPOSITORY}.`);
    process.exit(1);
  }
  const run: PublishingRun = {
    runId: Number(GITHUB_RUN_ID),
    sha: GITHUB_SHA,
    workflow,
    branch: GITHUB_REF_NAME,
    repository: GITHUB_REPOSITORY,
  };
  // The branch's latest hundred commits, newest first: a build lasts a week (its retention).
  const commits = await api<{ sha: string }[]>(
    `commits?sha=${encodeURIComponent(GITHUB_REF_NAME)}&per_page=100`,
  );
  const branch = commits.map(({ sha }) => sha);
  // Only the builds of the branch's commits can be chosen: only their runs are asked about.
  const artifacts = (await siteArtifacts()).filter(
    ({ expired, workflow_run }) => !expired && branch.includes(workflow_run.head_sha),
  );
  const builds: BuiltArtifact[] = await Promise.all(
    artifacts.map(async ({ created_at, expired, workflow_run }) => ({
      runId: workflow_run.id,
      sha: workflow_run.head_sha,
      createdAt: created_at,
      expired,
      origin: await origin(workflow_run.id),
    })),
  );
  for (const build of builds) {
    const why = untrusted(run, build.origin);
    if (why) console.log(`::warning::Passed over run ${build.runId}'s build of ${short(build.sha)}: ${why}.`);
  }
  const choice = choosePublish(run, branch, builds);
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
