import { describe, expect, test } from "vitest";
import {
  checkInquiry,
  inquiryAsMailto,
  inquiryEmail,
  inquiryFields,
  largestInquiry,
  workAskedAbout,
} from "./inquiry";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const complete = {
  name: "Anna Lee",
  email: "anna@example.com",
  message: "Is it still available?",
  work: '"Night Studio" (2025), no. ME-2025-014',
  room: "",
};

describe("checkInquiry", () => {
  test("a complete submission is taken, each field trimmed", () => {
    expect(checkInquiry(form({ ...complete, name: "  Anna Lee " }))).toEqual({
      outcome: "taken",
      inquiry: complete,
    });
  });

  test("each missing field is named, with what to do", () => {
    const checked = checkInquiry(form({ message: "Hello" }));
    expect(checked.outcome).toBe("refused");
    expect(checked.outcome === "refused" && checked.problems).toEqual([
      { field: "name", says: "Your name is missing: please fill it in." },
      { field: "email", says: "Your e-mail is missing: please fill it in." },
    ]);
  });

  test("an address a browser would refuse is refused, and one it takes is taken", () => {
    for (const email of ["anna", "anna@", "anna @example.com", "@example.com", "anna@exa mple.com"]) {
      expect(checkInquiry(form({ ...complete, email })).outcome, email).toBe("refused");
    }
    for (const email of ["a.lee+art@studio.example.com.au", "anna@localhost"]) {
      expect(checkInquiry(form({ ...complete, email })).outcome, email).toBe("taken");
    }
  });

  test("a field past its length is refused, counted in characters, not bytes", () => {
    expect(checkInquiry(form({ ...complete, message: "é".repeat(5000) })).outcome).toBe("taken");
    const long = checkInquiry(form({ ...complete, message: "x".repeat(5001) }));
    expect(long.outcome === "refused" && long.problems).toEqual([
      { field: "message", says: "Message is too long: at most 5,000 characters." },
    ]);
  });

  test("every field at its longest, in emoji, is taken, and its post is within the size a server takes", () => {
    const longest = Object.fromEntries(
      Object.entries(inquiryFields).map(([name, field]) => [
        name,
        name === "email" ? `${"a".repeat(field.longest - 12)}@example.com` : "🎨".repeat(field.longest),
      ]),
    );
    const posted = new URLSearchParams({ "form-name": "inquiry", ...longest, took: "", "bot-field": "" });
    expect(checkInquiry(posted).outcome).toBe("taken");
    expect(new TextEncoder().encode(posted.toString()).length).toBeLessThanOrEqual(largestInquiry);
  });

  test("the honeypot filled, or a submission sent within 3 s of the first intent, is ignored", () => {
    expect(checkInquiry(form({ ...complete, "bot-field": "x" }))).toEqual({ outcome: "ignored" });
    expect(checkInquiry(form({ ...complete, took: "900" }))).toEqual({ outcome: "ignored" });
    expect(checkInquiry(form({ ...complete, took: "2999" }))).toEqual({ outcome: "ignored" });
    expect(checkInquiry(form({ ...complete, took: "3000" })).outcome).toBe("taken");
    expect(checkInquiry(form({ ...complete, took: "12000" })).outcome).toBe("taken");
  });

  test("without the site's script there is no time to judge by: no time, or an empty one, is welcome", () => {
    expect(checkInquiry(form(complete)).outcome).toBe("taken");
    expect(checkInquiry(form({ ...complete, took: "" })).outcome).toBe("taken");
  });

  test("a time the page's script would not write (its digits alone) is judged as too quick", () => {
    for (const took of ["-1", "abc", "soon", "1e9x", "1e9", " 5000 ", "5000.5", "0x1388", "Infinity", " "]) {
      expect(checkInquiry(form({ ...complete, took })), JSON.stringify(took)).toEqual({ outcome: "ignored" });
    }
  });
});

test("a work is named with its year and, where it has one, its inventory number", () => {
  expect(workAskedAbout({ title: "Night Studio", year: "2025" })).toBe('"Night Studio" (2025)');
  expect(workAskedAbout({ title: "Night Studio", year: "2025", ref: "ME-2025-014" })).toBe(
    '"Night Studio" (2025), no. ME-2025-014',
  );
});

