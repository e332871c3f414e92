// The built site (build/, or BUILD_DIR), read as files: each page's HTML parsed as a browser parses
// it (jsdom, whose parser is parse5, the HTML standard's algorithm) into the document a browser
// starts from, before any script; and every file's bytes as a server sends them. What can be read this way is checked here, in the unit runner;
// the browser suite keeps what only a browser shows.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildDir } from "../servers.ts";

// Required rather than imported: the browser suite reads built pages too (e2e/editor.spec.ts), and
// under Playwright's module loader an import of jsdom fails to link one of its ES modules.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as typeof import("jsdom");

/** A build (build/, or another's folder) read as files. */
export function readBuild(dir: string) {
  /** The folder a host publishes. */
  const client = path.join(dir, "client");

  /** The built file behind an address of the site: "/" is index.html, "/gallery" gallery.html, an asset itself. */
  function fileOf(address: string) {
    // "/assets/%C3%89t%C3%A9%202-….avif" is the file "Été 2-….avif".
    const pathname = decodeURIComponent(new URL(address, "http://site").pathname);
    const name = pathname === "/" ? "index.html" : pathname.slice(1);
    const file = path.join(client, existsSync(path.join(client, `${name}.html`)) ? `${name}.html` : name);
    if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`No built file for ${address}`);
    return file;
  }

  /** Whether the build has a file for an address. */
  const isBuilt = (address: string) => {
    try {
      return fileOf(address) !== "";
    } catch {
      return false;
    }
  };

  /** Bytes of a file as sent to a browser that accepts Brotli: its .br copy when the build made one. */
  function sentBytes(address: string) {
    const file = fileOf(address);
    return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  }

  const documents = new Map<string, Document>();

  /** The page at an address, parsed as a browser parses it. */
  function pageAt(address: string): Document {
    const file = fileOf(address);
    let document = documents.get(file);
    if (!document) {
      // No script runs and nothing is fetched: jsdom's defaults.
      document = new JSDOM(readFileSync(file, "utf8")).window.document;
      documents.set(file, document);
    }
    return document;
  }

  /**
   * Every card of a list from its first page on, following its pager's "Next page" links as a
   * visitor without JavaScript would: each work's title and the address its card leads to.
   */
  function cardsOfList(first: string, heading: string) {
    const cards: { title: string; href: string | null }[] = [];
    for (let address: string | null = first; address; ) {
      const document = pageAt(address);
      cards.push(...cardsOf(document).map(({ title, href }) => ({ title, href })));
      address = nextPage(document, heading);
    }
    return cards;
  }

  return { client, fileOf, isBuilt, sentBytes, pageAt, cardsOfList };
}

/** The build under test. */
export const { client, fileOf, isBuilt, sentBytes, pageAt, cardsOfList } = readBuild(buildDir);

/** An element's text as it reads: its runs of white space as one space. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The texts of every element `selector` finds in `scope`. */
export const textsOf = (scope: ParentNode, selector: string) =>
  [...scope.querySelectorAll(selector)].map((element) => textOf(element));

/** The element `selector` finds in `scope`, or an error naming what is missing. */
export function one(scope: ParentNode, selector: string): Element {
  const element = scope.querySelector(selector);
  if (!element) throw new Error(`No ${selector}`);
  return element;
}

/** The page's head: meta tags by name or property, the title, the canonical link, and the JSON-LD. */
export function headOf(document: Document) {
  const meta: Record<string, string> = {};
  for (const tag of document.head.querySelectorAll("meta")) {
    const key = tag.getAttribute("property") ?? tag.getAttribute("name");
    if (key) meta[key] = tag.getAttribute("content") ?? "";
  }
  return {
    lang: document.documentElement.getAttribute("lang"),
    title: textOf(document.querySelector("title")),
    meta,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown> & { "@type": string },
    ),
  };
}

/** A card of a list (a work's photograph, title and details): its title, the address it leads to, itself. */
export type Card = { title: string; href: string | null; element: Element };

/** The cards a page's main part shows, in order (not the items of its pager). */
export const cardsOf = (document: Document): Card[] =>
  [...document.querySelectorAll("main li")]
    .filter((item) => item.querySelector(":scope > a[aria-haspopup=dialog]"))
    .map((item) => ({
      title: textOf(item.querySelector("h2, h3")),
      href: item.querySelector("a[aria-haspopup=dialog]")?.getAttribute("href") ?? null,
      element: item,
    }));

/** The address the "Next page" link of a list's pager (named "<heading> pages") leads to, if it has one. */
export function nextPage(document: Document, heading: string) {
  const pager = document.querySelector(`nav[aria-label="${heading} pages"]`);
  const next = [...(pager?.querySelectorAll("a") ?? [])].find((link) => textOf(link).startsWith("Next page"));
  return next?.getAttribute("href") ?? null;
}

/** The card of the work titled `title` on a page, or an error. */
export function cardOf(document: Document, title: string) {
  const card = cardsOf(document).find((each) => each.title === title);
  if (!card) throw new Error(`No card of "${title}"`);
  return card.element;
}
