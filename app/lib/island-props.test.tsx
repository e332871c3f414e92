import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { KindLinks } from "../../rules/pages";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { footerProps, menuKindLinks } from "./island-props";

// Where the kinds' links go (pipeline/catalogue.ts puts each in the footer or the menu, none for a
// kind without entries): the footer's and the top bar's links, drawn from their props.

const artist = {
  name: "A. Painter",
  role: "Painter",
  city: "Hobart",
  email: "a@example.org",
  social: { label: "Instagram", url: "https://instagram.com/a" },
};
const texts = { path: "/texts", label: "Texts and press" };
const awards = { path: "/awards", label: "Awards" };
/** The addresses a piece of HTML links, in order. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
const footer = (links: KindLinks) =>
  hrefs(renderToStaticMarkup(<SiteFooter {...footerProps({ artist, links })} />));
const bar = (links: KindLinks) =>
  hrefs(renderToStaticMarkup(<SiteHeader path="/" artist={artist} {...menuKindLinks({ links })} />));

test("a footer link is the footer's, after Privacy, and not the top bar's", () => {
  const links = { footer: [texts, awards], menu: [] };
  expect(footer(links)).toEqual(expect.arrayContaining(["/privacy", "/texts", "/awards"]));
  expect(footer(links).indexOf("/texts")).toBe(footer(links).indexOf("/privacy") + 1);
  expect(footer(links).indexOf("/awards")).toBe(footer(links).indexOf("/texts") + 1);
  expect(bar(links)).not.toContain("/texts");
});

test("a menu link is in the top bar before Contact, and not in the footer", () => {
  const links = { footer: [awards], menu: [texts] };
  const linked = bar(links);
  expect(linked).toContain("/texts");
  expect(linked.indexOf("/texts")).toBe(linked.indexOf("/contact") - 1);
  expect(linked).not.toContain("/awards");
  expect(footer(links)).not.toContain("/texts");
  expect(footer(links)).toContain("/awards");
});

test("with no links, neither has one, and the props carry none", () => {
  const links = { footer: [], menu: [] };
  expect(footer(links)).not.toContain("/texts");
  expect(bar(links)).not.toContain("/texts");
  expect(footerProps({ artist, links })).not.toHaveProperty("links");
  expect(menuKindLinks({ links })).toEqual({});
});
