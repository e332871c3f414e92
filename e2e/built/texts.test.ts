import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { absoluteUrl, textsPage } from "../../rules/pages";
import { allWorks, content, workPath } from "../content.ts";
import { client, pageAt } from "./site.ts";

// Texts and press, read from the built files of the content under test (CONTENT_DIR): its page,
// in order, with its links and structured data; the work pages' links back; and nothing at all
// for a site without texts.yaml.

const { texts, site } = content;
const works = new Map(allWorks.map((work) => [work.id, work]));
const textsFile = path.join(client, textsPage.file);
const expectedPlace = site.textsLink ?? "footer";

test.runIf(texts.length === 0)("a site without texts has no Texts page, link or sitemap entry", () => {
  expect(existsSync(textsFile)).toBe(false);
  expect(pageAt("/").querySelector(`a[href="${textsPage.path}"]`)).toBeNull();
  // A site not yet ready has no sitemap at all.
  const sitemap = path.join(client, "sitemap.xml");
  if (existsSync(sitemap)) expect(readFileSync(sitemap, "utf8")).not.toContain(`${textsPage.path}<`);
});

test.runIf(texts.length > 0)(
  "the Texts page lists every text newest first, each linked where it is read",
  () => {
    const document = pageAt(textsPage.path);
    expect(document.querySelector("h1")?.textContent).toBe("Texts and press");
    const items = [...document.querySelectorAll("main ol > li")];
    const dates = items.map((item) => item.querySelector("time")?.getAttribute("datetime") ?? "");
    expect(dates).toEqual(
      content.texts
        .map((text) => text.date)
        .toSorted()
        .toReversed(),
    );
    for (const item of items) {
      const text = content.texts.find((one) => one.title === item.querySelector("h2")?.textContent);
      if (!text) throw new Error(`the page shows a text texts.yaml has not: ${item.textContent}`);
      const href = item.querySelector("h2 a")?.getAttribute("href");
      expect(href).toBe(text.link ?? `/${text.pdf}`);
      if (text.pdf) expect(existsSync(path.join(client, text.pdf))).toBe(true);
      expect(item.textContent).toContain(text.author);
      expect(item.textContent).toContain(text.publication);
      expect(item.textContent).toContain(text.excerpt);
      // Her day in words, not the file's digits.
      expect(item.querySelector("time")?.textContent).not.toBe(text.date);
      const named = (text.works ?? []).map((id) => works.get(id));
      expect([...item.querySelectorAll("p a")].map((link) => link.getAttribute("href"))).toEqual(
        named.map((work) => work && workPath(work)),
      );
    }
  },
);

test.runIf(texts.length > 0)(
  "each text has its structured data: a Review of the works it names, else an Article",
  () => {
    const data = [...pageAt(textsPage.path).querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
    );
    for (const text of content.texts) {
      const found = data.find((one) => one.headline === text.title);
      expect(found, text.title).toMatchObject({
        "@type": (text.works ?? []).length > 0 ? "Review" : "Article",
        author: { "@type": "Person", name: text.author },
        publisher: { "@type": "Organization", name: text.publication },
        datePublished: text.date,
        url: absoluteUrl(site, text.link ?? `/${text.pdf}`),
      });
    }
  },
);

test.runIf(texts.length > 0)(`the Texts page is in the sitemap and linked from the ${expectedPlace}`, () => {
  expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(
    `<loc>${absoluteUrl(site, textsPage.path)}</loc>`,
  );
  const where = expectedPlace === "footer" ? "footer" : "header";
  const other = expectedPlace === "footer" ? "header" : "footer";
  const home = pageAt("/");
  expect(home.querySelector(`${where} a[href="${textsPage.path}"]`)?.textContent).toBe(textsPage.label);
  expect(home.querySelector(`${other} a[href="${textsPage.path}"]`)).toBeNull();
});

test.runIf(texts.some((text) => (text.works ?? []).length > 0))(
  "a work a text names links to the text from its page",
  () => {
    for (const text of content.texts) {
      for (const id of text.works ?? []) {
        const work = works.get(id);
        if (!work) continue;
        const document = pageAt(workPath(work));
        const row = [...document.querySelectorAll("dt")].find(
          (term) => term.textContent === "Written about in",
        );
        const links = [...(row?.nextElementSibling?.querySelectorAll("a") ?? [])];
        expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toContainEqual([
          text.title,
          text.link ?? `/${text.pdf}`,
        ]);
      }
    }
  },
);
