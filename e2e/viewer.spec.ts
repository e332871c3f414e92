// The dialog of the lists as a viewer: the open work's own address, Back and
// Forward, next and previous by button, key and swipe, the neighbours
// preloaded, and the full-size view. Gallery and Available Works share it.
import type { Page } from "@playwright/test";
import {
  allWorks,
  anyWidth,
  content,
  expect,
  gotoHydrated,
  hydrate,
  isPhone,
  listPageOf,
  lists,
  mainPages,
  once,
  onceAtAnyWidth,
  pagesOf,
  swipe,
  test,
  workCard,
  workDataPath,
  workPath,
} from "./fixtures";

const { site } = content;
const listPages = [
  { name: "gallery", works: lists.gallery, page: mainPages.gallery },
  { name: "available", works: lists.available, page: mainPages.available },
] as const;

const card = workCard;
const dialog = (page: Page) => page.getByRole("dialog").first();

async function openWork(page: Page, title: string) {
  await card(page, title).click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
}

for (const { name, works: list, page: listPage } of listPages) {
  // The first two works, a third if the list has one (on the next page, if the first has two), and
  // the last; and the list's pages.
  const [first = list[0], second = list[0]] = list;
  const third = list[2];
  const last = list.at(-1);
  const [firstPage, nextPage] = pagesOf(name);

  test.describe(listPage.label, () => {
    test.skip(list.length < 2, `a viewer of one work or none has nowhere to move (${listPage.label})`);
    if (!first || !second || !last) return;
    /** Every file the page has asked for, from the first. */
    const requested: string[] = [];
    test.beforeEach(async ({ page }) => {
      requested.length = 0;
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await gotoHydrated(page, listPage.path);
    });

    test(
      "the open work's own address is in the address bar, and loading it shows that painting",
      anyWidth,
      async ({ page, context }) => {
        await openWork(page, second.title);
        await expect(page).toHaveURL(workPath(second));
        await expect(page).toHaveTitle(`${second.title} | ${site.artist.name}`);

        // The copied address, opened elsewhere, is the painting's own page.
        const shared = await context.newPage();
        await shared.goto(page.url());
        await expect(shared.getByRole("heading", { level: 1 })).toHaveText(second.title);
        await expect(shared.getByRole("main").getByRole("img", { name: second.title })).toBeVisible();
      },
    );

    test(
      "Back closes the dialog where the list was left, and Forward reopens it",
      onceAtAnyWidth,
      async ({ page }) => {
        // Down the page, its third work if it has one.
        const opened = firstPage?.works[2] ?? second;
        const opener = card(page, opened.title);
        await opener.scrollIntoViewIfNeeded();
        const entries = await page.evaluate(() => history.length);
        await opener.click();
        await expect(page).toHaveURL(workPath(opened));
        // Where the list was left: the click itself may scroll, to bring the card wholly in view.
        const scrolled = await page.evaluate(() => window.scrollY);
        // One entry for the open dialog.
        expect(await page.evaluate(() => history.length)).toBe(entries + 1);

        await page.goBack();
        await expect(page).toHaveURL(listPage.path);
        await expect(page.getByRole("dialog")).toBeHidden();
        // Still the list, where it was, with focus on the work that was open.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(listPage.heading);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        await expect(opener).toBeFocused();

        await page.goForward();
        await expect(page).toHaveURL(workPath(opened));
        await expect(page.getByRole("dialog", { name: opened.title })).toBeVisible();
        // The list is still under it, once everything has settled: the router did not move to the work's page.
        await page.waitForLoadState("networkidle");
        await expect(page.locator("main h1")).toHaveText(listPage.heading);
        await expect(page.getByRole("dialog", { name: opened.title })).toBeVisible();
        expect(requested.filter((path) => path.endsWith(".data"))).toEqual([]);
      },
    );

    test(
      "Close, Escape and the backdrop go back to the list's address; Forward reopens",
      once,
      async ({ page }) => {
        await openWork(page, second.title);
        await dialog(page).getByRole("button", { name: "Close", exact: true }).click();
        await expect(page).toHaveURL(listPage.path);
        await page.goForward();
        await expect(page.getByRole("dialog", { name: second.title })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page).toHaveURL(listPage.path);
        await expect(card(page, second.title)).toBeFocused();
      },
    );

    test("arrow keys and buttons move through the works, replacing the entry, and stop at the ends", async ({
      page,
    }) => {
      const entries = await page.evaluate(() => history.length);
      await openWork(page, first.title);
      const view = dialog(page);
      await expect(view).toContainText(`1 of ${list.length}`);

      // The first work has none before it: nothing happens.
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
      await expect(view.getByRole("button", { name: "Previous work" })).toHaveAttribute(
        "aria-disabled",
        "true",
      );

      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("dialog", { name: second.title })).toBeVisible();
      await expect(page).toHaveURL(workPath(second));
      await expect(view).toContainText(`2 of ${list.length}`);
      // Screen readers hear the move.
      await expect(view.locator("[aria-live=polite]")).toHaveText(`${second.title}, 2 of ${list.length}`);

      if (third) {
        await view.getByRole("button", { name: "Next work" }).click();
        await expect(page.getByRole("dialog", { name: third.title })).toBeVisible();
        await expect(page).toHaveURL(workPath(third));
      }
      await view.getByRole("button", { name: "Previous work" }).click();
      await expect(page.getByRole("dialog", { name: (third ? second : first).title })).toBeVisible();
      await expect(page).toHaveURL(workPath(third ? second : first));

      // Several moves, still one entry: one Back returns to the list.
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      await page.goBack();
      await expect(page).toHaveURL(listPage.path);
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(card(page, first.title)).toBeFocused();
    });

    test("the last work has none after it", anyWidth, async ({ page }) => {
      await gotoHydrated(page, listPageOf(last));
      await openWork(page, last.title);
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("dialog", { name: last.title })).toBeVisible();
      await expect(dialog(page)).toContainText(`${list.length} of ${list.length}`);
      await expect(dialog(page).getByRole("button", { name: "Next work" })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    });

    test(
      "moves on past the page's works to the next page's, and back, each at its own address",
      anyWidth,
      async ({ page }) => {
        const [lastHere, firstThere] = [firstPage?.works.at(-1), nextPage?.works[0]];
        test.skip(!lastHere || !firstThere, `${listPage.label} fits one page`);
        if (!lastHere || !firstThere || !firstPage) return;
        const entries = await page.evaluate(() => history.length);
        await openWork(page, lastHere.title);
        await page.keyboard.press("ArrowRight");
        await expect(page.getByRole("dialog", { name: firstThere.title })).toBeVisible();
        await expect(page).toHaveURL(workPath(firstThere));
        await expect(dialog(page)).toContainText(`${firstPage.works.length + 1} of ${list.length}`);
        await expect(dialog(page).getByRole("img", { name: firstThere.title })).toHaveJSProperty(
          "complete",
          true,
        );
        // Its data is not on this page: it came from its own small file, fetched ahead.
        expect(requested).toContain(workDataPath(firstThere));
        await page.keyboard.press("ArrowLeft");
        await expect(page.getByRole("dialog", { name: lastHere.title })).toBeVisible();
        await expect(page).toHaveURL(workPath(lastHere));
        // Still one entry: Back closes the dialog, on the page it was opened from.
        expect(await page.evaluate(() => history.length)).toBe(entries + 1);
        await page.goBack();
        await expect(page).toHaveURL(listPage.path);
        await expect(page.getByRole("dialog")).toBeHidden();
      },
    );

    test("the works either side are fetched ahead, so moving shows a photograph already here", async ({
      page,
    }) => {
      await openWork(page, second.title);
      const shown = dialog(page).getByRole("img", { name: second.title });
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      await page.waitForLoadState("networkidle");
      const before = [...requested];

      const moves: [string, { title: string }][] = [
        ...(third
          ? ([
              ["ArrowRight", third],
              ["ArrowLeft", second],
            ] as [string, { title: string }][])
          : []),
        ["ArrowLeft", first],
      ];
      for (const [key, neighbour] of moves) {
        await page.keyboard.press(key);
        const image = dialog(page).getByRole("img", { name: neighbour.title });
        // Once the browser has chosen its file.
        await expect(image).not.toHaveJSProperty("currentSrc", "");
        const file = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
        if (neighbour !== second) expect(before, `${neighbour.title}'s photograph`).toContain(file);
      }
      // Each photograph was fetched once: the preload is the one the dialog uses.
      const files = requested.filter((path) => path.startsWith("/assets/") && path.endsWith(".avif"));
      expect(files.length).toBe(new Set(files).size);
    });
  });
}

