// How each built page presents itself to search engines and link previews: its head's tags, its
// share image, and its structured data, read from the files.
import { statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  allWorks,
  content,
  exhibitionPath,
  exhibitions,
  forSale,
  lists,
  literally,
  mainPages,
  pagesOf,
  perPage,
  photoRatio,
  series,
  seriesPath,
  workPath,
} from "../content.ts";
import { fileOf, headOf, pageAt } from "./site.ts";

const { site } = content;
const origin = site.siteUrl;
/** The published address of a path of the site. */
const published = (address: string) => new URL(address, `${origin}/`).href;
/** The built file behind a published address of the site. */
const fileAt = (url: string) => fileOf(new URL(url).pathname);

describe("the four pages", () => {
  const heads = Object.values(mainPages).map(({ path: address }) => ({
    address,
    head: headOf(pageAt(address)),
  }));

  test("each has its own title and description", () => {
    expect(new Set(heads.map(({ head }) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map(({ head }) => head.meta.description)).size).toBe(heads.length);
  });

  test.each(heads)(
    "$address has its language, canonical address and link preview",
    async ({ address, head }) => {
      expect(head.lang).toBe("en-AU");
      expect(head.meta["theme-color"]).toMatch(/^#[0-9a-f]{6}$/);
      expect(head.canonical).toBe(published(address));
      expect(head.meta).toMatchObject({
        "og:url": published(address),
        "og:title": head.title,
        "og:description": head.meta.description,
        "og:type": address === "/" ? "profile" : "website",
        "og:image:width": "1200",
        "og:image:height": "630",
        "twitter:card": "summary_large_image",
      });
      await expectADrawnCard(head);
    },
  );
});

/** A page's share image is a drawn card: on the site's origin, a 1200 x 630 JPEG under 300 KB, named with the artist. */
async function expectADrawnCard(head: ReturnType<typeof headOf>) {
  expect(head.meta).toMatchObject({ "og:image:width": "1200", "og:image:height": "630" });
  expect(head.meta["og:image:alt"]).toContain(site.artist.name);
  const image = head.meta["og:image"] ?? "";
  expect(image.startsWith(`${origin}/assets/share-`)).toBe(true);
  expect(await sharp(fileAt(image)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  expect(statSync(fileAt(image)).size).toBeLessThan(300 * 1024);
}

test.each(series.map((one) => ({ ...one, path: seriesPath(one) })))(
  "$path shares a drawn card naming its series, as the four pages do",
  async (one) => {
    const head = headOf(pageAt(one.path));
    await expectADrawnCard(head);
    expect(head.meta["og:image:alt"]).toContain(one.name);
  },
);

test("Home describes the artist as a Person on a ProfilePage", () => {
  const [profile] = headOf(pageAt(mainPages.home.path)).jsonLd;
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
  const { image } = (profile?.mainEntity ?? {}) as { image?: string };
  expect(image).toMatch(new RegExp(`^${literally(origin)}/assets/${literally(portrait)}-[\\w-]+\\.jpg$`));
  expect(fileAt(image ?? "")).toBeTruthy();
});

/** The works that can be bought: available, neither reserved nor sold. */
const forSaleIds = new Set(forSale.map((work) => work.id));

describe.each(["gallery", "available"] as const)("/%s", (list) => {
  test.each(pagesOf(list))(
    "$path lists its works at their places, each by the address of its own page",
    (page) => {
      const [itemList] = headOf(pageAt(page.path)).jsonLd as [
        { "@type": string; numberOfItems: number; itemListElement: { position: number; url: string }[] },
      ];
      expect(itemList["@type"]).toBe("ItemList");
      expect(itemList.numberOfItems).toBe(lists[list].length);
      const offset = (page.number - 1) * perPage[list];
      // Search engines' summary list: each work's record is on its page (below), not twice.
      expect(itemList.itemListElement).toEqual(
        page.works.map((work, index) => ({
          "@type": "ListItem",
          position: offset + index + 1,
          url: published(workPath(work)),
        })),
      );
    },
  );
});

describe("a work's page", () => {
  const work = content.works.gallery.at(-1) ?? content.works.available[0];
  if (!work) throw new Error("the content has no work");
  const head = headOf(pageAt(workPath(work)));

  test("presents the painting to search engines: its title, canonical address and description", () => {
    expect(head.title).toBe(`${work.title} | ${site.artist.name}`);
    expect(head.canonical).toBe(published(workPath(work)));
    expect(head.meta.description).toMatch(new RegExp(`^${literally(work.title)}, ${work.year}\\.`));
  });

  test("shares the painting itself: whole, in its own proportions, at its real size", async () => {
    const { width = 0, height = 0 } = await sharp(fileAt(head.meta["og:image"] ?? "")).metadata();
    expect([head.meta["og:image:width"], head.meta["og:image:height"]]).toEqual([
      String(width),
      String(height),
    ]);
    expect(width / height).toBeCloseTo(await photoRatio(work.image), 2);
  });
});

test.each(allWorks.map((work) => ({ ...work, path: workPath(work) })))(
  "$path is its painting's VisualArtwork for search engines, with its details",
  (work) => {
    const item: Record<string, unknown> = headOf(pageAt(work.path)).jsonLd[0] ?? {};
    // "160 x 110 cm": height and width, in centimetres whatever the unit written.
    const [, height, width, unit = ""] =
      /^([\d.]+)\s*[x×]\s*([\d.]+)(?:\s*[x×]\s*[\d.]+)?\s*(cm|mm|in)$/i.exec(work.dimensions) ?? [];
    const cm = (side = "") =>
      expect.closeTo(Number(side) * ({ cm: 1, mm: 0.1, in: 2.54 }[unit.toLowerCase()] ?? Number.NaN), 2);
    // "Oil on linen": the medium, and the surface it is on (after the last " on ").
    const on = work.medium.lastIndexOf(" on ");
    expect(item).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: work.title,
      dateCreated: work.year,
      artMedium: on === -1 ? work.medium : work.medium.slice(0, on),
      artform: "Painting",
      height: { "@type": "QuantitativeValue", value: cm(height), unitCode: "CMT" },
      width: { "@type": "QuantitativeValue", value: cm(width), unitCode: "CMT" },
      creator: { "@type": "Person", name: site.artist.name },
    });
    if (on !== -1) expect(item.artworkSurface).toBe(work.medium.slice(on + " on ".length));
    // Its inventory number, where it has one.
    expect(item.identifier).toBe(work.ref);
    // Offered when it can be bought, with its price when it is an amount; never a gallery,
    // reserved or sold work.
    const forSale = forSaleIds.has(work.id) ? (work as (typeof content.works.available)[number]) : null;
    if (!forSale) expect(item.offers).toBeUndefined();
    else
      expect(item.offers).toEqual({
        "@type": "Offer",
        availability: "https://schema.org/InStock",
        url: published(work.path),
        ...(typeof forSale.price === "number" && { price: forSale.price, priceCurrency: "AUD" }),
      });
    expect(fileAt(String(item.image))).toBeTruthy();
  },
);

test.each(exhibitions.map((exhibition) => ({ ...exhibition, path: exhibitionPath(exhibition) })))(
  "$path is an ExhibitionEvent for search engines, with its own share image, a drawn card",
  async (exhibition) => {
    const head = headOf(pageAt(exhibition.path));
    const event = head.jsonLd.find((data) => data["@type"] === "ExhibitionEvent");
    expect(event).toMatchObject({
      name: exhibition.title,
      url: published(exhibition.path),
      startDate: exhibition.opens ?? exhibition.year,
      location: { "@type": "Place", name: exhibition.venue },
    });
    if (exhibition.closes) expect(event?.endDate).toBe(exhibition.closes);
    const featured = (event?.workFeatured as { name: string }[] | undefined) ?? [];
    expect(featured.map((work) => work.name)).toEqual(
      (exhibition.works ?? []).map(
        (id) => [...lists.gallery, ...lists.available].find((work) => work.id === id)?.title,
      ),
    );
    // Its title beside an installation photograph when there is one, else a work's.
    await expectADrawnCard(head);
    expect(head.meta["og:image:alt"]).toContain(exhibition.title);
    const beside = exhibition.views?.[0] ? "a photograph of the exhibition" : "the painting";
    if (exhibition.views?.[0] || exhibition.works?.length)
      expect(head.meta["og:image:alt"]).toContain(beside);
  },
);

test("the not-found page is kept out of search results", () => {
  const head = headOf(pageAt("/404"));
  expect(head.meta.robots).toBe("noindex");
  expect(head.canonical).toBeUndefined();
});
