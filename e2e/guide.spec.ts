// The pictures of the artist's guide (docs/artist-guide.md), taken from the real editor and site
// as she sees them: the published site's editor at its own address, signed in to GitHub, whose API
// a repository in memory answers (e2e/editor-session.ts), in her locale. Each picture is taken once
// the control its caption names is on the screen, so a change to the editor that moves or renames
// a button fails here, and the next `npm run guide:pictures` shows it. `npm run guide:pictures`
// waits for every photograph and font too, and writes the pictures into docs/guide/; in `npm test`
// they go to the test's own folder, as the screen is.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { contentDir } from "../pipeline/read.ts";
import { chromiumFlags, testChromiumPath } from "../scripts/chromium.ts";
import {
  addItem,
  editorLetGo,
  expandItem,
  field,
  filesOf,
  fillIn,
  GitHubRepository,
  openPublishedEditor,
  reveal,
  uploadPhotograph,
} from "./editor-session.ts";
import { content, expect, test } from "./fixtures.ts";
import { type GuidePicture, guideCaptions, guidePictures } from "./guide-pictures.ts";

test.skip(
  !content.site.editor,
  "the build has no editor: neither site.yaml nor the host names its repository (e2e/catalogue's does; for content/, SITE_REPOSITORY=owner/name, as npm run guide:pictures does)",
);
// In the site's locale (app/root.tsx), as her browser there writes dates, day first: the editor's
// date boxes are the browser's own, which Chromium on Linux draws in the language of LANG (with
// Debian's chromium-l10n installed; without it, in American English).
const locale = "en-AU";
test.use({
  actionTimeout: 20_000,
  expectedConsoleErrors: editorLetGo,
  locale,
  timezoneId: "Australia/Sydney",
  launchOptions: {
    executablePath: testChromiumPath,
    args: chromiumFlags,
    env: { ...process.env, LANG: `${locale.replace("-", "_")}.UTF-8` },
  },
});

/** Where the pictures go: the guide's folder when asked for, or the test's own. */
const guideFolder = process.env.GUIDE_PICTURES === "1" ? path.resolve("docs", "guide") : undefined;

/** Each picture's caption in the guide. */
const captions = guideCaptions(readFileSync("docs/artist-guide.md", "utf8"));

/**
 * What each picture shows: the words of its caption that promise something, and the headings,
 * controls or fields they name, each of which must be wholly on the screen when the picture is
 * taken (`item`: the work, exhibition or room the picture is of, where there is one).
 */