// A list with two works at least, to move in (the gallery, usually).
const { works: viewed = [], page: viewedPage = mainPages.gallery } =
  listPages.find(({ works }) => works.length > 1) ?? {};
const [first, second] = viewed;

test.describe(`in ${viewedPage.label}`, () => {
  test.skip(!first || !second, "no list has two works to move between");
  if (!first || !second) return;

  // The history's mechanics are the site's, whatever the works: checked on one content set (@once).
  test(
    "after a move within the site, Back closes the dialog, then goes back to the page before",
    onceAtAnyWidth,
    async ({ page }) => {
      await gotoHydrated(page, mainPages.home.path);
      await page
        .getByRole("main")
        .getByRole("link", { name: viewedPage === mainPages.gallery ? "View Gallery" : viewedPage.label })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(viewedPage.heading);
      await hydrate(page);
      await openWork(page, second.title);
      await expect(page).toHaveURL(workPath(second));
      await page.goBack();
      await expect(page).toHaveURL(viewedPage.path);
      await expect(page.getByRole("dialog")).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(mainPages.home.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.artist.name);
      await page.goForward();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(viewedPage.heading);
      await page.goForward();
      await expect(page).toHaveURL(workPath(second));
      // The list's page was loaded again (the browser kept no copy of it): its dialog's entry is
      // still its own, and the list opens it once React has taken the list over.
      await expect(page.getByRole("dialog", { name: second.title })).toBeVisible();
    },
  );

  test(
    "closed and at once opened again, the dialog keeps its address and its one entry",
    onceAtAnyWidth,
    async ({ page }) => {
      await gotoHydrated(page, viewedPage.path);
      const entries = await page.evaluate(() => history.length);
      await openWork(page, second.title);
      // Close, and open another work as soon as the dialog has closed: before the Back that the
      // closing asked for has taken effect (Escape and then Space, quickly, can do the same).
      await page.evaluate(async (title) => {
        const dialog = document.querySelector("dialog[open]");
        if (!dialog) throw new Error("no open dialog");
        const closed = new Promise((resolve) => dialog.addEventListener("close", resolve, { once: true }));
        dialog.querySelector<HTMLButtonElement>("button[aria-label=Close]")?.click();
        await closed;
        const links = [...document.querySelectorAll<HTMLAnchorElement>("main a[aria-haspopup=dialog]")];
        links.find((link) => link.querySelector("img")?.alt.startsWith(`${title},`))?.click();
      }, first.title);
      await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
      await expect(page).toHaveURL(workPath(first));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      await page.goBack();
      await expect(page).toHaveURL(viewedPage.path);
      await expect(page.getByRole("dialog")).toBeHidden();
    },
  );

  test(
    "opened again on the same work before its close event has come, the dialog opens, with its one entry",
    onceAtAnyWidth,
    async ({ page }) => {
      await gotoHydrated(page, viewedPage.path);
      const entries = await page.evaluate(() => history.length);
      await openWork(page, second.title);
      const dialog = page.getByRole("dialog", { name: second.title });
      for (const shut of ["Close", "Escape"] as const) {
        if (shut === "Close") await dialog.getByRole("button", { name: "Close", exact: true }).click();
        else await page.keyboard.press("Escape");
        // The focus is back on the card: Enter at once, before the dialog's close event (a task
        // later) has come.
        await page.keyboard.press("Enter");
        await expect(dialog, `${shut}, then Enter`).toBeVisible();
        await expect(page).toHaveURL(workPath(second));
      }
      await page.waitForLoadState("networkidle");
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      await page.goBack();
      await expect(page).toHaveURL(viewedPage.path);
      await expect(page.getByRole("dialog")).toBeHidden();
    },
  );

  test("nothing in the opened dialog moves while its later parts arrive", async ({ page }) => {
    // A work with more photographs, if the list has one: its row of them is under the painting.
    const work = viewed.find((each) => (each.views?.length ?? 0) > 0) ?? first;
    await gotoHydrated(page, viewedPage.path);
    // The scripts the dialog fetches when it opens come late, as on a slow network.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const sceneScript = page.waitForResponse(/\/assets\/wall-scene-[\w-]+\.js$/);
    await openWork(page, work.title);
    const controls = [
      dialog(page).getByRole("img", { name: work.title }),
      dialog(page).getByRole("button", { name: "Next work" }),
    ];
    const where = () => Promise.all(controls.map((control) => control.boundingBox()));
    const before = await where();
    // The script of "See it on a wall" comes after the dialog has opened, ready for the scene.
    await sceneScript;
    await page.waitForLoadState("networkidle");
    expect(await where()).toEqual(before);
    await dialog(page).locator("summary", { hasText: "See it on a wall" }).click();
    await expect(dialog(page).locator("details figure")).toBeVisible();
  });

  test("a horizontal swipe moves to the next and previous work; a vertical one does not", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "a touch screen");
    await gotoHydrated(page, viewedPage.path);
    await openWork(page, first.title);
    const entries = await page.evaluate(() => history.length);
    // The painting shown, whichever work it is.
    const drag = (dx: number, dy: number) => swipe(dialog(page).getByRole("img").first(), dx, dy);

    await drag(-160, 8);
    await expect(page.getByRole("dialog", { name: second.title })).toBeVisible();
    await expect(page).toHaveURL(workPath(second));
    await drag(160, -8);
    await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
    await expect(page).toHaveURL(workPath(first));
    // Scrolling the dialog is no swipe.
    await drag(-20, -200);
    await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
    // Each move replaced the dialog's entry.
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test(
    "pinch-zoom is never blocked: not by the viewport, not on the dialog; on the painting, it opens the painting's zoom",
    once,
    async ({ page }) => {
      await gotoHydrated(page, viewedPage.path);
      const viewport = (await page.locator('meta[name="viewport"]').getAttribute("content")) ?? "";
      expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
      await openWork(page, first.title);
      // A pinch on the painting is its zoom's (zoom.spec.ts): from the box around it up to the dialog.
      const photo = dialog(page).getByRole("img", { name: first.title }).locator("xpath=ancestor::div[1]/..");
      // Every box from there up to the dialog lets the browser pinch-zoom.
      const actions = await photo.evaluate((img) => {
        const found: string[] = [];
        for (let node: Element | null = img; node && node.tagName !== "DIALOG"; node = node.parentElement)
          found.push(getComputedStyle(node).touchAction);
        return found;
      });
      for (const action of actions) expect(action).toMatch(/^(auto|manipulation|.*pinch-zoom.*)$/);
    },
  );
});

