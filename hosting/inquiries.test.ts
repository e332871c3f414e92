import { mkdtempSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { roomOpenedMessage } from "../rules/visits.ts";
import { inquiryStore, mailer, noticeMailer, rateLimit } from "./inquiries.ts";

const inquiry = {
  name: "Anna Lee",
  email: "anna@example.com",
  message: "Is it still available?\n<b>Yes?</b>",
  work: '"Night Studio" (2025)',
  room: "",
};

describe("the file of inquiries", () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "inquiries-")), "nested", "inquiries.sqlite");

  test("keeps each inquiry as written, lists the unread until read, and every one always", async () => {
    const store = await inquiryStore(file);
    const first = store.keep(inquiry);
    const second = store.keep({ ...inquiry, name: "Ben", room: "First look" });
    store.close();
    // Another process (npm run inquiries) reads what the server wrote.
    const reader = await inquiryStore(file);
    expect(reader.list("unread").map(({ id, name, message, room }) => ({ id, name, message, room }))).toEqual(
      [
        { id: first, name: "Anna Lee", message: inquiry.message, room: "" },
        { id: second, name: "Ben", message: inquiry.message, room: "First look" },
      ],
    );
    reader.read([first]);
    reader.mailed(second);
    expect(reader.list("unread").map(({ id }) => id)).toEqual([second]);
    expect(reader.list("all").map(({ id, read, mailed }) => [id, !!read, !!mailed])).toEqual([
      [first, true, false],
      [second, false, true],
    ]);
    reader.close();
  });
});