const shows: Record<GuidePicture, { named: string[]; on: (page: Page, item: Locator) => Locator[] }> = {
  "sign-in": {
    named: ["Sign In with GitHub"],
    on: (page) => [page.getByRole("button", { name: /^Sign In with\W*GitHub\W*$/ })],
  },
  files: {
    named: ["what to replace", "five files"],
    on: (page) => [
      page.getByText(/^Still the sample/),
      ...["Artist and pages", "Works", "CV", "Viewing rooms", "Texts and press"].map((file) =>
        page.getByText(file, { exact: true }),
      ),
    ],
  },
  ready: { named: ["My site is ready"], on: (page) => [field(page, "My site is ready").getByRole("switch")] },
  works: {
    named: ["title and year", "where it is shown"],
    on: (page) => [
      field(page, "Works").getByRole("button", { name: "Reorder Item" }).first(),
      field(page, "Works")
        .getByText(/\(\d{4}\) · (Gallery|Available works)$/)
        .first(),
    ],
  },
  status: {
    named: ["available, reserved or sold"],
    on: (_, item) =>
      ["available", "reserved", "sold"].map((status) =>
        item.getByRole("radio", { name: status, exact: true }),
      ),
  },
  "shown-in": { named: ["Shown in"], on: (_, item) => [field(item, "Shown in")] },
  order: {
    named: ["handle"],
    // The handle, ringed as when she moves it with the arrow keys, and the × the text names.
    on: (page) => [
      field(page, "Works").getByRole("button", { name: "Reorder Item" }).first(),
      field(page, "Works").getByRole("button", { name: "Remove" }).first(),
    ],
  },
  photograph: {
    named: ["Upload", "Insert"],
    on: (page) => [page.getByRole("dialog").getByRole("button", { name: "Insert" })],
  },
  "new-painting": {
    named: ["title", "year", "medium", "dimensions", "photograph"],
    on: (_, item) => [
      ...["Title", "Year", "Medium", "Dimensions"].map((name) => item.getByRole("textbox", { name })),
      item.getByText(/harbour-dusk\.jpg$/),
    ],
  },
  save: { named: ["Save"], on: (page) => [page.getByRole("button", { name: "Save", exact: true })] },
  "draft-saved": {
    named: ["saved as a draft", "Later"],
    on: (page) => [
      page.getByRole("alertdialog").getByText(/saved as a draft/),
      page.getByRole("alertdialog").getByRole("button", { name: "Later" }),
    ],
  },
  "draft-preview": {
    named: ["View Preview", "Draft"],
    on: (page) => [
      page.getByRole("button", { name: "View Preview" }),
      page.getByRole("button", { name: /^Status:\W*Draft/ }),
    ],
  },
  "draft-ready": {
    named: ["Draft, In Review or Ready"],
    on: (page) =>
      ["Draft", "In Review", "Ready"].map((status) => page.getByRole("menuitemradio", { name: status })),
  },
  "draft-publish": {
    named: ["Publish"],
    on: (page) => [page.getByRole("alertdialog").getByRole("button", { name: "Publish" })],
  },
  exhibition: {
    named: ["days", "works", "photographs"],
    // The CV's first exhibition.
    on: (page) => [
      field(page, "Opening day").first().getByRole("textbox"),
      field(page, "Closing day").first().getByRole("textbox"),
      // Lists as long as the content under test makes them: their names in view.
      field(page, "Works shown").first().getByText("Works shown", { exact: true }).first(),
      field(page, "Installation photographs")
        .first()
        .getByText("Installation photographs", { exact: true })
        .first(),
    ],
  },
  inventory: {
    named: ["Download as CSV", "Download as Excel"],
    on: (page) => [
      page.getByRole("button", { name: "Download as CSV" }),
      page.getByRole("button", { name: "Download as Excel (.xlsx)" }),
    ],
  },
  import: {
    named: ["Your spreadsheet", "Their photographs"],
    on: (page) => [field(page, "Your spreadsheet"), field(page, "Their photographs")],
  },
  "viewing-room": {
    named: ["private address"],
    // The room just added, the last.
    on: (page) => [field(page, "Private address").last().getByRole("textbox")],
  },
  "site-on-a-phone": { named: ["Gallery"], on: (page) => [page.getByRole("heading", { level: 1 })] },
};

/**
 * Fails where a box of `field` holds what its hint says leaving it empty gives ("Empty: Price on
 * request."): a picture must not show her typing what she should leave out.
 */
async function notTheEmptyDefault(fieldGroup: Locator) {
  const hint = /Empty: ([^.]+)\./.exec((await fieldGroup.textContent()) ?? "")?.[1];
  if (hint) await expect(fieldGroup.getByRole("textbox"), `${hint}: left empty`).not.toHaveValue(hint);
}

/** Scrolls the editor's form until `target` is drawn, then to the middle of the screen. */
async function centre(target: Locator) {
  await reveal(target);
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
}

/**
 * Scrolls the editor's form until `target` is drawn, then to the top of the form, its label clear
 * of the list's heading that stays at the top.
 */
async function atTop(target: Locator) {
  await reveal(target);
  await target.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await target.page().mouse.wheel(0, -60);
  await expect(target).toBeInViewport({ ratio: 1 });
}

/** Does `take` on a screen 1,000 px high, where a form's fields the caption names do not fit in 800. */
async function tall(page: Page, take: () => Promise<void>) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ ...size, height: 1000 });
  try {
    await take();
  } finally {
    await page.setViewportSize(size);
  }
}

/** The pictures taken, in order. */
const taken: GuidePicture[] = [];

/** Until the screen is still: its fonts and the photographs in view loaded, no transition under way. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A transition ends; a spinner never does.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  /** The images in view: how many wait for their photograph (no source yet), how many are not drawn. */
  const images = () =>
    page.evaluate(() => {
      const inView = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      });
      const waiting = inView.filter((image) => !image.getAttribute("src")).length;
      const undrawn = inView.filter(
        (image) => image.getAttribute("src") && !(image.complete && image.naturalWidth > 0),
      ).length;
      return { waiting, undrawn };
    });
  // The editor gives a list's thumbnails their photographs as they arrive; one it has none for
  // (a photograph not yet saved) keeps waiting, so a few seconds are given, then the screen is taken.
  await expect
    .poll(async () => (await images()).waiting, { timeout: 5000 })
    .toBe(0)
    .catch(() => undefined);
  await expect.poll(async () => (await images()).undrawn).toBe(0);
}

/**
 * The screen as it is now, as `name` of the guide, once what its caption names is on it: at most
 * 1,000 px wide, in as few colours as it needs.
 */