/** A work with more photographs than its painting, and its second. */
const withViews = allWorks.find((work) => (work.views?.length ?? 0) > 0);
const otherView = withViews?.views?.[0];

test.describe("another photograph", () => {
  test("View full size shows another photograph of a work at its largest, pannable, and closes back to the dialog", async ({
    page,
  }) => {
    test.skip(!withViews || !otherView, "no work has more photographs");
    if (!withViews || !otherView) return;
    const first = withViews;
    await gotoHydrated(page, listPageOf(first));
    await openWork(page, first.title);
    // The painting has its zoom (zoom.spec.ts); another photograph is shown full size.
    await dialog(page)
      .getByRole("button", { name: `Photograph 2 of ${(first.views?.length ?? 0) + 1}: ${otherView.alt}` })
      .click();
    const opener = dialog(page).getByRole("button", { name: "View full size" });
    await opener.click();
    const full = page.getByRole("dialog", { name: `${first.title}, full size` });
    await expect(full).toBeVisible();
    await expect(full.getByRole("button", { name: "Close full size" })).toBeFocused();

    const image = full.getByRole("img", { name: otherView.alt });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const { drawn, largest, natural } = await image.evaluate((img: HTMLImageElement) => {
      const source = img.parentElement?.querySelector("source")?.srcset ?? "";
      const widths = [...source.matchAll(/\s(\d+)w/g)].map(([, width]) => Number(width));
      return {
        drawn: img.getBoundingClientRect().width,
        largest: Math.max(...widths),
        natural: img.naturalWidth,
      };
    });
    // The largest file the build made, one image pixel to one CSS pixel.
    expect(drawn).toBe(largest);
    expect(natural).toBeGreaterThanOrEqual(Math.min(largest, 1440) / 3);

    // Where it is larger than the screen, it pans; where it is not, it sits in the middle.
    const scroll = () => full.evaluate((element) => ({ x: element.scrollLeft, y: element.scrollTop }));
    const screen = page.viewportSize();
    if (!screen) throw new Error("no viewport");
    const box = await image.boundingBox();
    const wide = drawn > screen.width;
    const tall = (box?.height ?? 0) > screen.height;
    expect(await full.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(wide);
    expect(await full.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(tall);
    const start = await scroll();
    if (isPhone(page)) {
      await full.evaluate((element) => element.scrollBy(-100, -100));
    } else {
      // Dragging with the mouse moves the painting under it.
      await page.mouse.move(screen.width / 2, screen.height / 2);
      await page.mouse.down();
      await page.mouse.move(screen.width / 2 + 100, screen.height / 2 + 100, { steps: 4 });
      await page.mouse.up();
    }
    const moved = await scroll();
    if (wide) expect(moved.x).toBeLessThan(start.x);
    if (tall) expect(moved.y).toBeLessThan(start.y);

    await page.keyboard.press("Escape");
    await expect(full).toBeHidden();
    await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(workPath(first));
  });
});
