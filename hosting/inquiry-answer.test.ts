import { describe, expect, test } from "vitest";
import { type Inquiry, inquiryForm } from "../rules/inquiry";
import { answerInquiry, fromAnotherSite, isInquiryType, senderOf, unsentPage } from "./inquiry-answer";

/** A page of an inquiry not sent, as the build writes it: the slot with the artist's address. */
const template = async () =>
  '<main><h1>Your message was not sent</h1><div id="inquiry-answer" data-to="studio@example.com"></div></main>';
const posted = (fields: Record<string, string>) =>
  new URLSearchParams({
    name: "Anna Lee",
    email: "anna@example.com",
    message: "Hello",
    ...fields,
  }).toString();

describe("a server's answer to the form", () => {
  test("a complete inquiry is kept, then answered with the thank-you page", async () => {
    const kept: Inquiry[] = [];
    const answer = await answerInquiry(
      posted({ work: '"Night" (2025)' }),
      async (inquiry) => {
        kept.push(inquiry);
      },
      template,
    );
    expect(answer).toMatchObject({ status: 303, location: "/inquiry/sent" });
    expect(kept).toEqual([
      { name: "Anna Lee", email: "anna@example.com", message: "Hello", work: '"Night" (2025)', room: "" },
    ]);
  });

  test("a robot's is answered the same, and kept nowhere", async () => {
    const kept: Inquiry[] = [];
    const answer = await answerInquiry(
      posted({ [inquiryForm.honeypot]: "x" }),
      async (inquiry) => {
        kept.push(inquiry);
      },
      template,
    );
    expect(answer).toMatchObject({ status: 303, location: "/inquiry/sent" });
    expect(kept).toEqual([]);
  });

  test("one it could not keep shows her message, with her mail app's e-mail holding it", async () => {
    const answer = await answerInquiry(
      posted({ message: "Is <it> available?" }),
      async () => {
        throw new Error("disk full");
      },
      template,
    );
    expect(answer.status).toBe(503);
    // Why, for the server's log.
    expect(answer.failure).toEqual(new Error("disk full"));
    expect(answer.html).toContain("The site could not keep your message just now.");
    expect(answer.html).toContain("Is &lt;it&gt; available?");
    expect(answer.html).toContain(
      'href="mailto:studio@example.com?subject=Inquiry&amp;body=Is%20%3Cit%3E%20available%3F"',
    );
  });
});

test("the page of an inquiry not sent is refused a template without its slot, naming it", () => {
  expect(() => unsentPage("<main></main>", { why: "too large" })).toThrow(
    "The page of an inquiry not sent has no element #inquiry-answer",
  );
});

test("a post refused as another site's shows why, in her words, with her message and her mail app's e-mail", () => {
  const page = unsentPage('<div id="inquiry-answer" data-to="studio@example.com"></div>', {
    why: "another site",
    inquiry: { name: "Anna", email: "anna@example.com", message: "Is <it> free?", work: "", room: "" },
  });
  expect(page).toContain(
    "This site takes messages from its own pages only, and this one was sent from another website.",
  );
  expect(page).toContain("Is &lt;it&gt; free?");
  expect(page).toContain('href="mailto:studio@example.com?subject=Inquiry&amp;body=Is%20%3Cit%3E%20free%3F"');
});

describe("a post from another site, as the browser says", () => {
  const host = "painter.example";
  const sent = (headers: Record<string, string>) => (name: string) => headers[name];

  test("its Sec-Fetch-Site: another site's, or another under the same domain, is refused", () => {
    expect(fromAnotherSite(sent({ "sec-fetch-site": "cross-site" }), host)).toBe(true);
    expect(fromAnotherSite(sent({ "sec-fetch-site": "same-site" }), host)).toBe(true);
    // A value no browser sends is no browser's word that it is hers.
    expect(fromAnotherSite(sent({ "sec-fetch-site": "same-origin, cross-site" }), host)).toBe(true);
  });

  test("its Sec-Fetch-Site: her own pages', and one she started herself, pass, whatever the Origin", () => {
    expect(fromAnotherSite(sent({ "sec-fetch-site": "same-origin", origin: `https://${host}` }), host)).toBe(
      false,
    );
    expect(fromAnotherSite(sent({ "sec-fetch-site": "none" }), host)).toBe(false);
  });

  test("where the browser sends no Sec-Fetch-Site, an Origin other than the request's own host is refused", () => {
    expect(fromAnotherSite(sent({ origin: "https://evil.example" }), host)).toBe(true);
    expect(fromAnotherSite(sent({ origin: "https://shop.painter.example" }), host)).toBe(true);
    expect(fromAnotherSite(sent({ origin: `https://${host}:8443` }), host)).toBe(true);
    // Sent from a sandboxed frame or a file, or by a page that hides where it is.
    expect(fromAnotherSite(sent({ origin: "null" }), host)).toBe(true);
    expect(fromAnotherSite(sent({ origin: "https://Painter.example" }), "PAINTER.example")).toBe(false);
    expect(fromAnotherSite(sent({ origin: `https://${host}` }), host)).toBe(false);
    expect(fromAnotherSite(sent({ origin: "http://127.0.0.1:3000" }), "127.0.0.1:3000")).toBe(false);
  });

  test("a post with neither header (an old browser's, a program's) passes", () => {
    expect(fromAnotherSite(sent({}), host)).toBe(false);
  });
});

test("a limit per address counts an IPv4 address as it is, and an IPv6 address by its /64", () => {
  expect(senderOf("203.0.113.7")).toBe("203.0.113.7");
  expect(senderOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(senderOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(senderOf("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
  expect(senderOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(senderOf("::1")).toBe("0:0:0:0::/64");
  expect(senderOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
});

test("the form's type is its own, whatever its parameters; every other is not", () => {
  for (const type of [
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded;charset=UTF-8",
    "Application/X-WWW-Form-URLEncoded ; charset=utf-8",
  ]) {
    expect(isInquiryType(type), type).toBe(true);
  }
  for (const type of [
    null,
    "",
    "text/plain",
    "multipart/form-data; boundary=x",
    "application/json",
    "application/x-www-form-urlencoded-x",
  ]) {
    expect(isInquiryType(type), String(type)).toBe(false);
  }
});
