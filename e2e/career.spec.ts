// Exhibitions and series: their pages, Home's CV links, a work's record, and the Gallery's choice
// of series. Every expectation comes from the content under test: the sample has neither, the
// second catalogue both (e2e/catalogue/README.md).
import { exhibitionDates, hasPage } from "../app/lib/career.ts";
import { exhibitionPath, pages, seriesPath, workPath } from "../app/lib/pages.ts";
import { listPagePath, pageCount } from "../app/lib/paging.ts";
import {
  allWorks,
  anyWidth,
  cardsOfList,
  career,
  content,
  expect,
  expectNoViolations,
  gotoHydrated,
  isPhone,
  listed,
  photoRatio,
  swipe,
  test,
  workCard,
} from "./fixtures";

const { exhibitions, series } = career;
const byId = new Map(allWorks.map((work) => [work.id, work]));

for (const exhibition of exhibitions) {
  const path = exhibitionPath(exhibition);
  const works = (exhibition.works ?? []).map((id) => byId.get(id));

  test(`${path}: what it was, where and when, its text, its photographs whole, and its works leading to their own`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(exhibition.title);
    for (const fact of [
      exhibition.kind,
      exhibition.venue,
      exhibitionDates(exhibition),
      ...(exhibition.text ?? []),
    ])
      await expect(main).toContainText(fact);
    if (exhibition.link)
      await expect(main.getByRole("link", { name: /opens in a new tab/ })).toHaveAttribute(
        "href",
        exhibition.link,
      );
    // Each installation photograph whole, in its own proportions.
    for (const view of exhibition.views ?? []) {
      const photograph = main.getByRole("img", { name: view.alt, exact: true });
      await photograph.scrollIntoViewIfNeeded();
      await expect(photograph).toHaveJSProperty("complete", true);
      const box = await photograph.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1), view.alt).toBeCloseTo(await photoRatio(view.image), 1);
    }
    // The works as the lists' cards, in the exhibition's order, each a link to its page.
    const cards = main.locator("a[aria-haspopup=dialog][href^='/works/']");
    await expect(cards).toHaveCount(works.length);
    for (const [index, work] of works.entries())
      await expect(cards.nth(index)).toHaveAttribute("href", workPath(work ?? { slug: "" }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );
  });

  test(
    `${path}: an ExhibitionEvent for search engines, with its own share image`,
    anyWidth,
    async ({ page }) => {
      await page.goto(path);
      const events = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
      const event = events.find((data) => data["@type"] === "ExhibitionEvent");
      expect(event).toMatchObject({
        name: exhibition.title,
        url: new URL(path, `${content.site.siteUrl}/`).href,
        startDate: exhibition.opens ?? exhibition.year,
        location: { "@type": "Place", name: exhibition.venue },
      });
      if (exhibition.closes) expect(event.endDate).toBe(exhibition.closes);
      expect(event.workFeatured?.map((work: { name: string }) => work.name) ?? []).toEqual(
        works.map((work) => work?.title),
      );
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image).toMatch(/\.jpg$/);
      // An installation photograph when there is one, else a work's.
      const alt = await page.locator('meta[property="og:image:alt"]').getAttribute("content");
      if (exhibition.views?.[0]) expect(alt).toBe(exhibition.views[0].alt);
    },
  );

  test(`${path} has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, path);
    await expectNoViolations(page);
  });
}

const withViews = exhibitions.find((exhibition) => (exhibition.views?.length ?? 0) > 1);
test("installation photographs open in the viewer: Previous and Next by buttons, keys and swipe, and full size", async ({
  page,
}) => {
  test.skip(!withViews, "no exhibition with more than one installation photograph");
  const views = withViews?.views ?? [];
  const [first, second] = views;
  if (!withViews || !first || !second) return;
  await gotoHydrated(page, exhibitionPath(withViews));
  await page.getByRole("link", { name: first.alt, exact: true }).click();
  const viewer = page.getByRole("dialog", { name: `${withViews.title}: installation photographs` });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`1 of ${views.length}`);
  await expect(viewer.getByRole("img", { name: first.alt })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Previous photograph" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText(`2 of ${views.length}`);
  await expect(viewer.getByRole("img", { name: second.alt })).toBeVisible();
  if (isPhone(page)) {
    await swipe(viewer.getByRole("img", { name: second.alt }), 200, 0);
  } else {
    await viewer.getByRole("button", { name: "Previous photograph" }).click();
  }
  await expect(viewer).toContainText(`1 of ${views.length}`);
  await viewer.getByRole("button", { name: "View full size" }).click();
  const full = page.getByRole("dialog", { name: `${withViews.title}, full size` });
  await expect(full).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(full).toBeHidden();
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test(
  "without JavaScript, an installation photograph leads to its largest file",
  anyWidth,
  async ({ browser }) => {
    test.skip(!withViews, "no exhibition with installation photographs");
    const [first] = withViews?.views ?? [];
    if (!withViews || !first) return;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(exhibitionPath(withViews));
    const href = await page.getByRole("link", { name: first.alt, exact: true }).getAttribute("href");
    expect(href).toMatch(/\.jpg$/);
    const response = await page.request.get(href ?? "");
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    await context.close();
  },
);

test(
  "Home's CV links each exhibition that has a page, and leaves the others as lines",
  anyWidth,
  async ({ page }) => {
    test.skip(content.cv.exhibitions.length === 0, "the CV lists no exhibitions");
    await page.goto(pages.home.path);
    const cv = page.locator("#cv");
    for (const exhibition of content.cv.exhibitions) {
      const link = cv.getByRole("link", { name: exhibition.title, exact: true });
      if (hasPage(exhibition)) await expect(link).toHaveAttribute("href", exhibitionPath(exhibition));
      else await expect(link).toHaveCount(0);
    }
  },
);

test(
  "a work's page names its series and the exhibitions it hung in, each linked",
  anyWidth,
  async ({ page }) => {
    const recorded = allWorks.filter(
      (work) =>
        work.series !== undefined || exhibitions.some((exhibition) => exhibition.works?.includes(work.id)),
    );
    test.skip(recorded.length === 0, "no work is in a series or an exhibition");
    for (const work of recorded) {
      await page.goto(workPath(work));
      const main = page.getByRole("main");
      const inSeries = series.find((one) => one.name === work.series);
      await expect(main.getByRole("term").filter({ hasText: /^Series$/ })).toHaveCount(inSeries ? 1 : 0);
      if (inSeries)
        await expect(main.getByRole("link", { name: inSeries.name, exact: true })).toHaveAttribute(
          "href",
          seriesPath(inSeries),
        );
      for (const exhibition of exhibitions.filter((one) => one.works?.includes(work.id))) {
        await expect(main).toContainText(`${exhibition.title}, ${exhibition.venue}, ${exhibition.year}`);
        await expect(main.getByRole("link", { name: exhibition.title, exact: true })).toHaveAttribute(
          "href",
          exhibitionPath(exhibition),
        );
      }
    }
  },
);

for (const one of series) {
  const path = seriesPath(one);
  test(`${path}: the series' works over its pages, in works.yaml's order, each marked as in the lists`, async ({
    page,
  }) => {
    const cards = await cardsOfList(page, path, one.name);
    expect(cards).toEqual(one.works.map((work) => ({ title: work.title, href: workPath(work) })));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(one.name);
    // A sold or reserved work shows its badge, as it does in the lists; one for sale its price.
    for (const work of one.works.slice(0, listed.gallery.perPage)) {
      const card = page.getByRole("listitem").filter({ has: workCard(page, work.title) });
      const status = "status" in work ? work.status : undefined;
      if (status === "sold") await expect(card).toContainText("Sold");
      if (status === "reserved") await expect(card).toContainText("Reserved");
      if (status === "available") await expect(card.getByRole("link", { name: /^Inquire/ })).toHaveCount(1);
    }
  });

  test(`${path} has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, path);
    await expectNoViolations(page);
  });
}

