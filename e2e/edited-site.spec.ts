// The site built from the files the artist's first editing session saved (e2e/editor.spec.ts),
// read as a visitor without JavaScript receives it. A test of its own, in a worker of its own, so
// that this build (most of a minute) runs beside the editor's later sessions, which run one at a
// time, and not before them.
import { spawn } from "node:child_process";
import { cp, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contentDir, readContent } from "../pipeline/read.ts";
import { imageCacheDir } from "../vite/image-cache.ts";
import { cardOf, readBuild, textOf, textsOf } from "./built/site.ts";
import { content, mainPages } from "./content.ts";
import { editedContent, editedSite, type HandOver, handedOver } from "./editor-session.ts";

test.skip(!content.site.editor, "the build has no editor (e2e/editor.spec.ts says how to give it one)");

/** Runs a command of the project to its end; its output is the error if it fails. */
function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed:\n${output}`)),
    );
  });
}

test("the site built from the editor's files shows each change: the order, the new work and its photograph, Reserved, the paragraph", async () => {
  test.setTimeout(300_000);
  // The first session hands its files over within its own time (editor.spec.ts: 120 s at most).
  let expected: HandOver | undefined;
  await expect(async () => {
    expected = JSON.parse(await readFile(handedOver, "utf8"));
  }, "the first editing session (editor.spec.ts) handed over no files").toPass({ timeout: 150_000 });
  if (!expected) return;
  // With the encodings of the content it was copied from, as CI restores them for a new commit.
  await cp(imageCacheDir(contentDir), imageCacheDir(editedContent), { recursive: true, force: true });
  const editedBuild = path.join(editedSite, "build");
  await run(process.execPath, [path.resolve("node_modules/.bin/react-router"), "build"], {
    CONTENT_DIR: editedContent,
    BUILD_DIR: editedBuild,
  });
  const built = readBuild(editedBuild);
  expect(
    built.cardsOfList(mainPages.gallery.path, mainPages.gallery.heading).map((card) => card.title),
  ).toEqual(expected.galleryTitles);
  const addedWork = readContent(editedContent).works.gallery.at(-1);
  const addedPage = built.pageAt(`/works/${addedWork?.slug}`);
  expect(textOf(addedPage.querySelector("main h1"))).toBe(expected.added.title);
  expect(textOf(addedPage.querySelector("main"))).toContain(expected.added.dimensions);
  const shown = [...addedPage.querySelectorAll("main img")].find((img) =>
    img.getAttribute("alt")?.startsWith(`${expected?.added.title},`),
  );
  expect(built.isBuilt(shown?.getAttribute("src") ?? "")).toBe(true);
  const card = cardOf(built.pageAt(expected.reserved.page), expected.reserved.title);
  expect(textsOf(card, "span")).toContain("Reserved");
  expect(textsOf(built.pageAt("/"), "main p")).toContain(expected.paragraph);
});
