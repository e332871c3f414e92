// The inquiry form as the built pages carry it: beside every Inquire (a work's page, a room, and
// Contact; the viewer's is the browser suite's), labelled, limited as the servers limit it, with
// the attributes Netlify detects it by at deploy, and the mail app's e-mail as the other way; the
// privacy page linked from every footer; the thank-you page, and the page a server fills in for a
// message not sent. What each server does with a post is the HTTP suite's (e2e/http.spec.ts).
import { describe, expect, test } from "vitest";
import {
  content,
  everyPage,
  forSale,
  inquiryHref,
  mainPages,
  reserved,
  rooms,
  workPath,
} from "../content.ts";
import { pageAt, textOf } from "./site.ts";

const { site } = content;

/** The one form of a page, under `scope`. */
function formIn(scope: ParentNode) {
  const forms = scope.querySelectorAll("form");
  expect(forms).toHaveLength(1);
  return forms[0] as HTMLFormElement;
}

/** A form's field by name, with the text of the label it sits in. */
const field = (form: HTMLFormElement, name: string) => {
  const element = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  return { element, label: textOf(element?.closest("label")) };
};

/** What every inquiry form of the site is, whatever it asks about. */
function expectAnInquiryForm(form: HTMLFormElement) {
  expect(form.getAttribute("method")).toBe("post");
  expect(form.getAttribute("action")).toBe("/inquiry/sent");
  // Netlify Forms: detected by these at deploy, its submissions named by form-name.
  expect(form.getAttribute("name")).toBe("inquiry");
  expect(form.getAttribute("data-netlify")).toBe("true");
  expect(form.getAttribute("data-netlify-honeypot")).toBe("bot-field");
  expect(field(form, "form-name").element?.value).toBe("inquiry");
  // The honeypot is there, out of every visitor's sight.
  expect(field(form, "bot-field").element?.closest(".hidden")).not.toBeNull();
  for (const [name, label, type, longest] of [
    ["name", "Your name", "text", 200],
    ["email", "Your e-mail", "email", 254],
    ["message", "Message", "textarea", 5000],
  ] as const) {
    const { element, label: labelled } = field(form, name);
    expect(labelled.startsWith(label), name).toBe(true);
    expect(element?.required, name).toBe(true);
    expect(element?.maxLength, name).toBe(longest);
    expect(element?.tagName === "TEXTAREA" ? "textarea" : element?.type, name).toBe(type);
  }
  // Each input says its type: pa11y (HTML_CodeSniffer) flags a field whose autocomplete has none.
  for (const input of form.querySelectorAll("input"))
    expect(input.getAttribute("type"), input.name).toBeTruthy();
  expect(form.querySelector("button[type=submit]")?.textContent).toBe("Send");
  expect(form.querySelector('a[href="/privacy"]')).not.toBeNull();
}

test.skipIf(forSale.length === 0)(
  "a work's page asks about it, prefilled with it, its mail app's e-mail the other way",
  () => {
    for (const work of forSale) {
      const section = pageAt(workPath(work)).querySelector("main section#inquire");
      expect(section, work.title).not.toBeNull();
      const form = formIn(section as Element);
      expectAnInquiryForm(form);
      const asked = field(form, "work").element;
      expect(asked?.type).toBe("hidden");
      expect(asked?.value).toBe(`"${work.title}" (${work.year})${work.ref ? `, no. ${work.ref}` : ""}`);
      expect(field(form, "room").element?.value).toBe("");
      expect(field(form, "message").element?.value).toContain(`"${work.title}" (${work.year})`);
      // Encoded with %20, never "+", which mail apps show as it is.
      const mailto = form.querySelector('a[href^="mailto:"]')?.getAttribute("href");
      expect(mailto).toBe(inquiryHref(work));
      expect(mailto).not.toContain("+");
    }
  },
);

test.skipIf(reserved.length === 0)("a reserved work's page has no form", () => {
  for (const work of reserved) expect(pageAt(workPath(work)).querySelector("form")).toBeNull();
});