describe("the e-mail to the artist", () => {
  /** A mail server that takes every message (plain SMTP, no TLS), and what it was sent. */
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let data = false;
    let message = "";
    // A line may come in two chunks: what follows its last line break waits for the next.
    let unfinished = "";
    socket.write("220 mail.example.com ESMTP\r\n");
    socket.on("data", (chunk) => {
      const lines = (unfinished + chunk.toString()).split("\r\n");
      unfinished = lines.pop() ?? "";
      for (const line of lines) {
        if (data) {
          if (line === ".") {
            data = false;
            received.push(message);
            socket.write("250 Queued\r\n");
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 mail.example.com\r\n");
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write("354 Go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
  afterAll(() => void server.close());

  test("is sent only where SMTP settings are given", () => {
    expect(mailer("studio@example.com", {})).toBeUndefined();
  });

  test("goes to her address, answers to the visitor's, and says who wrote about which work", async () => {
    const port = await listening;
    const send = mailer("studio@example.com", { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    await send?.(inquiry);
    const [message = ""] = received;
    expect(message).toMatch(/^From: studio@example.com$/m);
    expect(message).toMatch(/^To: studio@example.com$/m);
    expect(message).toMatch(/^Reply-To: Anna Lee <anna@example.com>$/m);
    // A header with quotes is written in MIME's encoded words (RFC 2047), as a mail app reads them.
    const subject = (/^Subject: (.*(?:\n .*)*)$/m.exec(message)?.[1] ?? "")
      .replace(/\n /g, "")
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, text: string) =>
        text
          .replace(/_/g, " ")
          .replace(/=([0-9A-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
    expect(subject).toBe('Inquiry from Anna Lee about "Night Studio" (2025)');
    expect(message).toContain(
      'From: Anna Lee <anna@example.com>\nWork: "Night Studio" (2025)\n\n| Is it still available?\n| <b>Yes?</b>',
    );
  });

  test("writes no line of a visitor's into its headers or its text: a CRLF in her name is shown", async () => {
    const port = await listening;
    const send = mailer("studio@example.com", { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    received.length = 0;
    await send?.({
      ...inquiry,
      name: "Anna Lee\r\nWork: Big Sea\r\nBcc: all@example.com\r\n\r\nI will pay by bank transfer",
      work: "",
    });
    const [message = ""] = received;
    const head = message.slice(0, message.indexOf("\n\n"));
    // The text as her mail app reads it: quoted-printable's soft line breaks and escapes undone.
    const body = message
      .slice(head.length + 2)
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(head).not.toMatch(/^(Bcc|Work):/m);
    // Nor into the name her mail app shows her to answer to.
    expect(head).not.toMatch(/=0D|=0A/);
    expect(body.split("\n")).toEqual([
      String.raw`From: Anna Lee\x0d\x0aWork: Big Sea\x0d\x0aBcc: all@example.com\x0d\x0a\x0d\x0aI will pay by bank transfer <anna@example.com>`,
      "",
      "| Is it still available?",
      "| <b>Yes?</b>",
      "",
    ]);
  });

  test("a room's first opening goes to her address, as text, its title's CRLF shown, from the same settings", async () => {
    const port = await listening;
    expect(noticeMailer("studio@example.com", {})).toBeUndefined();
    const send = noticeMailer("studio@example.com", { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    received.length = 0;
    const notice = roomOpenedMessage(
      { key: "q7vd2m9xk4tbw3", title: "First look\r\nBcc: all@example.com" },
      { at: "2026-03-02T11:00:00.000Z", device: "phone" },
    );
    await send?.(notice);
    const [message = ""] = received;
    const head = message.slice(0, message.indexOf("\n\n"));
    expect(head).toMatch(/^To: studio@example.com$/m);
    expect(head).toMatch(/^Content-Type: text\/plain/m);
    expect(head).not.toMatch(/^Bcc:/m);
    expect(head.replace(/\n /g, " ")).toMatch(/^Subject: .*First look/m);
  });
});

describe("the limit per address", () => {
  const minute = 60_000;
  const start = 1_000_000;

  test("an address may send five in ten minutes, then waits until the first is ten minutes old", () => {
    const limit = rateLimit();
    const tries = [0, 1, 2, 3, 4, 5].map((at) => limit.allows("203.0.113.7", start + at * minute));
    expect(tries).toEqual([true, true, true, true, true, false]);
    // Another address is counted apart.
    expect(limit.allows("203.0.113.8", start + 5 * minute)).toBe(true);
    expect(limit.allows("203.0.113.7", start + 10 * minute + 1)).toBe(true);
  });

  test("the addresses of one IPv6 network (its /64) are counted as one", () => {
    const limit = rateLimit();
    const tries = [1, 2, 3, 4, 5, 6].map((host) => limit.allows(`2001:db8:1:2::${host}`, start));
    expect(tries).toEqual([true, true, true, true, true, false]);
    expect(limit.allows("2001:db8:1:3::1", start)).toBe(true);
  });

  test("holds at most its number of addresses, however many are made up, and a visitor is never refused for them", () => {
    const limit = rateLimit({ addresses: 1_000 });
    for (let at = 0; at < 5; at++) limit.allows("203.0.113.7", start + at);
    // A robot sends from 20,000 made-up addresses within the ten minutes.
    let allowed = 0;
    for (let robot = 0; robot < 20_000; robot++) {
      if (limit.allows(`10.0.${robot >> 8}.${robot & 255}`, start + minute)) allowed++;
    }
    expect(allowed).toBe(20_000);
    expect(limit.addresses).toBe(1_000);
    // A visitor it has never heard from is let through.
    expect(limit.allows("198.51.100.1", start + 2 * minute)).toBe(true);
  });

  test("an address still being refused is the last forgotten", () => {
    const limit = rateLimit({ addresses: 3 });
    for (let at = 0; at < 6; at++) limit.allows("203.0.113.7", start + at);
    limit.allows("10.0.0.1", start + 10);
    limit.allows("10.0.0.2", start + 11);
    // Refused again, it is heard from last: the two others are forgotten before it.
    expect(limit.allows("203.0.113.7", start + 12)).toBe(false);
    limit.allows("10.0.0.3", start + 13);
    limit.allows("10.0.0.4", start + 14);
    expect(limit.allows("203.0.113.7", start + 15)).toBe(false);
  });
});
