// On paper, or saved as PDF: a work's page is one A4 sheet with the painting whole and what a
// collector files away (its details, price or status, the artist's name and e-mail, the page's
// address); Home is the biography and the CV, without the top bar, buttons or dialogs. Paper is
// the same whatever the screen: checked once per content set, on the phone's run.
import type { Page } from "@playwright/test";
import {
  allWorks,
  content,
  expect,
  gotoHydrated,
  isPhone,
  photoRatio,
  shownPrice,
  test,
  workPath,
} from "./fixtures";

const { site, works, cv } = content;

/** How many pages a PDF has: Chrome writes each as an object of /Type /Page. */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

/** The texts of the page that are drawn on paper. */
const printed = (page: Page) => page.locator("body").evaluate((body) => (body as HTMLElement).innerText);

// The tallest photograph (the most paper), and a work for sale, with its price, if there is one.
const ratios = await Promise.all(
  allWorks.map(async (work) => ({ work, ratio: await photoRatio(work.image) })),
);
const tallest = ratios.toSorted((a, b) => a.ratio - b.ratio)[0]?.work;
const sheets = [...new Set([tallest, works.available[0]])].filter((work) => work !== undefined);

test.beforeEach(({ page }) => {
  test.skip(!isPhone(page), "paper is the same whatever the screen: once, on the phone's run");
});

for (const work of sheets) {
  test(`${work.title}: its page prints on one A4 sheet with the painting whole and its details`, async ({
    page,
  }) => {
    await gotoHydrated(page, workPath(work));
    await page.emulateMedia({ media: "print" });
    const text = await printed(page);
    const forSale = works.available.find((item) => item.id === work.id);
    const status =
      forSale && forSale.status !== "available" ? [forSale.status === "sold" ? "Sold" : "Reserved"] : [];
    const price =
      forSale && "price" in forSale && forSale.status !== "sold" ? [shownPrice(forSale.price)] : [];
    for (const expected of [
      work.title,
      work.year,
      work.medium,
      work.dimensions,
      ...price,
      ...status,
      site.artist.name,
      site.artist.email,
      // siteUrl is the home page's origin: the page's address is it and the path.
      `${site.siteUrl}${workPath(work)}`,
    ]) {
      expect(text.toLowerCase(), expected).toContain(expected.toLowerCase());
    }
    // Neither the top bar, nor buttons, nor the wall view or the other works.
    for (const hidden of [
      "Skip to content",
      "Inquire",
      "See it on a wall",
      "Previous:",
      "Next:",
      "All rights reserved",
    ])
      expect(text, hidden).not.toContain(hidden);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(0);
    // The painting whole, in its proportions.
    const painting = page.getByRole("main").getByRole("img", { name: work.title }).first();
    const box = await painting.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(await photoRatio(work.image), 1);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pageCount(pdf)).toBe(1);
    // A4: 595 x 842 points.
    const [, width = "", height = ""] =
      /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString("latin1")) ?? [];
    expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([595, 842]);
  });
}

test("Home prints the biography and the CV, without the top bar, buttons or dialogs", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.emulateMedia({ media: "print" });
  const text = await printed(page);
  const [firstParagraph] = content.site.home.biography;
  if (firstParagraph) expect(text).toContain(firstParagraph);
  for (const show of cv.exhibitions) expect(text).toContain(show.title);
  for (const hidden of ["View Gallery", "Explore Full Gallery", "Skip to content", "All rights reserved"])
    expect(text).not.toContain(hidden);
  for (const role of ["button", "link", "navigation", "dialog"] as const) {
    await expect(page.getByRole(role), role).toHaveCount(0);
  }
  expect(text).toContain(site.artist.email);
  expect(pageCount(await page.pdf({ preferCSSPageSize: true }))).toBeGreaterThan(0);
});
