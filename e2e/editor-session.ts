// The artist's editor at /admin as a test or the guide's pictures use it, offline: on a copy of
// the site's folder in the browser's origin-private files, behind a stubbed folder picker (as
// Sveltia CMS's own tests do), or as on the published site, signed in to GitHub, whose API a
// repository in memory answers (openPublishedEditor); its forms' fields found by their labels, as
// she finds them.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Where the first editing session hands the files she saved to the build of them
 * (e2e/edited-site.spec.ts), which runs beside the sessions that follow; emptied as the run starts
 * (e2e/global-setup.ts), so that a last run's files are never taken for this one's.
 */
export const editedSite = path.resolve("build-e2e", "edited");
export const editedContent = path.join(editedSite, "content");
/** Written last: what the site built from the files must show. */
export const handedOver = path.join(editedSite, "handed-over.json");

/**
 * The one console error an editor's session may show, seen once in a loaded CI run: Chromium's
 * words for a blob: address the editor let go of while it was still loading (a test leaves each
 * form at once). The editor loads nothing from file: addresses, and a file the site lacks is a
 * 404 from a server, never this.
 */
export const editorLetGo = /^Failed to load resource: net::ERR_FILE_NOT_FOUND/;

/** What the site built from the first session's files shows: its changes, as the content under test makes them. */
export type HandOver = {
  /** The Gallery's cards in order: two swapped, the new work after the others, then any sold works. */
  galleryTitles: string[];
  added: { title: string; dimensions: string };
  /** The work she marked reserved, and the address of its list's page that shows it. */
  reserved: { title: string; page: string };
  /** Home's biography's new first paragraph. */
  paragraph: string;
};

/** `folder` made anew with `files` (by path inside it), as a session's saves left her site's folder. */
export async function writeFolder(folder: string, files: Record<string, Buffer>) {
  await rm(folder, { recursive: true, force: true });
  for (const [name, file] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), file);
  }
}

/** Writes the session's files as content/ and then what their site must show. */
export async function handOver(files: Record<string, Buffer>, expected: HandOver) {
  await rm(editedSite, { recursive: true, force: true });
  await writeFolder(editedContent, files);
  await writeFile(handedOver, JSON.stringify(expected));
}

/** Every file of a folder, by path inside it. */
export async function filesOf(folder: string): Promise<Record<string, Buffer>> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: Record<string, Buffer> = {};
  for (const entry of names.filter((name) => name.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file).split(path.sep).join("/")] = await readFile(file);
  }
  return files;
}

/**
 * The picker's folder in the browser: the repository, with content/ inside it. Its bytes cross to
 * the page as Base64 text: as arrays of numbers, Playwright wraps each byte in an object of its
 * own, and a content folder of a megabyte took seconds each way (about 10 s of a session of 17 s).
 */
async function seedRepository(page: Page, files: Record<string, Buffer>) {
  const encoded = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, file.toString("base64")]),
  );
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    const repository = await root.getDirectoryHandle("repository", { create: true });
    for (const [name, base64] of Object.entries(files)) {
      const parts = `content/${name}`.split("/");
      let folder = repository;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (
        await folder.getFileHandle(parts.at(-1) ?? "", { create: true })
      ).createWritable();
      const text = atob(base64);
      const bytes = new Uint8Array(text.length);
      for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
      await writable.write(bytes);
      await writable.close();
    }
  }, encoded);
}

/**
 * The editor at /admin on a copy of `files`, offline: GitHub's status page (which it asks even for
 * a local folder) answers "all well", and its folder picker gives the copy (seedRepository).
 */
export async function openEditor(
  page: Page,
  files: Record<string, Buffer>,
  { beforeSignIn }: { beforeSignIn?: () => Promise<void> } = {},
) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().url().startsWith("https://www.githubstatus.com/")
      ? route.fulfill({ json: { status: { indicator: "none" } } })
      : route.abort(),
  );
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () => {
        const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository", {
          create: true,
        });
        await repository.getDirectoryHandle(".git", { create: true });
        return repository;
      },
    });
  });
  await page.goto("/admin");
  await seedRepository(page, files);
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  await beforeSignIn?.();
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
}

