import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { contentDir } from "../pipeline/read.ts";
import {
  allWorks,
  anyWidth,
  expect,
  expectNoViolations,
  gotoHydrated,
  isPhone,
  listPageOf,
  once,
  test,
  workCard,
  workPath,
} from "./fixtures";

// A close look at the paint, in the browser: what only a browser shows. The zoom opens from "Look
// closer" on a work's page and in the viewer, and from a double-tap or a pinch on the painting; it
// fetches its viewer and tiles only then, reaches the photograph's own pixels, answers the keys,
// and gives the focus back. The manifest, info.json and tiles on disk are e2e/built/zoom.test.ts's.

/** The work whose photograph has the most pixels: the one with the most to zoom into. */
const sized = await Promise.all(
  allWorks.map(async (work) => {
    const { autoOrient } = await sharp(path.join(contentDir, "images", work.image)).metadata();
    return { work, ...autoOrient };
  }),
);
const largest = sized.sort((a, b) => b.width * b.height - a.width * a.height)[0];
if (!largest) throw new Error("The content under test has no work");
const { work } = largest;

/** The addresses a page fetches from now on. */
function fetchedBy(page: Page) {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(decodeURIComponent(new URL(request.url()).pathname)));
  return fetched;
}

/** The errors a page reports (a style or script the Content-Security-Policy refused, say). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * A tile of the photograph at its own pixels: a region as large as the file that shows it
 * (x,y,w,h/w,h), or the whole photograph at its own size (a photograph of one tile, which a
 * viewer asks for as full/max).
 */
const isOwnPixels = (address: string) => {
  const region = /^\/iiif\/[^/]+\/\d+,\d+,(\d+),(\d+)\/(\d+),(\d+)\/0\/default\.jpg$/.exec(address);
  if (region) return region[1] === region[3] && region[2] === region[4];
  return [`/full/${largest.width},${largest.height}/0/default.jpg`, "/full/max/0/default.jpg"].some((whole) =>
    address.endsWith(whole),
  );
};

const zoomOf = (page: Page) => page.getByRole("dialog", { name: `${work.title}, a closer look` });

// The zoom is drawn the same at any width (the whole screen, its buttons in a corner): its buttons
// are tried on the phone's run (@any-width), its keys on the desktop's, where there is a keyboard.
test("the zoom's buttons are named, and it has no axe violations", anyWidth, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, workPath(work));
  await page.getByRole("button", { name: "Look closer" }).click();
  const zoom = zoomOf(page);
  await expect(zoom).toHaveAttribute("aria-busy", "false");
  for (const name of ["Zoom in", "Zoom out", "Close"]) {
    await expect(zoom.getByRole("button", { name, exact: true })).toBeVisible();
  }
  // Zoom in and out with the buttons; Close gives the focus back.
  await zoom.getByRole("button", { name: "Zoom in", exact: true }).click();
  await zoom.getByRole("button", { name: "Zoom out", exact: true }).click();
  await expectNoViolations(page);
  await zoom.getByRole("button", { name: "Close", exact: true }).click();
  await expect(zoom).toBeHidden();
  await expect(page.getByRole("button", { name: "Look closer" })).toBeFocused();
  // A button to the keyboard as well: Space opens the zoom, as Enter does.
  await page.keyboard.press("Space");
  await expect(zoom).toBeVisible();
});

