// How every page presents itself to search engines and link previews: the
// head, the structured data, the share images, the sitemap and robots file,
// the icons and manifest, and the validity of the HTML itself.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import sharp from "sharp";
import { parseDimensions } from "../app/lib/dimensions.ts";
import { exhibitionPath, workPath } from "../app/lib/pages.ts";
import {
  allWorks,
  career,
  content,
  expect,
  listed,
  lists,
  literally,
  pages,
  pagesOf,
  seriesPages,
  test,
} from "./fixtures";
import { buildDir, siteURL } from "./servers";

const { site } = content;
const origin = site.siteUrl;

/** The page's head: meta tags by name or property, the canonical link, and the JSON-LD. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll("meta")) {
      const key = tag.getAttribute("property") ?? tag.getAttribute("name");
      if (key) meta[key] = tag.content;
    }
    return {
      lang: document.documentElement.lang,
      title: document.title,
      meta,
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ""),
      ),
    };
  });

/** The site's own address for a URL on the published origin, to fetch it from the test server. */
const local = (url: string) => siteURL + new URL(url).pathname;

test("every page has its own title, description, canonical address and link preview", async ({
  page,
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path: pagePath } of pages) {
    await page.goto(pagePath);
    const head = await headOf(page);
    titles.add(head.title);
    descriptions.add(head.meta.description ?? "");
    expect(head.lang).toBe("en-AU");
    expect(head.meta["theme-color"]).toMatch(/^#[0-9a-f]{6}$/);
    const url = new URL(pagePath, `${origin}/`).href;
    expect(head.canonical).toBe(url);
    expect(head.meta).toMatchObject({
      "og:url": url,
      "og:title": head.title,
      "og:description": head.meta.description,
      "og:type": pagePath === "/" ? "profile" : "website",
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
    });
    expect(head.meta["og:image:alt"]).toContain(site.artist.name);
    // The share image: on the site's origin, a 1200 x 630 JPEG under 300 KB.
    const image = head.meta["og:image"] ?? "";
    expect(image.startsWith(`${origin}/assets/share-`)).toBe(true);
    const response = await request.get(local(image));
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const body = await response.body();
    expect(body.length).toBeLessThan(300 * 1024);
    expect(await sharp(body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test("Home describes the artist as a Person on a ProfilePage", async ({ page }) => {
  await page.goto("/");
  const [profile] = (await headOf(page)).jsonLd;
  expect(profile).toMatchObject({
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    mainEntity: {
      "@type": "Person",
      name: site.artist.name,
      jobTitle: site.artist.role,
      address: { "@type": "PostalAddress", addressLocality: site.artist.city },
      sameAs: [site.artist.social.url],
    },
  });
  // The portrait's JPEG, named after its file: content/images/portrait.jpg is /assets/portrait-<hash>.jpg.
  const portrait = encodeURIComponent(path.parse(site.artist.portrait.image).name);
  expect(profile.mainEntity.image).toMatch(
    new RegExp(`^${literally(origin)}/assets/${literally(portrait)}-[\\w-]+\\.jpg$`),
  );
});

for (const list of ["gallery", "available"] as const) {
  test(`/${list} lists its works as VisualArtworks, in order, with their details, page by page`, async ({
    page,
    request,
  }) => {
    for (const listPage of pagesOf(list)) {
      await page.goto(listPage.path);
      const [itemList] = (await headOf(page)).jsonLd;
      expect(itemList["@type"]).toBe("ItemList");
      // This page's works, at their places in the whole list.
      expect(itemList.numberOfItems).toBe(lists[list].length);
      const offset = (listPage.number - 1) * listed[list].perPage;
      expect(itemList.itemListElement.map((element: { position: number }) => element.position)).toEqual(
        listPage.works.map((_, index) => offset + index + 1),
      );
      const items = itemList.itemListElement.map(
        (element: { item: Record<string, unknown> }) => element.item,
      );
      expect(items.map((item: { name: string }) => item.name)).toEqual(
        listPage.works.map((work) => work.title),
      );
      for (const [index, work] of listPage.works.entries()) {
        const item = items[index];
        const size = parseDimensions(work.dimensions);
        if (!size) throw new Error(`${work.title}: dimensions`);
        const unitCode = { cm: "CMT", mm: "MMT", in: "INH" }[size.unit];
        // "Oil on linen": the medium, and the surface it is on (the last " on ").
        const on = work.medium.lastIndexOf(" on ");
        expect(item).toMatchObject({
          "@type": "VisualArtwork",
          name: work.title,
          dateCreated: work.year,
          artMedium: on === -1 ? work.medium : work.medium.slice(0, on),
          height: { "@type": "QuantitativeValue", value: size.height, unitCode },
          width: { "@type": "QuantitativeValue", value: size.width, unitCode },
          creator: { "@type": "Person", name: site.artist.name },
        });
        if (on !== -1) expect(item.artworkSurface).toBe(work.medium.slice(on + " on ".length));
        // Offered when it can be bought, with its price when it is an amount; never a gallery,
        // reserved or sold work.
        if (!("status" in work) || work.status !== "available") expect(item.offers).toBeUndefined();
        else
          expect(item.offers).toEqual({
            "@type": "Offer",
            availability: "https://schema.org/InStock",
            url: `${origin}${listPage.path}`,
            ...(typeof work.price === "number" && { price: work.price, priceCurrency: "AUD" }),
          });
      }
      const [first] = items;
      if (first) expect((await request.get(local(first.image))).ok()).toBe(true);
    }
  });
}

test("the sitemap lists the four pages, the lists' further pages, every work's page, the exhibitions' and the series' pages at their canonical addresses, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? "");
  const further = [...pagesOf("gallery"), ...pagesOf("available")].filter((listPage) => listPage.number > 1);
  const paths = [
    ...pages.map(({ path: pagePath }) => pagePath),
    ...further.map((listPage) => listPage.path),
    ...[...lists.gallery, ...lists.available].map((work) => workPath(work)),
    ...career.exhibitions.map((exhibition) => exhibitionPath(exhibition)),
    ...seriesPages.map((seriesPage) => seriesPage.path),
  ];
  expect(locations).toEqual(paths.map((pagePath) => new URL(pagePath, `${origin}/`).href));
  // Each one is a page of the site.
  for (const location of locations) expect((await request.get(local(location))).status()).toBe(200);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
});

test.describe("the not-found page", () => {
  test.use({ expectedConsoleErrors: /404/ });
  test("is kept out of search results", async ({ page }) => {
    await page.goto("/no-such-page");
    const head = await headOf(page);
    expect(head.meta.robots).toBe("noindex");
    expect(head.canonical).toBeUndefined();
  });
});

test("icons and the web app manifest are served, in their sizes", async ({ page, request }) => {
  await page.goto("/");
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ short_name: site.artist.name, start_url: "/", theme_color: "#fbfaf8" });
  const pngs = [
    ...manifest.icons.filter((icon: { type: string }) => icon.type === "image/png"),
    { src: await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"), sizes: "180x180" },
    { src: await page.locator('link[rel="icon"][type="image/png"]').getAttribute("href"), sizes: "32x32" },
  ];
  expect(pngs).toHaveLength(4);
  for (const { src, sizes } of pngs) {
    const [width, height] = sizes.split("x").map(Number);
    expect(await sharp(await (await request.get(src)).body()).metadata()).toMatchObject({
      format: "png",
      width,
      height,
    });
  }
  const ico = await (await request.get("/favicon.ico")).body();
  // An icon directory (reserved 0, type 1, one image) holding a 32 x 32 PNG.
  expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
  expect(ico.subarray(22, 26).toString("latin1")).toBe("\x89PNG");
});

test("nothing is fetched from another host", async ({ page }) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(siteURL)) elsewhere.push(request.url());
  });
  for (const { path: pagePath } of pages) {
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
  }
  expect(elsewhere).toEqual([]);
});

test("every built page is valid HTML", async () => {
  // .htmlvalidate.json: the standard and document rules. Subresource integrity is not required:
  // every file comes from the site itself, not from a host that could alter it.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const dir = path.join(buildDir, "client");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  // The four pages, the lists' further pages, the not-found page, one page per work, the
  // exhibitions' and the series' pages, and the editor's if site.yaml has it.
  const further = [...pagesOf("gallery"), ...pagesOf("available")].filter((listPage) => listPage.number > 1);
  expect(files).toHaveLength(
    5 +
      further.length +
      allWorks.length +
      career.exhibitions.length +
      seriesPages.length +
      (site.editor ? 1 : 0),
  );
  for (const file of files) {
    const report = await validator.validateFile(path.join(dir, file));
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${file}:${message.line}: ${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  }
});
