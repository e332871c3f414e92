import { describe, expect, test } from "vitest";
import { type Inquiry, inquiryForm } from "../rules/inquiry";
import { answerInquiry, unsentPage } from "./inquiry-answer";

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