async function picture(page: Page, name: GuidePicture, testInfo: TestInfo, item = page.locator("body")) {
  const caption = captions.get(name);
  expect(caption, `docs/artist-guide.md shows guide/${name}.png`).toBeDefined();
  for (const words of shows[name].named) expect(caption, `the caption of ${name}.png`).toContain(words);
  // Wholly on the screen, not merely drawn somewhere in the form: what the caption promises is in
  // the picture. Where the pictures are taken for the guide (npm run guide:pictures, of the
  // sample); other content (a longer exhibition, say) may push a field below the screen.
  for (const shown of shows[name].on(page, item)) {
    await expect(shown, `${name}.png shows ${shown}`).toBeVisible();
    if (guideFolder) await expect(shown, `${name}.png shows ${shown} whole`).toBeInViewport({ ratio: 1 });
  }
  taken.push(name);
  // In npm test the picture is the test's output alone: taken as the screen is, not made small.
  if (!guideFolder) {
    await page.screenshot({
      path: testInfo.outputPath(`${name}.png`),
      animations: "disabled",
      caret: "hide",
    });
    return;
  }
  await settle(page);
  const screen = await page.screenshot({ animations: "disabled", caret: "hide" });
  await writeFile(
    path.join(guideFolder, `${name}.png`),
    await sharp(screen)
      .resize({ width: 1000, withoutEnlargement: true })
      .png({ palette: true, compressionLevel: 9, effort: 10 })
      .toBuffer(),
  );
}

