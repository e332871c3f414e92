import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { Artwork } from "../../pipeline/content-types";
import { ArtworkCard } from "./artwork-card";
import { ArtworkDialog } from "./artwork-dialog";

// No work is reserved in the shipped content, so the reserved state is
// checked here with test data.

const work: Artwork<"available"> = {
  id: 99,
  title: 'Study for "Rain" & Wind',
  year: "2025",
  medium: "Oil stick on paper",
  dimensions: "40 x 32 cm",
  image: "works/99.jpg",
  slug: "study-for-rain-and-wind",
  price: "Price on request",
  status: "available",
  picture: {
    sources: { avif: "/a.avif 480w", jpeg: "/a.jpg 480w" },
    img: { src: "/a.jpg", w: 480, h: 600 },
    colours: ["#102030", "#405060", "#708090"],
  },
  zoom: { tiles: "0123456789abcdef0123", width: 480, height: 600 },
};
const reserved: Artwork<"available"> = { ...work, status: "reserved" };
const artist = { name: "Jane Doe", email: "studio@example.com" };

const card = (item: Artwork<"available">) =>
  renderToStaticMarkup(
    <ArtworkCard
      work={item}
      layout={[["", "100vw"]]}
      headingLevel="h2"
      onOpen={() => {}}
      onIntent={() => {}}
    />,
  );
const dialog = (item: Artwork<"available">) =>
  renderToStaticMarkup(
    <ArtworkDialog
      work={item}
      opening={1}
      artist={artist}
      position={{ index: 0, count: 1 }}
      announcement=""
      imageLayout={[["", "100vw"]]}
      onMove={() => {}}
      onClose={() => {}}
    />,
  );

test("a card's photograph is a link to the work's own page", () => {
  expect(card(work)).toMatch(
    /<a href="\/works\/study-for-rain-and-wind" aria-haspopup="dialog"[^>]*><span class="relative block size-full"><svg.*<\/svg><picture>/,
  );
});

test("the dialog says where the work is in its list, Previous and Next stop at the ends, and the painting has Look closer", () => {
  const html = dialog(work);
  expect(html).toContain(">1 of 1</p>");
  expect(html).toMatch(/aria-label="Previous work" aria-disabled="true"/);
  expect(html).toMatch(/aria-label="Next work" aria-disabled="true"/);
  expect(html).toMatch(/aria-haspopup="dialog"[^>]*>.*Look closer<\/button>/);
});

describe.each([
  ["card", card, "Inquire"],
  ["dialog", dialog, "Inquire About This Work"],
])("a reserved work's %s", (_, render, label) => {
  test("shows the Reserved badge and a disabled inquire button, with no form", () => {
    const html = render(reserved);
    expect(html).toContain(">Reserved</span>");
    expect(html).toMatch(new RegExp(`<button type="button" disabled="" [^>]*>${label}<`));
    expect(html).not.toContain("<form");
    expect(html).not.toContain("mailto:");
  });
});

test("an available work's card leads to the form on its page", () => {
  const html = card(work);
  expect(html).not.toContain("Reserved");
  expect(html).toMatch(
    /<a href="\/works\/study-for-rain-and-wind#inquire" [^>]*>Inquire<span class="sr-only">/,
  );
  expect(html).not.toContain('disabled=""');
});

test("in the dialog, Inquire About This Work opens a form about the work, with its e-mail the other way", () => {
  const html = dialog(work);
  expect(html).toMatch(/<details[^>]*><summary [^>]*>Inquire About This Work<\/summary>/);
  const form = /<form [^>]*>/.exec(html)?.[0];
  for (const attribute of [
    'action="/inquiry/sent"',
    'method="post"',
    'name="inquiry"',
    'data-netlify="true"',
  ]) {
    expect(form).toContain(attribute);
  }
  expect(html).toContain(
    '<input type="hidden" name="work" value="&quot;Study for &quot;Rain&quot; &amp; Wind&quot; (2025)"/>',
  );
  expect(html).toContain(
    'href="mailto:studio@example.com?subject=Inquiry%20about%20%22Study%20for%20%22Rain%22%20%26%20Wind%22&amp;body=',
  );
});

describe.each([
  ["card", card],
  ["dialog", dialog],
])("a sold work's %s", (_, render) => {
  test("says Sold, and shows neither its price nor a way to inquire", () => {
    const html = render({ ...work, price: 4800, status: "sold" });
    expect(html).toMatch(/<\/span>Sold<\/span>/);
    expect(html).not.toContain("AUD 4,800");
    expect(html).not.toContain("Inquire");
    expect(html).not.toContain("mailto:");
  });
});

test("a price in dollars shows in the site's format, in the card and the dialog", () => {
  for (const html of [card({ ...work, price: 12000 }), dialog({ ...work, price: 12000 })]) {
    expect(html).toContain(">AUD 12,000<");
  }
});

describe("a very wide painting (3:1)", () => {
  const wide: Artwork<"available"> = {
    ...work,
    picture: {
      sources: { avif: "/wide-1440.avif 1440w", jpeg: "/wide-1080.jpg 1080w" },
      img: { src: "/wide-1080.jpg", w: 1080, h: 360 },
      colours: ["#aa0000", "#00aa00", "#0000aa"],
    },
    thumbnail: {
      sources: { avif: "/wide-cut-480.avif 480w", jpeg: "/wide-cut-480.jpg 480w" },
      img: { src: "/wide-cut-480.jpg", w: 480, h: 600 },
      colours: ["#aa0000", "#00aa00", "#0000aa"],
    },
  };

  test("is a 4:5 thumbnail in the lists, cut from it at build time", () => {
    const html = card(wide);
    expect(html).toContain('srcSet="/wide-cut-480.avif 480w"');
    expect(html).toContain('width="480" height="600"');
    expect(html).toMatch(/class="relative aspect-4\/5 w-full object-cover/);
    expect(html).not.toContain("/wide-1440.avif");
    // Over its colours, top to bottom, with no stylesheet to wait for: named by the work, as two
    // works of a list may share one photograph.
    expect(html).toMatch(
      /<linearGradient id="colours-thumbnail-study-for-rain-and-wind" x2="0" y2="1"><stop offset="0" stop-color="#aa0000">/,
    );
    expect(html).toContain('fill="url(#colours-thumbnail-study-for-rain-and-wind)"');
  });

  test("is whole in the dialog, in its own proportions, fetched no wider than it is drawn", () => {
    const html = dialog(wide);
    expect(html).toContain('srcSet="/wide-1440.avif 1440w" sizes="min(100vw, 225vh)"');
    expect(html).toContain('width="1080" height="360"');
    // Its box is its colours' SVG, in the painting's proportions before the photograph arrives.
    expect(html).toMatch(
      /<span class="painting-frame"><svg aria-hidden="true" focusable="false" width="1080" height="360" viewBox="0 0 1080 360">/,
    );
    expect(html).toMatch(/class="absolute inset-0 size-full object-cover"/);
    expect(html).not.toContain("/wide-cut-480");
  });
});
