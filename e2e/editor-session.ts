// The artist's editor at /admin as a test or the guide's pictures use it: offline, on a copy of
// the site's folder in the browser's origin-private files, behind a stubbed folder picker (as
// Sveltia CMS's own tests do); its forms' fields found by their labels, as she finds them.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

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

/** The picker's folder in the browser: the repository, with content/ inside it. */
async function seedRepository(page: Page, files: Record<string, Buffer>) {
  const bytes = Object.fromEntries(Object.entries(files).map(([name, file]) => [name, [...file]]));
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    const repository = await root.getDirectoryHandle("repository", { create: true });
    for (const [name, data] of Object.entries(files)) {
      const parts = `content/${name}`.split("/");
      let folder = repository;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (
        await folder.getFileHandle(parts.at(-1) ?? "", { create: true })
      ).createWritable();
      await writable.write(new Uint8Array(data));
      await writable.close();
    }
  }, bytes);
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
  let files: Record<string, number[]> = {};
  // A file being written is a swap file that disappears as it is listed: read again.
  await expect(async () => {
    files = await readRepository(page);
  }).toPass({ timeout: 10_000 });
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
}

/** The bytes of every file under content/ in the browser's copy of the folder. */
function readRepository(page: Page) {
  return page.evaluate(async () => {
    const found: Record<string, number[]> = {};
    async function walk(folder: FileSystemDirectoryHandle, at: string) {
      for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle instanceof FileSystemFileHandle)
          found[`${at}${name}`] = [...new Uint8Array(await (await handle.getFile()).arrayBuffer())];
        else await walk(handle as FileSystemDirectoryHandle, `${at}${name}/`);
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
  }).toPass({ timeout: 10_000 });
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
  const page = item.page();
  await reveal(item.getByRole("button", { name: "Browse" }));
  await item.getByRole("button", { name: "Browse" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles({ ...file, mimeType: "image/jpeg" });
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