test.describe("by keyboard", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "a keyboard's, on the desktop's run: the zoom is the same at any width",
  );

  test("Look closer on a work's page opens its zoom, which fetches its tiles alone, reaches its own pixels and gives the focus back", async ({
    page,
  }) => {
    const fetched = fetchedBy(page);
    const errors = errorsOf(page);
    await gotoHydrated(page, workPath(work));
    // Nothing of the zoom comes with the page.
    expect(
      fetched.filter((address) => address.startsWith("/iiif/") || address.includes("zoom-view")),
    ).toEqual([]);
    const opener = page.getByRole("button", { name: "Look closer" });
    await opener.click();
    const zoom = zoomOf(page);
    await expect(zoom).toBeVisible();
    await expect(zoom).toHaveAttribute("aria-busy", "false");
    // The whole painting first: no tile of its own pixels yet, unless it is one tile.
    const opened = fetched.filter((address) => address.startsWith("/iiif/"));
    expect(opened[0]).toMatch(/^\/iiif\/[^/]+\/info\.json$/);
    // Zoomed in with the keys, it fetches the photograph's own pixels, and only tiles of it.
    for (let step = 0; step < 8; step++) await page.keyboard.press("+");
    await expect.poll(() => fetched.some(isOwnPixels)).toBe(true);
    const service = opened[0]?.split("/")[2];
    expect(
      fetched.filter((address) => address.startsWith("/iiif/") && address.split("/")[2] !== service),
    ).toEqual([]);
    // Neither the photograph's largest image nor any other file of it.
    expect(fetched.filter((address) => address.startsWith("/assets/") && address.endsWith(".jpg"))).toEqual(
      [],
    );
    await page.keyboard.press("Escape");
    await expect(zoom).toBeHidden();
    await expect(opener).toBeFocused();
    // The viewer's one style is the policy's; nothing was refused.
    expect(errors).toEqual([]);
  });

  test("in the viewer, Look closer opens the painting's zoom over it, and Escape goes back to it", async ({
    page,
  }) => {
    await gotoHydrated(page, listPageOf(work));
    await workCard(page, work.title).click();
    const viewer = page.getByRole("dialog", { name: work.title, exact: true });
    await expect(viewer).toBeVisible();
    const opener = viewer.getByRole("button", { name: "Look closer" });
    await opener.click();
    await expect(zoomOf(page)).toHaveAttribute("aria-busy", "false");
    await page.keyboard.press("Escape");
    await expect(zoomOf(page)).toBeHidden();
    await expect(viewer).toBeVisible();
    await expect(opener).toBeFocused();
  });

  // The dialog's close event comes a task after it has shut: a press before then opens it too. The
  // site's timing, whatever the photograph: on content/'s run alone (@once).
  test(
    "Look closer opens the zoom again at once after Close or Escape, on a work's page and in the viewer",
    once,
    async ({ page }) => {
      const reopen = async (opener: Locator) => {
        for (const shut of ["Close", "Escape"] as const) {
          for (let time = 0; time < 3; time++) {
            await expect(zoomOf(page)).toBeVisible();
            if (shut === "Close")
              await zoomOf(page).getByRole("button", { name: "Close", exact: true }).click();
            else await page.keyboard.press("Escape");
            // The focus is back on the control (tested above): the key goes to it with no wait.
            await page.keyboard.press(time % 2 ? "Enter" : "Space");
            await expect(zoomOf(page), `${shut}, then ${time % 2 ? "Enter" : "Space"}`).toBeVisible();
          }
        }
        // The last of those zooms still gives the focus back.
        await page.keyboard.press("Escape");
        await expect(zoomOf(page)).toBeHidden();
        await expect(opener).toBeFocused();
      };
      await gotoHydrated(page, workPath(work));
      const onPage = page.getByRole("button", { name: "Look closer" });
      await onPage.click();
      await reopen(onPage);

      await gotoHydrated(page, listPageOf(work));
      await workCard(page, work.title).click();
      const inViewer = page.getByRole("dialog", { name: work.title, exact: true }).getByRole("button", {
        name: "Look closer",
      });
      await inViewer.click();
      await reopen(inViewer);
    },
  );
});

test.describe("on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "a touch screen's gestures");

  test("a double-tap on the painting in the viewer opens its zoom; a pinch does too", async ({ page }) => {
    expect(isPhone(page)).toBe(true);
    await gotoHydrated(page, listPageOf(work));
    await workCard(page, work.title).click();
    const viewer = page.getByRole("dialog", { name: work.title, exact: true });
    const painting = viewer.getByRole("img").first();
    await expect(painting).toBeVisible();
    const box = await painting.boundingBox();
    if (!box) throw new Error("The painting is not drawn");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await expect(zoomOf(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(zoomOf(page)).toBeHidden();
    // Two fingers down on the painting: a pinch.
    const session = await page.context().newCDPSession(page);
    const fingers = [
      { x: x - 30, y, id: 1 },
      { x: x + 30, y, id: 2 },
    ];
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers });
    await session.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: fingers.map((finger) => ({ ...finger, x: finger.x + (finger.id === 1 ? -20 : 20) })),
    });
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect(zoomOf(page)).toBeVisible();
  });
});