test("the guide's pictures of the editor: signing in, the first screen, Works, a draft published, an exhibition, the inventory, an import, a room", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  // Her repository: the content folder as the site's files.
  const files = Object.fromEntries(
    Object.entries(await filesOf(contentDir)).map(([name, bytes]) => [`content/${name}`, bytes]),
  );
  const [owner = "", name = ""] = (content.site.editor?.repository ?? "").split("/");
  const site = new URL(content.site.siteUrl);
  const repository = new GitHubRepository(owner, name, files, site.hostname.split(".")[0] ?? "site");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signing in, on the site's own address.
  await openPublishedEditor(page, repository, {
    siteUrl: site.origin,
    localUrl: baseURL ?? "",
    beforeSignIn: () => picture(page, "sign-in", testInfo),
  });
  // Its first screen: the site's files, and what to replace first. A notice of the editor's own
  // app for phones, which she puts off.
  await expect(page.getByText("Works", { exact: true })).toBeVisible();
  const later = page.getByRole("button", { name: "Later" });
  if (await later.isVisible()) await later.click();
  await picture(page, "files", testInfo);

  // Artist and pages, its first field the switch.
  await page.getByText("Artist and pages", { exact: true }).click();
  await picture(page, "ready", testInfo);
  await page.getByRole("button", { name: "Cancel Editing" }).click();

  // Works: one list, each by its title and year and where it is shown.
  await page.getByText("Works", { exact: true }).click();
  const works = field(page, "Works");
  await picture(page, "works", testInfo);

  // A work for sale: its status, and where it is shown.
  const forSale = content.works.available[0];
  if (!forSale) throw new Error("The content under test needs a work for sale");
  const item = await expandItem(works, `${forSale.title} (`);
  // With a price, as the hint's example: the sample's words for one (Price on request) are what
  // the hint says to leave the box empty for, and a picture must not teach her to type them.
  const price = field(item, "Price");
  await reveal(price);
  await price.getByRole("textbox").fill("4800");
  await price.getByRole("textbox").blur();
  await centre(field(item, "Status"));
  await notTheEmptyDefault(price);
  await picture(page, "status", testInfo, item);
  await centre(field(item, "Shown in"));
  await notTheEmptyDefault(price);
  await picture(page, "shown-in", testInfo, item);

  // The order: each work's handle, which she drags or moves with the arrow keys.
  const handle = works.getByRole("button", { name: "Reorder Item" }).first();
  await reveal(handle);
  // Focused from the keyboard, as the arrow keys move it: its ring drawn.
  await page.keyboard.press("Shift");
  await handle.focus();
  await expect(handle).toBeFocused();
  await picture(page, "order", testInfo);

  // A new painting at the end of Works, its photograph chosen.
  const added = await addItem(works, "Title");
  await fillIn(added, {
    Title: "Harbour at Dusk, Study",
    Year: "2026",
    Medium: "Oil on board",
    Dimensions: "30 x 40 cm",
  });
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#52708a" } })
    .jpeg()
    .toBuffer();
  await uploadPhotograph(added, { name: "harbour-dusk.jpg", buffer: photo }, () =>
    picture(page, "photograph", testInfo),
  );
  // Its form from its title down to its photograph, on a taller screen.
  await tall(page, async () => {
    await atTop(field(added, "Title"));
    await picture(page, "new-painting", testInfo, added);
  });
  await centre(added.getByRole("textbox", { name: "Title" }));
  await page.getByRole("button", { name: "Save", exact: true }).hover();
  await picture(page, "save", testInfo);

  // Saved as a draft, which she keeps (Later: there is no one else to review it).
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await picture(page, "draft-saved", testInfo);
  await page.getByRole("alertdialog").getByRole("button", { name: "Later" }).click();
  await expect(page.getByText("Artist and pages", { exact: true })).toBeVisible();

  // The draft again: its preview, which Netlify has built.
  await page.getByText("Works", { exact: true }).click();
  await page.getByRole("button", { name: "View Preview" }).hover();
  await picture(page, "draft-preview", testInfo);

  // Ready, then published.
  await page.getByRole("button", { name: /^Status:\W*Draft/ }).click();
  await picture(page, "draft-ready", testInfo);
  await page.getByRole("menuitemradio", { name: "Ready" }).click();
  await page.getByRole("button", { name: "Publish Entry" }).click();
  await picture(page, "draft-publish", testInfo);
  await page.getByRole("alertdialog").getByRole("button", { name: "Publish" }).click();
  // Published: the painting is in the site's works.yaml, and the draft is gone.
  await expect(page.getByText("Artist and pages", { exact: true })).toBeVisible();
  expect(repository.filesOf()["content/works.yaml"]?.toString()).toContain("Harbour at Dusk, Study");
  expect(repository.pullRequests.map((pull) => pull.merged)).toEqual([true]);

  // The CV's first exhibition given its days (in its year), as she gives them.
  const year = content.cv.exhibitions[0]?.year;
  if (!year) throw new Error("The content under test needs an exhibition");
  await page.getByText("CV", { exact: true }).click();
  const opens = field(page, "Opening day").first().getByRole("textbox");
  await reveal(opens);
  await opens.fill(`${year}-03-12`);
  const closes = field(page, "Closing day").first().getByRole("textbox");
  await closes.fill(`${year}-04-05`);
  await closes.blur();
  // From its days down to its works and photographs, on a taller screen.
  await tall(page, async () => {
    await atTop(field(page, "Opening day").first());
    await picture(page, "exhibition", testInfo);
  });
  await page.getByRole("button", { name: "Cancel Editing" }).click();

  // Her inventory as a spreadsheet, from the top of Works.
  await page.getByText("Works", { exact: true }).click();
  await reveal(page.getByRole("button", { name: "Download as CSV" }));
  await picture(page, "inventory", testInfo);
  await page.getByRole("button", { name: "Cancel Editing" }).click();

  // A spreadsheet and its photographs to import, in a collection of their own.
  await page.getByRole("treeitem", { name: "Import a spreadsheet" }).click();
  await page.getByRole("gridcell", { name: "Import a spreadsheet" }).click();
  await reveal(field(page, "Their photographs"));
  await picture(page, "import", testInfo);
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  await page.getByRole("treeitem", { name: "Your site" }).click();

  // A viewing room: its whole address made for her, to copy.
  await page.getByText("Viewing rooms", { exact: true }).click();
  const rooms = field(page, "Viewing rooms");
  const addRoom = rooms.getByRole("button", { name: /^Add\W*Viewing rooms/ });
  await reveal(addRoom);
  const titles = rooms.getByRole("textbox", { name: "Title", exact: true });
  const before = await titles.count();
  await addRoom.click();
  await expect(titles).toHaveCount(before + 1);
  await titles.nth(before).fill("New paintings for Anna");
  const address = field(rooms, "Private address").nth(before).getByRole("textbox");
  await reveal(address);
  // The whole address where the site's is known (the guide's pictures: its Netlify address), the
  // key alone where it is only an example's (e2e/catalogue), as the field's hint then says.
  await expect(address).toHaveValue(/^(https:\/\/[^/]+\/rooms\/)?[a-z2-7]{26}$/);
  await centre(address);
  await picture(page, "viewing-room", testInfo);

  // Each picture of the editor, in the list's order (the phone's is the other test's).
  expect(taken.filter((name) => name !== "site-on-a-phone")).toEqual(
    guidePictures.filter((name) => name !== "site-on-a-phone"),
  );
  expect(repository.unanswered).toEqual([]);
});

test("the guide's picture of the site on a phone", async ({ browser }, testInfo) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto("/gallery");
  await picture(page, "site-on-a-phone", testInfo);
  expect(taken).toContain("site-on-a-phone");
  await phone.close();
});
