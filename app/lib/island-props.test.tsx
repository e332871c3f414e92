import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { footerProps, menuTexts } from "./island-props";

// Where site.yaml's textsLink puts Texts and press (pipeline/catalogue.ts leaves it undefined
// without texts): the footer's and the top bar's links, drawn from their props.

const artist = {
  name: "A. Painter",
  role: "Painter",
  city: "Hobart",
  email: "a@example.org",
  social: { label: "Instagram", url: "https://instagram.com/a" },
};
/** The addresses a piece of HTML links, in order. */
const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);

test("linked from the footer, Texts and press is the footer's and not the top bar's", () => {
  const site = { artist, textsLink: "footer" as const };
  expect(links(renderToStaticMarkup(<SiteFooter {...footerProps(site)} />))).toContain("/texts");
  expect(
    links(renderToStaticMarkup(<SiteHeader path="/" artist={artist} {...menuTexts(site)} />)),
  ).not.toContain("/texts");
});

test("linked from the menu, Texts and press is in the top bar before Contact, and not in the footer", () => {
  const site = { artist, textsLink: "menu" as const };
  const bar = links(renderToStaticMarkup(<SiteHeader path="/" artist={artist} {...menuTexts(site)} />));
  expect(bar).toContain("/texts");
  expect(bar.indexOf("/texts")).toBe(bar.indexOf("/contact") - 1);
  expect(links(renderToStaticMarkup(<SiteFooter {...footerProps(site)} />))).not.toContain("/texts");
});

test("without texts (no textsLink), neither links it", () => {
  const site: { artist: typeof artist; textsLink?: "footer" | "menu" } = { artist };
  expect(links(renderToStaticMarkup(<SiteFooter {...footerProps(site)} />))).not.toContain("/texts");
  expect(
    links(renderToStaticMarkup(<SiteHeader path="/" artist={artist} {...menuTexts(site)} />)),
  ).not.toContain("/texts");
});