test("Contact has the form too, about nothing in particular", () => {
  const form = formIn(pageAt(mainPages.contact.path).querySelector("main") as Element);
  expectAnInquiryForm(form);
  // Every field there all the same, empty: Netlify keeps the fields of the form it detects.
  expect(field(form, "work").element?.value).toBe("");
  expect(field(form, "room").element?.value).toBe("");
  expect(field(form, "message").element?.value).toBe("");
  expect(form.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe(`mailto:${site.artist.email}`);
});

const openRooms = rooms.filter((room) => !room.closed);
describe.each(openRooms.map((room) => [room.title, room] as const))("open room %s", (_, room) => {
  const asked = (work: { title: string; year: string; ref?: string | undefined }) =>
    `"${work.title}" (${work.year})${work.ref ? `, no. ${work.ref}` : ""}`;
  const forSaleHere = room.works.filter(({ state }) => state === "available");

  test("its form names the room, and offers its works for sale to choose from", () => {
    const section = pageAt(room.path).querySelector("main section#inquire");
    // The one form of the room's own, after those about one work each (below).
    const form = formIn(section?.querySelector(":scope > div:not([id])") as Element);
    expectAnInquiryForm(form);
    expect(field(form, "room").element?.value).toBe(room.title);
    const choices = [...form.querySelectorAll("select[name=work] option")].map((option) => textOf(option));
    expect(choices[0]).toBe("Any of them");
    expect(choices.slice(1)).toEqual(forSaleHere.map(({ work }) => asked(work)));
  });

  test.skipIf(forSaleHere.length === 0)(
    "each work for sale has a form of its own, where its Inquire leads, naming the work and the room",
    () => {
      const page = pageAt(room.path);
      for (const { work } of forSaleHere) {
        const form = formIn(
          page.querySelector(`main section#inquire [id="inquire-${work.slug}"]`) as Element,
        );
        expectAnInquiryForm(form);
        expect(field(form, "work").element?.value, work.title).toBe(asked(work));
        expect(field(form, "room").element?.value, work.title).toBe(room.title);
        // Said as well as carried: she sees what she asks about.
        expect(textOf(form), work.title).toContain(
          `About ${asked(work)}, in the viewing room "${room.title}"`,
        );
        expect(field(form, "message").element?.value, work.title).toContain(`"${work.title}"`);
        expect(form.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe(
          inquiryHref(work, room.title),
        );
      }
      // None for a work not to be asked about here: sold, reserved, or not for sale.
      const others = room.works.filter(({ state }) => state !== "available");
      for (const { work } of others)
        expect(page.querySelector(`[id="inquire-${work.slug}"]`), work.title).toBeNull();
    },
  );
});

test("every page's footer links the privacy page, which says the artist's words", () => {
  for (const path of everyPage) {
    const footer = pageAt(path).querySelector("footer");
    expect(footer?.querySelector('a[href="/privacy"]')?.textContent, path).toBe("Privacy");
  }
  const main = pageAt("/privacy").querySelector("main");
  expect(textOf(main?.querySelector("h1"))).toBe("Privacy");
  // Her words first; what a viewing room records follows them where the site has rooms (e2e/built/visits.test.ts).
  const paragraphs = [...(main?.querySelectorAll("p") ?? [])].map(textOf);
  expect(paragraphs.slice(0, site.privacy.text.length)).toEqual(site.privacy.text);
});

test("the thank-you page names the artist; the page of a message not sent has the slot a server fills", () => {
  const sent = pageAt("/inquiry/sent");
  expect(textOf(sent.querySelector("h1"))).toBe("Thank you");
  expect(textOf(sent.querySelector("main"))).toContain(site.artist.name);
  expect(sent.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  const unsent = pageAt("/inquiry/unsent");
  // Empty, with the address the server's e-mail link holding her message is written to.
  expect(unsent.querySelector("#inquiry-answer")?.outerHTML).toBe(
    `<div id="inquiry-answer" data-to="${site.artist.email}"></div>`,
  );
  expect(unsent.querySelector(`main a[href="mailto:${site.artist.email}"]`)).not.toBeNull();
});
