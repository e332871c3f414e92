import type {
  ExhibitionEvent,
  ItemList,
  Person,
  ProfilePage,
  QuantitativeValue,
  Thing,
  VisualArtwork,
  WithContext,
} from "schema-dts";
import type {
  Artist,
  Artwork,
  Exhibition,
  Picture,
  Portrait,
  ShareImage,
  Site,
} from "../../pipeline/content-types";
import { inCm, parseDimensions } from "../../rules/dimensions.ts";
import { absoluteUrl, workPath } from "../../rules/pages.ts";
import { isForSale, isReserved } from "./artwork.ts";

// What a page says about itself to search engines and link previews: title,
// description, canonical address, Open Graph and Twitter card tags, and
// structured data (JSON-LD, schema.org). Addresses are absolute, built from
// `siteUrl` in content/site.yaml. schema-dts types the structured data (types alone: no code).

type HeadSite = Pick<Site, "siteUrl" | "artist">;

/** A photograph as a page's share image: its largest JPEG. */
export const shareImageOf = (picture: Picture, alt: string): ShareImage => ({
  src: picture.img.src,
  alt,
  width: picture.img.w,
  height: picture.img.h,
});

/** The artist's schema.org identity: every creator of a work points to it. */
const artistId = (site: Pick<Site, "siteUrl">) => absoluteUrl(site, "/#artist");

/** The title of a page (a work, say) in the browser's tab and history: "<title> | <artist>". */
export const pageTitle = (site: { artist: Pick<Artist, "name"> }, title: string) =>
  `${title} | ${site.artist.name}`;

/**
 * A page's tags, as React Router `meta` descriptors. `title` is null on Home. `robots` is the
 * page's own word to search engines; a site not yet ready (site.yaml) asks every page's "noindex".
 */
export function pageMeta(
  site: HeadSite & Pick<Site, "ready">,
  {
    title,
    description,
    path,
    image,
    structuredData = [],
    robots,
  }: {
    title: string | null;
    description: string;
    path: string;
    image: ShareImage;
    structuredData?: WithContext<Thing>[];
    robots?: string;
  },
) {
  const { name, role, city } = site.artist;
  const fullTitle = title ? pageTitle(site, title) : `${name} | ${role}, ${city}`;
  const url = absoluteUrl(site, path);
  const asked = robots ?? (site.ready ? undefined : "noindex");
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: title ? "website" : "profile" },
    { property: "og:site_name", content: name },
    { property: "og:locale", content: "en_AU" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(site, image.src) },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
    ...(asked ? [{ name: "robots", content: asked }] : []),
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

/** The artist, as schema.org describes a person, with the portrait's photograph. */
function person(site: HeadSite, portrait: Portrait): Person {
  const { name, role, city, social } = site.artist;
  return {
    "@type": "Person",
    "@id": artistId(site),
    name,
    jobTitle: role,
    url: absoluteUrl(site, "/"),
    image: absoluteUrl(site, portrait.picture.img.src),
    address: { "@type": "PostalAddress", addressLocality: city },
    sameAs: [social.url],
  };
}

/** Home: the artist's profile page. */
export function profilePage(site: HeadSite, portrait: Portrait): WithContext<ProfilePage> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl(site, "/"),
    mainEntity: person(site, portrait),
  };
}

/**
 * "160 x 110 cm" as schema.org sizes in centimetres, whatever the unit written: height first,
 * then width (and depth), the way artworks are measured. Null when the text is not in that form.
 */
export function artworkSize(dimensions: string) {
  const size = parseDimensions(dimensions);
  if (!size) return null;
  const cm = inCm(size);
  // To a hundredth of a centimetre: 30.5 in is 77.47 cm, not 77.46999999999999.
  const quantity = (value: number | undefined): QuantitativeValue | undefined =>
    value === undefined
      ? undefined
      : { "@type": "QuantitativeValue", value: Math.round(value * 100) / 100, unitCode: "CMT" };
  return { height: quantity(cm.height), width: quantity(cm.width), depth: quantity(cm.depth) };
}

/** "Oil and oil stick on linen": the medium, and the surface it is on. */
export function mediumAndSurface(medium: string) {
  const at = medium.lastIndexOf(" on ");
  return at === -1
    ? { artMedium: medium }
    : { artMedium: medium.slice(0, at), artworkSurface: medium.slice(at + " on ".length) };
}

/**
 * A work as a schema.org VisualArtwork, as its own page has it. A work for sale carries an Offer
 * there, with its price when the price is an amount (in AUD); a reserved or sold work is not offered.
 */
export function visualArtwork(site: HeadSite, work: Artwork): VisualArtwork {
  return {
    "@type": "VisualArtwork",
    name: work.title,
    ...(work.ref && { identifier: work.ref }),
    image: absoluteUrl(site, work.picture.img.src),
    dateCreated: work.year,
    artform: "Painting",
    ...mediumAndSurface(work.medium),
    ...artworkSize(work.dimensions),
    creator: { "@type": "Person", "@id": artistId(site), name: site.artist.name },
    ...(isForSale(work) &&
      !isReserved(work) && {
        offers: {
          "@type": "Offer",
          availability: "https://schema.org/InStock",
          url: absoluteUrl(site, workPath(work)),
          ...(typeof work.price === "number" && { price: work.price, priceCurrency: "AUD" }),
        },
      }),
  };
}

/**
 * An exhibition as a schema.org ExhibitionEvent: its days (or its year), its venue, and the works
 * that hung in it, each a VisualArtwork at its own page.
 */
export function exhibitionEvent(
  site: HeadSite,
  exhibition: Pick<Exhibition, "title" | "year" | "opens" | "closes" | "venue" | "link" | "text">,
  { path, image, works }: { path: string; image: ShareImage; works: readonly Artwork[] },
): WithContext<ExhibitionEvent> {
  return {
    "@context": "https://schema.org",
    "@type": "ExhibitionEvent",
    name: exhibition.title,
    url: absoluteUrl(site, path),
    startDate: exhibition.opens ?? exhibition.year,
    ...(exhibition.closes && { endDate: exhibition.closes }),
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: exhibition.venue, ...(exhibition.link && { url: exhibition.link }) },
    image: absoluteUrl(site, image.src),
    ...(exhibition.text && { description: exhibition.text.join(" ") }),
    ...(works.length > 0 && { workFeatured: works.map((work) => visualArtwork(site, work)) }),
  };
}

/**
 * A page's list of works, in order: all of a list, or one page of it (`offset` works into a list
 * of `count`), each at its place in the whole list, by the address of its page, where its
 * VisualArtwork is (search engines' summary list: each record once, and the page lighter).
 */
export function artworkList(
  site: HeadSite,
  works: readonly Artwork[],
  {
    name,
    path,
    offset = 0,
    count = works.length,
  }: { name: string; path: string; offset?: number; count?: number },
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: absoluteUrl(site, path),
    numberOfItems: count,
    itemListElement: works.map((work, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: absoluteUrl(site, workPath(work)),
    })),
  };
}