/** The folder's content/ files, once the editor has finished writing them. */
export async function repositoryFiles(page: Page): Promise<Record<string, Buffer>> {
  let files: Record<string, string> = {};
  // A file being written is a swap file that disappears as it is listed: read again.
  await expect(async () => {
    files = await readRepository(page);
  }).toPass({ timeout: 10_000 });
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Buffer.from(data, "base64")]));
}

/** The bytes of every file under content/ in the browser's copy of the folder, each as Base64 (seedRepository). */
function readRepository(page: Page) {
  return page.evaluate(async () => {
    const found: Record<string, string> = {};
    async function walk(folder: FileSystemDirectoryHandle, at: string) {
      for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle instanceof FileSystemFileHandle) {
          const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
          let text = "";
          for (let start = 0; start < bytes.length; start += 0x8000)
            text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
          found[`${at}${name}`] = btoa(text);
        } else await walk(handle as FileSystemDirectoryHandle, `${at}${name}/`);
      }
    }
    const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository");
    await walk(await repository.getDirectoryHandle("content"), "");
    return found;
  });
}

/** A form group of the editor, by its field's label (Sveltia names it “Label” Field). */
export function field(within: Page | Locator, label: string) {
  const name = new RegExp(`^\\W*${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\W*Field$`);
  return within.getByRole("group", { name });
}

/** Opens the item of a list whose summary (title and year) starts with `summary`; gives its form. */
export async function expandItem(list: Locator, summary: string) {
  // The innermost group with the summary is the item itself (the list is one too).
  const expand = list
    .getByRole("group")
    .filter({ hasText: summary })
    .last()
    .getByRole("button", { name: "Expand", exact: true });
  // A long list below the fold (the sample's) has its items drawn only once scrolled to.
  await reveal(expand);
  const id = await expand.getAttribute("aria-controls");
  const toggle = list.page().locator(`[aria-controls="${id}"]`);
  // Sveltia CMS 0.221.1 can miss a press on an item it has just drawn, as it does a radio
  // button's: pressed again until the item is open, as she would.
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return list.page().locator(`[id="${id}"]`);
}

/** Scrolls the editor's form until `target` is drawn: the form draws its fields as they come into view. */
export async function reveal(target: Locator) {
  const page = target.page();
  const form = page.getByRole("group", { name: /^Edit .* Content$/ });
  const box = await form.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 300);
    await expect(target).toBeVisible({ timeout: 200 });
    // A loaded machine draws the form's fields slower than it scrolls: 10 s fell short in CI.
  }).toPass({ timeout: 20_000 });
}

/** Saves the file open in the editor, which then goes back to the list of files; or names what it refused. */
export async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  const saved = page.getByText("Entry saved.");
  const refused = page.getByText(/has an error|have errors/);
  await expect(saved.or(refused).first()).toBeVisible();
  if (await refused.first().isVisible()) {
    const invalid = await page
      .locator("[aria-invalid=true]")
      .evaluateAll((fields) =>
        fields.map(
          (field) =>
            `${field.getAttribute("aria-label") ?? field.id}: "${(field as HTMLInputElement).value}"`,
        ),
      );
    throw new Error(
      `The editor refused to save (${await refused.first().textContent()}): ${invalid.join("; ")}`,
    );
  }
}

/**
 * Adds an item at the end of `list` and gives it: the last group of the list with a Remove button
 * and a textbox named `field` (an item's own fields' groups have neither), once that is drawn.
 */
export async function addItem(list: Locator, field: string) {
  const add = list.getByRole("button", { name: /^Add/ }).last();
  await reveal(add);
  await add.click();
  const items = list.getByRole("group").filter({ has: list.page().getByRole("button", { name: "Remove" }) });
  // The form draws a field as it comes into view: the new item's fields below its first, once scrolled to.
  await reveal(items.last().getByRole("textbox", { name: field }));
  return items.filter({ has: list.page().getByRole("textbox", { name: field }) }).last();
}

/**
 * Gives `item`'s photograph field the file `name` as the artist does: Browse, Upload, her file,
 * Insert; `beforeInsert` sees the chooser with it. Done once the field names the file.
 */