test("the e-mail to the artist names who wrote, the work and the room, and marks each line of the message", () => {
  const message = "<b>Hello</b>\r\nIs it available?\n\n\tAnna";
  expect(inquiryEmail({ ...complete, room: "First look", message })).toEqual({
    subject:
      'Inquiry from Anna Lee about "Night Studio" (2025), no. ME-2025-014, in the viewing room "First look"',
    text: [
      "From: Anna Lee <anna@example.com>",
      'Work: "Night Studio" (2025), no. ME-2025-014',
      "Viewing room: First look",
      "",
      "| <b>Hello</b>",
      "| Is it available?",
      "| ",
      "| \tAnna",
    ].join("\n"),
  });
  expect(inquiryEmail({ ...complete, work: "" }).subject).toBe("Inquiry from Anna Lee");
});

test("a collector's name in any script, with accents or emoji, reads as she wrote it", () => {
  const email = inquiryEmail({ ...complete, name: "Zoë 王 🎨", message: "Bonjour 👩‍🎨" });
  expect(email.subject).toMatch(/^Inquiry from Zoë 王 🎨 about/);
  expect(email.text).toMatch(/^From: Zoë 王 🎨 <anna@example.com>\n/);
  expect(email.text).toMatch(/\n\| Bonjour 👩‍🎨$/);
});

describe("nothing a visitor sends writes lines of its own into the e-mail", () => {
  test("a CRLF in the name stays in the From line, shown", () => {
    const name =
      'Anna Lee\r\nWork: "Big Sea" (2024)\r\nViewing room: New paintings for Anna\r\n\r\nI will pay by bank transfer';
    const email = inquiryEmail({ ...complete, name, work: "", message: "Hello" });
    expect(email.text).toBe(
      [
        'From: Anna Lee\\x0d\\x0aWork: "Big Sea" (2024)\\x0d\\x0aViewing room: New paintings for Anna\\x0d\\x0a\\x0d\\x0aI will pay by bank transfer <anna@example.com>',
        "",
        "| Hello",
      ].join("\n"),
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  test("line breaks in the work and the room stay in their lines, shown", () => {
    const email = inquiryEmail({
      ...complete,
      work: '"Night Studio" (2025)\nViewing room: New paintings for Anna',
      room: "First look\n\nI will pay by bank transfer",
      message: "Hello",
    });
    expect(email.text.split("\n")).toEqual([
      "From: Anna Lee <anna@example.com>",
      'Work: "Night Studio" (2025)\\x0aViewing room: New paintings for Anna',
      "Viewing room: First look\\x0a\\x0aI will pay by bank transfer",
      "",
      "| Hello",
    ]);
    expect(email.subject).toBe(
      'Inquiry from Anna Lee about "Night Studio" (2025)\\x0aViewing room: New paintings for Anna, in the viewing room "First look\\x0a\\x0aI will pay by bank transfer"',
    );
  });

  test("a message's lines that look like the frame's own are marked as hers", () => {
    const message = "Hello\n\nFrom: Ben <ben@example.com>\nViewing room: New paintings for Anna\rI will pay";
    expect(inquiryEmail({ ...complete, work: "", message }).text.split("\n")).toEqual([
      "From: Anna Lee <anna@example.com>",
      "",
      "| Hello",
      "| ",
      "| From: Ben <ben@example.com>",
      "| Viewing room: New paintings for Anna\\x0dI will pay",
    ]);
  });

  test("escapes and bidi overrides in any field are shown by name", () => {
    const email = inquiryEmail({
      ...complete,
      name: "\u202Eeel annA",
      work: "\x1b[8mhidden",
      message: "\x1b]52;c;SUJBTg==\x07",
    });
    expect(email.subject).toBe("Inquiry from U+202Eeel annA about \\x1b[8mhidden");
    expect(email.text.split("\n")).toEqual([
      "From: U+202Eeel annA <anna@example.com>",
      "Work: \\x1b[8mhidden",
      "",
      "| \\x1b]52;c;SUJBTg==\\x07",
    ]);
  });
});

test("the mail app's e-mail holds the visitor's message whole", () => {
  const url = new URL(inquiryAsMailto("studio@example.com", { ...complete, message: "50% & more?\nYes" }));
  expect(url.pathname).toBe("studio@example.com");
  expect(decodeURIComponent(url.search)).toBe(
    '?subject=Inquiry about "Night Studio" (2025), no. ME-2025-014&body=50% & more?\nYes',
  );
});
