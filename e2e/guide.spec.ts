// The pictures of the artist's guide (docs/artist-guide.md), taken from the real editor and site
// as she sees them, offline (e2e/editor-session.ts). Each picture is taken once what it shows is on
// the screen, so a change to the editor that moves or renames a button fails here, and the next
// `npm run guide:pictures` shows it. In `npm test` the pictures go to the test's own folder;
// `npm run guide:pictures` writes them into docs/guide/.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { contentDir } from "../pipeline/read.ts";
import {
  addItem,
  expandItem,
  field,
  filesOf,
  openEditor,
  reveal,
  uploadPhotograph,
} from "./editor-session.ts";
import { content, expect, test } from "./fixtures.ts";
import { type GuidePicture, guidePictures } from "./guide-pictures.ts";

test.skip(
  !content.site.editor,
  "the build has no editor: site.yaml names no repository (e2e/catalogue does)",
);
test.use({ actionTimeout: 20_000 });

/** Where the pictures go: the guide's folder when asked for, or the test's own. */
const guideFolder = process.env.GUIDE_PICTURES === "1" ? path.resolve("docs", "guide") : undefined;

/** The pictures taken, in order. */
const taken: GuidePicture[] = [];

/** The screen as it is now, as `name` of the guide: at most 1,000 px wide, in as few colours as it needs. */
async function picture(page: Page, name: GuidePicture, testInfo: TestInfo) {
  taken.push(name);
  const screen = await page.screenshot({ animations: "disabled", caret: "hide" });
  const file = guideFolder ? path.join(guideFolder, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  await writeFile(
    file,
    await sharp(screen).resize({ width: 1000, withoutEnlargement: true }).png({ palette: true }).toBuffer(),
  );
}

test("the guide's pictures of the editor: signing in, the files, a new painting, the order, a sale, an exhibition, a room", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const files = await filesOf(contentDir);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signing in: on her computer the editor offers her folder, on the site GitHub.
  await openEditor(page, files, { beforeSignIn: () => picture(page, "sign-in", testInfo) });
  await expect(page.getByText("Works", { exact: true })).toBeVisible();
  await picture(page, "files", testInfo);

  // A new painting at the end of the gallery, its photograph chosen.
  await page.getByText("Works", { exact: true }).click();
  const gallery = field(page, "Gallery");
  await picture(page, "works", testInfo);
  const added = await addItem(gallery, "Title");
  await added.getByRole("textbox", { name: "Title" }).fill("Harbour at Dusk, Study");
  await added.getByRole("textbox", { name: "Year" }).fill("2026");
  await added.getByRole("textbox", { name: "Medium" }).fill("Oil on board");
  await added.getByRole("textbox", { name: "Dimensions" }).fill("30 x 40 cm");
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#52708a" } })
    .jpeg()
    .toBuffer();
  await uploadPhotograph(added, { name: "harbour-dusk.jpg", buffer: photo }, () =>
    picture(page, "photograph", testInfo),
  );
  await added.getByRole("textbox", { name: "Dimensions" }).scrollIntoViewIfNeeded();
  await picture(page, "new-painting", testInfo);

  // The order: each work's handle, which she drags or moves with the arrow keys.
  const handle = gallery.getByRole("button", { name: "Reorder Item" }).first();
  await reveal(handle);
  await handle.focus();
  await picture(page, "order", testInfo);

  // Reserved or sold: a work for sale's status.
  const forSale = content.works.available[0];
  if (!forSale) throw new Error("The content under test needs a work for sale");
  const item = await expandItem(field(page, "Available works"), `${forSale.title} (`);
  const status = item.getByRole("radio", { name: "reserved" });
  await reveal(status);
  await picture(page, "status", testInfo);

  // An exhibition of the CV, with its days, its works and its photographs.
  await page.goBack();
  await page.getByText("CV", { exact: true }).click();
  const exhibitions = field(page, "Exhibitions");
  const closes = field(exhibitions, "Closing day").first().getByRole("textbox");
  await reveal(closes);
  await picture(page, "exhibition", testInfo);

  // A viewing room: its private address made for her.
  await page.goBack();
  await page.getByText("Viewing rooms", { exact: true }).click();
  const rooms = field(page, "Viewing rooms");
  const addRoom = rooms.getByRole("button", { name: /^Add\W*Viewing rooms/ });
  await reveal(addRoom);
  const titles = rooms.getByRole("textbox", { name: "Title", exact: true });
  const before = await titles.count();
  await addRoom.click();
  // The new room, last in the list: its title typed and its address made for it.
  await expect(titles).toHaveCount(before + 1);
  await titles.nth(before).fill("For Anna Lee");
  const address = field(rooms, "Private address").nth(before).getByRole("textbox");
  await reveal(address);
  await expect(address).not.toHaveValue("");
  await address.evaluate((input) => input.scrollIntoView({ block: "center" }));
  await picture(page, "viewing-room", testInfo);

  // Save: the editor checks each field before it writes.
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  await page.getByRole("button", { name: "Save" }).hover();
  await picture(page, "save", testInfo);
  expect(taken).toEqual(guidePictures.filter((name) => name !== "site-on-a-phone"));
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
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((img) => img.loading === "eager").map((img) => img.decode()),
    );
  });
  await picture(page, "site-on-a-phone", testInfo);
  expect(taken).toContain("site-on-a-phone");
  await phone.close();
});