const longSeries = series.find((one) => one.works.length > listed.gallery.perPage);
test(
  "a series' viewer moves on past the page's works to the next page's, in the series",
  anyWidth,
  async ({ page }) => {
    test.skip(!longSeries, "no series runs over more than one page");
    if (!longSeries) return;
    const perPage = listed.gallery.perPage;
    const last = longSeries.works[perPage - 1];
    const next = longSeries.works[perPage];
    if (!last || !next) return;
    await gotoHydrated(page, seriesPath(longSeries));
    await workCard(page, last.title).click();
    await expect(page.getByRole("dialog", { name: last.title })).toContainText(
      `${perPage} of ${longSeries.works.length}`,
    );
    await page.keyboard.press("ArrowRight");
    const dialog = page.getByRole("dialog", { name: next.title });
    await expect(dialog).toContainText(`${perPage + 1} of ${longSeries.works.length}`);
    await expect(page).toHaveURL(new RegExp(`${workPath(next)}$`));
  },
);

test(
  "the Gallery offers each series as links that work without JavaScript, and none without series",
  anyWidth,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pages.gallery.path);
    const choice = page.getByRole("navigation", { name: "Series" });
    if (series.length === 0) {
      await expect(choice).toHaveCount(0);
      await context.close();
      return;
    }
    const links = choice.getByRole("link");
    await expect(links).toHaveText(["All works", ...series.map((one) => one.name)]);
    await expect(choice.getByRole("link", { name: "All works" })).toHaveAttribute("aria-current", "page");
    const [first] = series;
    if (!first) return;
    await choice.getByRole("link", { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${seriesPath(first)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
    await expect(
      page.getByRole("navigation", { name: "Series" }).getByRole("link", { name: first.name, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    // Its further pages are its own, under its address.
    if (pageCount(first.works.length, listed.gallery.perPage) > 1)
      await expect(
        page
          .getByRole("navigation", { name: `${first.name} pages` })
          .locator(`a[href="${listPagePath(seriesPath(first), 2)}"]`),
      ).not.toHaveCount(0);
    await context.close();
  },
);
