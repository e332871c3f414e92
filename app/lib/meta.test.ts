import { describe, expect, test } from "vitest";
import type { Artwork } from "../../pipeline/content-types";
import { artworkSize, mediumAndSurface, pageMeta, visualArtwork } from "./meta";

const site = {
  siteUrl: "https://www.example.com",
  artist: {
    name: "Test Artist",
    role: "Abstract Painter",
    email: "studio@example.com",
    city: "Sydney",
    social: { label: "Instagram", url: "https://www.instagram.com/test" },
  },
};
const work: Artwork<"gallery"> = {
  id: 1,
  title: "Low Tide",
  year: "2025",
  medium: "Oil and oil stick on linen",
  dimensions: "76 x 61 cm",
  image: "works/01.jpg",
  slug: "low-tide",
  picture: { sources: {}, img: { src: "/assets/01.jpg", w: 4, h: 5 }, colours: [] },
  zoom: { tiles: "0123456789abcdef0123", width: 1200, height: 1500 },
};
const forSale: Artwork<"available"> = { ...work, price: "Price on request", status: "available" };

describe("artworkSize", () => {
  test("reads height, then width, then depth, in centimetres whatever the unit", () => {
    expect(artworkSize("160 x 110 cm")).toEqual({
      height: { "@type": "QuantitativeValue", value: 160, unitCode: "CMT" },
      width: { "@type": "QuantitativeValue", value: 110, unitCode: "CMT" },
      depth: undefined,
    });
    expect(artworkSize("30.5x20x4 in")).toEqual({
      height: { "@type": "QuantitativeValue", value: 77.47, unitCode: "CMT" },
      width: { "@type": "QuantitativeValue", value: 50.8, unitCode: "CMT" },
      depth: { "@type": "QuantitativeValue", value: 10.16, unitCode: "CMT" },
    });
    expect(artworkSize("1234 x 5 mm")?.height).toEqual({
      "@type": "QuantitativeValue",
      value: 123.4,
      unitCode: "CMT",
    });
  });
  test("gives nothing for text it cannot read", () => {
    expect(artworkSize("about a metre square")).toBeNull();
  });
});

test("splits a medium from the surface it is on, at the last ' on '", () => {
  expect(mediumAndSurface("Synthetic polymer paint, oil and wood shavings on canvas")).toEqual({
    artMedium: "Synthetic polymer paint, oil and wood shavings",
    artworkSurface: "canvas",
  });
  expect(mediumAndSurface("Oil on paper on board")).toEqual({
    artMedium: "Oil on paper",
    artworkSurface: "board",
  });
  expect(mediumAndSurface("Bronze")).toEqual({ artMedium: "Bronze" });
});

describe("visualArtwork", () => {
  test("gives absolute addresses and credits the artist", () => {
    expect(visualArtwork(site, work)).toMatchObject({
      "@type": "VisualArtwork",
      name: "Low Tide",
      image: "https://www.example.com/assets/01.jpg",
      dateCreated: "2025",
      artMedium: "Oil and oil stick",
      artworkSurface: "linen",
      creator: { "@type": "Person", "@id": "https://www.example.com/#artist", name: "Test Artist" },
    });
  });
  test("offers a work for sale without a price, and never a reserved or gallery work", () => {
    expect(visualArtwork(site, forSale).offers).toEqual({
      "@type": "Offer",
      availability: "https://schema.org/InStock",
      url: "https://www.example.com/works/low-tide",
    });
    expect(visualArtwork(site, { ...forSale, status: "reserved" })).not.toHaveProperty("offers");
    expect(visualArtwork(site, work)).not.toHaveProperty("offers");
  });
  test("gives a price in dollars to the offer, and offers no sold work", () => {
    expect(visualArtwork(site, { ...forSale, price: 4800 }).offers).toMatchObject({
      price: 4800,
      priceCurrency: "AUD",
    });
    expect(visualArtwork(site, { ...forSale, price: 4800, status: "sold" })).not.toHaveProperty("offers");
  });
});

test("a page's tags: its title after the name, absolute canonical and share image addresses", () => {
  const tags = pageMeta(
    { ...site, ready: true },
    {
      title: "Gallery",
      description: "The works.",
      path: "/gallery",
      image: {
        src: "/assets/share-gallery.jpg",
        alt: "The name beside a painting",
        width: 1200,
        height: 630,
      },
      structuredData: [{ "@context": "https://schema.org", "@type": "Thing" }],
    },
  );
  expect(tags).toContainEqual({ title: "Gallery | Test Artist" });
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/gallery" });
  expect(tags).toContainEqual({
    property: "og:image",
    content: "https://www.example.com/assets/share-gallery.jpg",
  });
  expect(tags).toContainEqual({ "script:ld+json": { "@context": "https://schema.org", "@type": "Thing" } });
  const home = pageMeta(
    { ...site, ready: true },
    {
      title: null,
      description: "",
      path: "/",
      image: { src: "/s.jpg", alt: "", width: 1200, height: 630 },
    },
  );
  expect(home).toContainEqual({ title: "Test Artist | Abstract Painter, Sydney" });
  expect(home).toContainEqual({ property: "og:type", content: "profile" });
  expect(home.filter((tag) => "name" in tag && tag.name === "robots")).toEqual([]);
});

test("a site not yet ready asks search engines to leave every page out; a page's own word comes first", () => {
  const page = {
    title: "Gallery",
    description: "",
    path: "/gallery",
    image: { src: "/s.jpg", alt: "", width: 1200, height: 630 },
  };
  const robots = (tags: ReturnType<typeof pageMeta>) =>
    tags.filter((tag) => "name" in tag && tag.name === "robots");
  expect(robots(pageMeta({ ...site, ready: false }, page))).toEqual([{ name: "robots", content: "noindex" }]);
  expect(robots(pageMeta({ ...site, ready: false }, { ...page, robots: "noindex, nofollow" }))).toEqual([
    { name: "robots", content: "noindex, nofollow" },
  ]);
  expect(robots(pageMeta({ ...site, ready: true }, { ...page, robots: "noindex, nofollow" }))).toEqual([
    { name: "robots", content: "noindex, nofollow" },
  ]);
});