export async function uploadPhotograph(
  item: Locator,
  file: { name: string; buffer: Buffer },
  beforeInsert?: () => Promise<void>,
) {
  await uploadFile(item, { ...file, mimeType: "image/jpeg" }, beforeInsert);
}

/** Gives `item`'s file field (a photograph's, a spreadsheet's) the file as the artist does (uploadPhotograph). */
export async function uploadFile(
  item: Locator,
  file: { name: string; buffer: Buffer; mimeType: string },
  beforeInsert?: () => Promise<void>,
) {
  const page = item.page();
  await reveal(item.getByRole("button", { name: "Browse" }));
  await item.getByRole("button", { name: "Browse" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(file);
  await beforeInsert?.();
  await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click();
  await expect(item.getByText(new RegExp(`${file.name.replace(/\./g, "\\.")}$`))).toBeVisible();
}

/** Opens a drop-down list: pressed again until it is open, as expandItem's items (Sveltia CMS 0.221.1 can miss a press). */
async function open(dropDown: Locator) {
  await expect(async () => {
    if ((await dropDown.getAttribute("aria-expanded")) !== "true") await dropDown.click();
    await expect(dropDown).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Chooses `option` in a field of choices, as Sveltia CMS draws it: a few as radio buttons or tick
 * boxes, more as a drop-down list.
 */
export async function choose(group: Locator, option: string) {
  const page = group.page();
  const inline = group
    .getByRole("radio", { name: option, exact: true })
    .or(group.getByRole("checkbox", { name: option, exact: true }));
  const dropDown = group.getByRole("combobox");
  await reveal(inline.or(dropDown).first());
  if ((await inline.count()) > 0) {
    // Sveltia CMS 0.221.1 shows a choice made within a moment of drawing it as made, without
    // recording it: the artist's pause before she clicks.
    await page.waitForTimeout(1000);
    await inline.check();
    return;
  }
  await open(dropDown);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Whether a field of choices offers `option`, drawn inline or in its drop-down list. */
export async function offers(group: Locator, option: string): Promise<boolean> {
  const page = group.page();
  const inline = group.getByRole("radio").or(group.getByRole("checkbox"));
  const dropDown = group.getByRole("combobox");
  await reveal(inline.or(dropDown).first());
  if ((await inline.count()) > 0)
    return (
      (await group.getByRole("radio", { name: option, exact: true }).count()) +
        (await group.getByRole("checkbox", { name: option, exact: true }).count()) >
      0
    );
  await open(dropDown);
  await expect(page.getByRole("option").first()).toBeVisible();
  const found = (await page.getByRole("option", { name: option, exact: true }).count()) > 0;
  await page.keyboard.press("Escape");
  return found;
}

/** Types each value into `item`'s textbox of that label, once the form has drawn it. */
export async function fillIn(item: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = item.getByRole("textbox", { name: label, exact: true });
    await reveal(box);
    await box.fill(value);
  }
}

/** A commit: the id of each file's bytes (a Git blob id) by path, its message and day. */
type Commit = { oid: string; tree: Map<string, string>; message: string; date: string };

/** A pull request, which is what a draft of the editor is: its branch, labels and state. */
type PullRequest = {
  number: number;
  nodeId: string;
  title: string;
  branch: string;
  draft: boolean;
  labels: string[];
  state: "open" | "closed";
  merged: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The variables of the GraphQL queries and mutations the editor sends. */
type Variables = {
  branch?: string;
  input?: {
    name?: string;
    oid?: string;
    pullRequestId?: string;
    branch?: { branchName: string };
    expectedHeadOid?: string;
    fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
    message?: { headline: string };
  };
};

/** The bodies of the REST calls the editor makes. */
type Body = {
  title?: string;
  head?: string;
  draft?: boolean;
  labels?: string[];
  state?: string;
  commit_title?: string;
};

/** A REST answer: its status and JSON, or the bytes of a file. */
type Answer = { status: number; json?: unknown; bytes?: Buffer };

/** GraphQL's refusal, which comes with status 200. */
const refused = (message: string) => ({ errors: [{ message }] });

/**
 * The site's repository on GitHub as Sveltia CMS 0.221.1's GitHub backend sees it through GitHub's
 * REST and GraphQL APIs (services/backends/git/github/ in the package's source map), in memory:
 * each commit's files, each branch's head, the pull requests that are her drafts with their
 * labels, and the deploy preview Netlify reports on a draft's commits. It answers the calls that
 * backend makes when she signs in with a token, loads the site, saves a draft, sets its status and
 * publishes it; any other call is kept in `unanswered` and refused.
 */
export class GitHubRepository {
  readonly blobs = new Map<string, Buffer>();
  readonly commits = new Map<string, Commit>();
  readonly branches = new Map<string, string>();
  readonly pullRequests: PullRequest[] = [];
  /** Every call, one line each: a REST call's method and path, a GraphQL query's first field. */
  readonly calls: string[] = [];
  /** The calls it had no answer for. */
  readonly unanswered: string[] = [];
  readonly login = "artist";
  private clock = Date.parse("2026-03-02T09:00:00Z");

  constructor(
    readonly owner: string,
    readonly name: string,
    files: Record<string, Buffer>,
    /** The Netlify site that builds a preview of each draft and says so on its commits. */
    readonly netlifySite: string,
    readonly branch = "main",
  ) {
    const tree = new Map(Object.entries(files).map(([file, bytes]) => [file, this.store(bytes)]));
    this.branches.set(branch, this.commit(tree, "The site's files"));
  }

  /** The files of `branch`'s head, by path. */
  filesOf(branch = this.branch): Record<string, Buffer> {
    return Object.fromEntries(
      [...this.head(branch).tree].map(([file, oid]) => [file, this.blobs.get(oid) ?? Buffer.alloc(0)]),
    );
  }

  private now() {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  private store(bytes: Buffer) {
    const oid = createHash("sha1")
      .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
      .digest("hex");
    this.blobs.set(oid, bytes);
    return oid;
  }

  private commit(tree: Map<string, string>, message: string) {
    const date = this.now();
    const oid = createHash("sha1")
      .update(`${message}\n${date}\n${[...tree].join("\n")}`)
      .digest("hex");
    this.commits.set(oid, { oid, tree, message, date });
    return oid;
  }

  private head(branch: string) {
    const commit = this.commits.get(this.branches.get(branch) ?? "");
    if (!commit) throw new Error(`The repository has no branch ${branch}`);
    return commit;
  }

  private openPullRequests() {
    return this.pullRequests.filter((pull) => pull.state === "open");
  }

  private author() {
    return {
      name: "The artist",
      email: "artist@example.com",
      avatarUrl: "",
      user: { id: 1, login: this.login },
    };
  }

  /** A pull request as the query of the editor's drafts lists it, with the files it changes. */
  private pullRequestNode(pull: PullRequest) {
    const head = this.head(pull.branch).tree;
    const base = this.head(this.branch).tree;
    const changed = [...new Set([...head.keys(), ...base.keys()])].filter(
      (file) => head.get(file) !== base.get(file),
    );
    return {
      id: pull.nodeId,
      number: pull.number,
      title: pull.title,
      url: `https://github.com/${this.owner}/${this.name}/pull/${pull.number}`,
      isDraft: pull.draft,
      isCrossRepository: false,
      createdAt: pull.createdAt,
      updatedAt: pull.updatedAt,
      headRefName: pull.branch,
      headRefOid: this.head(pull.branch).oid,
      author: { login: this.login, avatarUrl: "", name: "The artist", email: "", databaseId: 1 },
      labels: { nodes: pull.labels.map((name) => ({ name })) },
      files: {
        nodes: changed.map((file) => ({
          path: file,
          changeType: !head.has(file) ? "DELETED" : base.has(file) ? "MODIFIED" : "ADDED",
        })),
      },
    };
  }

  /** One aliased field of a batched query (`content_0: object(oid: "…") { … }`). */
  private aliased(fragment: string, variables: Variables) {
    const oid = fragment.match(/^object\(oid: "(\w+)"\)/)?.[1];
    if (oid && fragment.includes("on Blob")) {
      const bytes = this.blobs.get(oid);
      return bytes ? { text: bytes.toString(), isTruncated: false } : null;
    }
    if (oid && fragment.includes("on Commit")) {
      // Netlify's word on a draft's last commit: its deploy preview, built.
      const pull = this.openPullRequests().find((one) => this.branches.get(one.branch) === oid);
      const preview = pull && {
        context: `netlify/${this.netlifySite}/deploy-preview`,
        state: "SUCCESS",
        targetUrl: `https://deploy-preview-${pull.number}--${this.netlifySite}.netlify.app`,
        description: "Deploy Preview ready!",
      };
      return {
        status: { contexts: preview ? [preview] : [] },
        deployments: { nodes: [] },
        checkSuites: { nodes: [] },
      };
    }
    const expression = fragment.match(/^object\(expression: "([^"]+)"\)/)?.[1];
    if (expression) {
      // A file of a draft: "branch:path".
      const [branch = "", file = ""] = expression.split(/:(.*)/);
      const blob = this.commits.get(this.branches.get(branch) ?? "")?.tree.get(file);
      const bytes = blob ? this.blobs.get(blob) : undefined;
      if (!blob || !bytes) return null;
      const isBinary = bytes.includes(0);
      return {
        oid: blob,
        byteSize: bytes.length,
        isBinary,
        isTruncated: false,
        text: isBinary ? null : bytes.toString(),
      };
    }
    if (/^ref\(qualifiedName: \$branch\).*history\(first: \d+, path: "[^"]+"\)/.test(fragment)) {
      const head = this.head(variables.branch ?? this.branch);
      const nodes = [{ oid: head.oid, author: this.author(), committedDate: head.date }];
      return { target: { history: { nodes } } };
    }
    this.unanswered.push(`GraphQL field ${fragment.slice(0, 100)}`);
    return null;
  }

  /** GitHub's GraphQL API: the data answering `query` (on one line, as the backend sends it), or its refusal. */
  graphql(query: string, variables: Variables): unknown {
    const outer = query.slice(query.indexOf("{") + 1).trim();
    const first = outer.startsWith("repository(") ? outer.slice(outer.indexOf("{") + 1).trim() : outer;
    this.calls.push(`GraphQL ${first.match(/^[\w:]+/)?.[0]}`);
    const repository = (fields: object) => ({ repository: fields });
    const branch = variables.branch ?? this.branch;
    const input = variables.input ?? {};
    if (query.includes("defaultBranchRef")) return repository({ defaultBranchRef: { name: this.branch } });
    if (query.includes("createCommitOnBranch")) return this.createCommit(input, query);
    if (query.includes("createRef(")) {
      const name = String(input.name).replace(/^refs\/heads\//, "");
      if (this.branches.has(name)) return refused(`A ref named "${name}" already exists in the repository.`);
      this.branches.set(name, String(input.oid));
      return { createRef: { ref: { name } } };
    }
    if (query.includes("fork: repository("))
      return { fork: { id: "R_repository" }, base: { ref: { target: { oid: this.head(branch).oid } } } };
    if (query.includes("pullRequests(headRefName")) {
      const count = this.openPullRequests().filter((pull) => pull.branch === branch).length;
      return repository({ pullRequests: { totalCount: count } });
    }
    if (query.includes("pullRequests(")) {
      const labels = JSON.parse(query.match(/labels: (\[[^\]]*\])/)?.[1] ?? "[]") as string[];
      const pulls = this.openPullRequests().filter((pull) =>
        pull.labels.some((label) => labels.includes(label)),
      );
      return repository({ pullRequests: { nodes: pulls.map((pull) => this.pullRequestNode(pull)) } });
    }
    const draftState = query.match(/(markPullRequestReadyForReview|convertPullRequestToDraft)\(/)?.[1];
    if (draftState) {
      const pull = this.pullRequests.find((one) => one.nodeId === input.pullRequestId);
      if (!pull) return refused("Could not resolve to a PullRequest");
      pull.draft = draftState === "convertPullRequestToDraft";
      return { [draftState]: { pullRequest: { isDraft: pull.draft } } };
    }
    const aliases = [...query.matchAll(/(\w+_\d+): (.*?)(?= \w+_\d+: |\s*\}\s*\}\s*$)/g)];
    if (aliases.length > 0)
      return repository(
        Object.fromEntries(
          aliases.map(([, alias = "", fragment = ""]) => [alias, this.aliased(fragment.trim(), variables)]),
        ),
      );
    if (/ref\(qualifiedName: \$branch\) \{ target \{ \.\.\. on Commit \{ history\(first: 1\)/.test(query)) {
      const head = this.commits.get(this.branches.get(branch) ?? "");
      const nodes = head ? [{ oid: head.oid, message: head.message }] : [];
      return repository({ ref: head ? { target: { history: { nodes } } } : null });
    }
    if (/ref\(qualifiedName: \$branch\) \{ target \{ \.\.\. on Commit \{ oid \} \} \}/.test(query))
      return repository({ ref: { target: { oid: this.head(branch).oid } } });
    this.unanswered.push(`GraphQL ${query.slice(0, 120)}`);
    return refused("Not answered by the test's GitHub");
  }

  /** createCommitOnBranch: the files added and deleted, on top of the branch's head it expects. */
  private createCommit(input: NonNullable<Variables["input"]>, query: string) {
    const branch = input.branch?.branchName ?? "";
    const head = this.head(branch);
    if (head.oid !== input.expectedHeadOid) return refused("Expected branch to point to another commit.");
    const tree = new Map(head.tree);
    for (const { path: file } of input.fileChanges?.deletions ?? []) tree.delete(file);
    for (const { path: file, contents } of input.fileChanges?.additions ?? [])
      tree.set(file, this.store(Buffer.from(contents, "base64")));
    const oid = this.commit(tree, input.message?.headline ?? "");
    this.branches.set(branch, oid);
    const date = this.head(branch).date;
    const pull = this.openPullRequests().find((one) => one.branch === branch);
    if (pull) pull.updatedAt = date;
    // The new files' ids, each asked for as `file_0: file(path: "…") { oid }`.
    const files = Object.fromEntries(
      [...query.matchAll(/(file_\d+): file\(path: "([^"]+)"\)/g)].map(([, alias = "", file = ""]) => [
        alias,
        { oid: tree.get(file) },
      ]),
    );
    return { createCommitOnBranch: { commit: { oid, committedDate: date, ...files } } };
  }

  /** GitHub's REST API: the answer to `method` at `route` (the path after the API's address). */
  rest(method: string, route: string, body: Body = {}): Answer {
    this.calls.push(`${method} ${route}`);
    const [pathname = "", search = ""] = route.split("?");
    const ok = (json: unknown): Answer => ({ status: 200, json });
    const notFound: Answer = { status: 404, json: { message: "Not Found" } };
    if (method === "GET" && pathname === "/user")
      return ok({ id: 1, login: this.login, name: "The artist", email: "artist@example.com", html_url: "" });
    const own = `/repos/${this.owner}/${this.name}`;
    const at = pathname.startsWith(`${own}/`) ? pathname.slice(own.length) : "";
    if (method === "GET" && at === `/collaborators/${this.login}`) return { status: 204 };
    const tree = at.match(/^\/git\/trees\/(\w+)$/)?.[1];
    if (method === "GET" && tree && search.includes("recursive=1")) {
      const commit = this.commits.get(tree) ?? this.head(tree);
      const files = [...commit.tree].map(([file, oid]) => ({
        path: file,
        type: "blob",
        sha: oid,
        size: this.blobs.get(oid)?.length ?? 0,
      }));
      return ok({ sha: commit.oid, truncated: false, tree: files });
    }
    const blob = at.match(/^\/git\/blobs\/(\w+)$/)?.[1];
    if (method === "GET" && blob) {
      const bytes = this.blobs.get(blob);
      return bytes ? { status: 200, bytes } : notFound;
    }
    if (method === "POST" && at === "/pulls" && body.head) {
      const number = this.pullRequests.length + 1;
      const date = this.now();
      const pull: PullRequest = {
        number,
        nodeId: `PR_${number}`,
        title: body.title ?? "",
        branch: body.head,
        draft: !!body.draft,
        labels: [],
        state: "open",
        merged: false,
        createdAt: date,
        updatedAt: date,
      };
      this.pullRequests.push(pull);
      return {
        status: 201,
        json: {
          number,
          node_id: pull.nodeId,
          title: pull.title,
          html_url: `https://github.com/${this.owner}/${this.name}/pull/${number}`,
          head: { sha: this.head(pull.branch).oid },
          created_at: date,
          updated_at: date,
        },
      };
    }
    const [, number, action = ""] = at.match(/^\/(?:issues|pulls)\/(\d+)(\/labels|\/merge)?$/) ?? [];
    const pull = this.pullRequests.find((one) => one.number === Number(number));
    if (pull) {
      const labels = () => pull.labels.map((name) => ({ name }));
      if (method === "POST" && action === "/labels") {
        pull.labels.push(...(body.labels ?? []));
        return ok(labels());
      }
      if (method === "GET" && !action) return ok({ number: pull.number, labels: labels() });
      if (method === "PATCH" && !action) {
        if (body.labels) pull.labels = body.labels;
        if (body.state === "closed") pull.state = "closed";
        pull.updatedAt = this.now();
        return ok({ number: pull.number, labels: labels() });
      }
      if (method === "PUT" && action === "/merge") {
        // The draft's files on the published branch, in a commit of their own.
        const merged = this.commit(new Map(this.head(pull.branch).tree), body.commit_title ?? pull.title);
        this.branches.set(this.branch, merged);
        Object.assign(pull, { state: "closed", merged: true });
        return ok({ sha: merged, merged: true });
      }
    }
    const ref = at.match(/^\/git\/refs\/heads\/(.+)$/)?.[1];
    if (method === "DELETE" && ref) {
      this.branches.delete(decodeURI(ref));
      return { status: 204 };
    }
    this.unanswered.push(`${method} ${route}`);
    return notFound;
  }
}

/**
 * The published site's editor at the site's own address (`siteUrl`, its files served by the build
 * under test at `localUrl`), as the artist opens it there, signed in with a token to `repository`,
 * which answers GitHub's API; GitHub's status page says all is well, and nothing else leaves the
 * browser. `beforeSignIn` sees the sign-in screen.
 */
export async function openPublishedEditor(
  page: Page,
  repository: GitHubRepository,
  {
    siteUrl,
    localUrl,
    beforeSignIn,
  }: { siteUrl: string; localUrl: string; beforeSignIn?: () => Promise<void> },
) {
  const site = new URL(siteUrl).origin;
  const cors = { "access-control-allow-origin": "*" };
  await page.route(/.*/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === site) {
      // The built site as its host serves it, bytes as they are (not encoded again).
      const response = await route.fetch({
        url: `${localUrl}${url.pathname}${url.search}`,
        headers: { ...request.headers(), "accept-encoding": "identity" },
      });
      return route.fulfill({ response });
    }
    if (url.origin === "https://www.githubstatus.com")
      return route.fulfill({ json: { status: { indicator: "none" } } });
    if (url.origin !== "https://api.github.com") return route.abort();
    if (request.method() === "OPTIONS")
      return route.fulfill({
        status: 204,
        headers: {
          ...cors,
          "access-control-allow-headers": "*",
          "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
        },
      });
    if (url.pathname === "/graphql") {
      const { query, variables } = request.postDataJSON() as { query: string; variables: Variables };
      const answer = repository.graphql(query, variables) as { errors?: unknown };
      return route.fulfill({ headers: cors, json: answer.errors ? answer : { data: answer } });
    }
    const body = request.postData() ? (request.postDataJSON() as Body) : undefined;
    const { status, json, bytes } = repository.rest(request.method(), `${url.pathname}${url.search}`, body);
    if (bytes)
      return route.fulfill({
        status,
        headers: { ...cors, "content-type": "application/octet-stream" },
        body: bytes,
      });
    return route.fulfill({ status, headers: cors, ...(json === undefined ? { body: "" } : { json }) });
  });
  await page.goto(`${site}/admin`);
  const token = page.getByRole("button", { name: "Sign In Using Access Token" });
  await expect(token).toBeVisible();
  await beforeSignIn?.();
  await token.click();
  await page.getByRole("textbox", { name: "Personal Access Token" }).fill("github_pat_for_the_test");
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign In" }).click();
}
