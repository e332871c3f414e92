import { describe, expect, test } from "vitest";
import { inquiryMailto, mailto } from "./mailto";

const email = "studio@example.com";

/** What a mail client reads back out of the URL. */
function decode(url: string) {
  const [address, query = ""] = url.replace(/^mailto:/, "").split("?");
  const fields = Object.fromEntries(
    query.split("&").map((pair) => {
      const [name = "", value = ""] = pair.split("=");
      return [name, decodeURIComponent(value)];
    }),
  );
  return { address, ...fields };
}

describe("inquiryMailto", () => {
  test("in a viewing room, the subject names the room", () => {
    expect(
      decode(inquiryMailto(email, { title: "Night Studio", year: "2025" }, "New paintings for Anna")),
    ).toEqual({
      address: email,
      subject: 'Inquiry about "Night Studio" (New paintings for Anna)',
      body: 'Hello, I am interested in learning more about "Night Studio" (2025). Thank you.',
    });
  });

  test("addresses the artist with the subject and body of the spec", () => {
    expect(inquiryMailto(email, { title: "Night Studio", year: "2025" })).toBe(
      "mailto:studio@example.com" +
        "?subject=Inquiry%20about%20%22Night%20Studio%22" +
        "&body=Hello%2C%20I%20am%20interested%20in%20learning%20more%20about%20%22Night%20Studio%22%20(2025).%20Thank%20you.",
    );
  });

  test.each([
    'The "Quoted" One',
    "Salt & Pepper",
    "Study #4",
    "100% Blue",
    "Why? Because",
    "One + One",
    "Café Ésprit, Noël",
    "Night Swim 🌊🎨",
    "a=b&subject=spoofed",
  ])("keeps the title %j intact through encoding", (title) => {
    const url = inquiryMailto(email, { title, year: "2025" });
    expect(url).not.toMatch(/[ +"#]|%(?![0-9A-F]{2})/);
    expect(url.split("?")[1]?.split("&")).toHaveLength(2);
    expect(decode(url)).toEqual({
      address: email,
      subject: `Inquiry about "${title}"`,
      body: `Hello, I am interested in learning more about "${title}" (2025). Thank you.`,
    });
  });
});

describe("mailto", () => {
  test("is a bare address without fields", () => {
    expect(mailto(email)).toBe("mailto:studio@example.com");
  });
});
