import { describe, expect, test } from "vitest";
import {
  artistCookieHeader,
  deviceOf,
  readerOf,
  roomOpenedMessage,
  roomVisits,
  seenBody,
  seenOf,
  type Visit,
} from "./visits.ts";

/** A request's headers, by lower-case name, as every host hands them to readerOf. */
const headers = (all: Record<string, string>) => (name: string) =>
  Object.entries(all).find(([key]) => key.toLowerCase() === name)?.[1];

// The user agents the servers of messages, chats and mails send when they fetch an address to draw
// its card, as they send them (from their own documentation or logs).
const previewers = {
  WhatsApp: "WhatsApp/2.23.20.0 A",
  "iMessage (Messages)":
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  Slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "Slack's images": "Slack-ImgProxy (+https://api.slack.com/robots)",
  Telegram: "TelegramBot (like TwitterBot)",
  Discord: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  Outlook: "Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928; Pro)",
  Teams:
    "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.103 Safari/537.36 SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com",
  "Gmail's image proxy":
    "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)",
  LinkedIn: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  curl: "curl/8.14.1",
};

// Browsers as they navigate to a page a guest opened: their user agent and their Sec-Fetch headers.
const navigate = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "none" };
const browsers = {
  "Safari on an iPhone": {
    agent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    device: "phone",
  },
  "Chrome on Android": {
    agent:
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36",
    device: "phone",
  },
  "Firefox on Android": {
    agent: "Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0",
    device: "phone",
  },
  "Safari on an iPad": {
    agent:
      "Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    device: "phone",
  },
  "Chrome on Windows": {
    agent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36",
    device: "computer",
  },
  "Safari on a Mac": {
    agent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
    device: "computer",
  },
  "Firefox on Linux": {
    agent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
    device: "computer",
  },
} as const;

describe("who asked for a room's page", () => {
  test.each(Object.entries(previewers))("%s's link preview is a preview, not a guest", (_name, agent) => {
    expect(readerOf(headers({ "User-Agent": agent, "Accept-Language": "en" }))).toBe("preview");
  });

  test.each(Object.entries(browsers))("%s is a guest, on her device", (_name, { agent, device }) => {
    expect(readerOf(headers({ "User-Agent": agent, ...navigate }))).toBe("guest");
    expect(deviceOf(agent)).toBe(device);
  });

  test("a browser's request that is no navigation (a prefetch, a fetch) is not an opening", () => {
    const { agent } = browsers["Chrome on Windows"];
    expect(readerOf(headers({ "User-Agent": agent, "Sec-Fetch-Mode": "no-cors" }))).toBe("preview");
  });

  test("a browser too old to send Sec-Fetch is a guest when it says its languages, as a preview's server rarely does", () => {
    const agent =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 Version/15.6 Safari/604.1";
    expect(readerOf(headers({ "User-Agent": agent, "Accept-Language": "en-AU" }))).toBe("guest");
    expect(readerOf(headers({ "User-Agent": agent }))).toBe("preview");
    expect(readerOf(headers({}))).toBe("preview");
  });

  test("her own browser, marked by her editor's page, is hers, among other cookies or alone", () => {
    const mark = artistCookieHeader.split(";")[0] ?? "";
    const { agent } = browsers["Safari on an iPhone"];
    expect(readerOf(headers({ "User-Agent": agent, ...navigate, Cookie: mark }))).toBe("artist");
    expect(readerOf(headers({ "User-Agent": agent, ...navigate, Cookie: `a=b; ${mark}` }))).toBe("artist");
    expect(readerOf(headers({ "User-Agent": agent, ...navigate, Cookie: `${mark}0` }))).toBe("guest");
  });

  test("her mark goes to the rooms alone, over HTTPS, never to a script, for a year", () => {
    expect(artistCookieHeader).toMatch(
      /^artist=1; Path=\/rooms; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax$/,
    );
  });
});

describe("what a room's page posts of its viewer and zoom", () => {
  test("is read back as sent", () => {
    expect(seenOf(seenBody("viewer", 12).toString())).toEqual({ kind: "viewer", work: 12 });
    expect(seenOf(seenBody("zoom", 999999).toString())).toEqual({ kind: "zoom", work: 999999 });
  });

  test.each([
    "",
    "kind=opened&work=1",
    "kind=zoom",
    "kind=zoom&work=0",
    "kind=zoom&work=01",
    "kind=zoom&work=1234567",
    "kind=zoom&work=1.5",
    `kind=zoom&work=1&${"x".repeat(64)}`,
  ])("anything else is nothing: %j", (body) => {
    expect(seenOf(body)).toBeUndefined();
  });
});

describe("what she reads of each room", () => {
  const visit = (room: string, at: string, kind: Visit["kind"], extra: Partial<Visit> = {}): Visit => ({
    room,
    at: `2026-03-0${at}Z`,
    kind,
    device: "phone",
    ...extra,
  });

  test("first and last opened, how often and on what, previews apart, works opened and zoomed, the list's downloads; the room opened last first", () => {
    const read = roomVisits([
      visit("a", "2T10:00:00", "previewed", { device: "computer" }),
      visit("a", "2T11:00:00", "opened"),
      visit("a", "2T11:01:00", "viewer", { work: 3 }),
      visit("a", "2T11:02:00", "zoom", { work: 3 }),
      visit("a", "2T11:03:00", "viewer", { work: 1 }),
      visit("a", "2T11:04:00", "viewer", { work: 3 }),
      visit("b", "3T09:00:00", "opened", { device: "computer" }),
      visit("a", "4T08:00:00", "opened", { device: "computer" }),
      visit("a", "4T08:05:00", "price list"),
      visit("c", "1T08:00:00", "previewed"),
    ]);
    expect(read).toEqual([
      {
        room: "a",
        firstOpened: "2026-03-02T11:00:00Z",
        lastOpened: "2026-03-04T08:00:00Z",
        opened: 2,
        onPhone: 1,
        onComputer: 1,
        previewed: 1,
        viewer: [3, 1],
        zoom: [3],
        priceList: 1,
      },
      expect.objectContaining({ room: "b", opened: 1, onComputer: 1 }),
      expect.objectContaining({ room: "c", opened: 0, previewed: 1 }),
    ]);
  });
});

describe("the notice of a room's first opening", () => {
  test("names the room by its title and says when and on what, in text alone", () => {
    const { subject, text } = roomOpenedMessage(
      { key: "q7vd2m9xk4tbw3", title: "First look" },
      { at: "2026-03-02T11:00:00.000Z", device: "phone" },
      "npm run visits lists them.",
    );
    expect(subject).toBe("Your viewing room First look was opened");
    expect(text).toContain('"First look" (/rooms/q7vd2m9xk4tbw3)');
    expect(text).toContain("2 March 2026 at 11:00 UTC, on a phone");
    expect(text.split("\n").at(-1)).toBe("npm run visits lists them.");
  });

  test("a title's control characters never reach her mail as such", () => {
    const { subject, text } = roomOpenedMessage(
      { key: "q7vd2m9xk4tbw3", title: "First\r\nBcc: x@example.com\u001b[31m" },
      { at: "2026-03-02T11:00:00.000Z", device: "computer" },
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters looked for
    const control = /[\u0000-\u0008\u000b-\u001f\u007f]/;
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).not.toMatch(control);
    expect(text.split("\n")).toHaveLength(2);
    expect(text).not.toMatch(control);
  });
});
