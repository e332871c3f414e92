// The inquiries `npm start` takes: kept in a SQLite file (Node's own node:sqlite) before the
// visitor is answered, e-mailed to the artist where SMTP settings are given, and listed by
// `npm run inquiries` (scripts/inquiries.ts) until she has read them. The rooms' visits are kept
// in the same file (hosting/visits-store.ts), and their first openings e-mailed alike.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createTransport } from "nodemailer";
import { type Inquiry, inquiryEmail } from "../rules/inquiry.ts";
import { visibleLine } from "../rules/visible-text.ts";
import { inquiriesPerAddress, inquiriesTable, keepInquiry, senderOf } from "./inquiry-answer.ts";

/** Where inquiries are kept: INQUIRIES_FILE, or inquiries/inquiries.sqlite in the project's folder. */
export const inquiriesFile = path.resolve(
  import.meta.dirname,
  "..",
  process.env.INQUIRIES_FILE ?? path.join("inquiries", "inquiries.sqlite"),
);

/** An inquiry as kept: what she wrote, when it came, and when it was e-mailed and read, if it was. */
export type Kept = Inquiry & { id: number; received: string; mailed: string | null; read: string | null };

/**
 * The file of inquiries, made on first use. Each write is on disk before it returns (SQLite's FULL
 * sync). node:sqlite is loaded only then: a server that takes no inquiry never opens it.
 */
export async function inquiryStore(file = inquiriesFile) {
  const { DatabaseSync } = await import("node:sqlite");
  mkdirSync(path.dirname(file), { recursive: true });
  // npm start and npm run inquiries may have the file open at once: each waits for the other's
  // write to end rather than failing with "database is locked".
  const db = new DatabaseSync(file, { timeout: 5_000 });
  db.exec(`PRAGMA synchronous = FULL; ${inquiriesTable}`);
  const insert = db.prepare(keepInquiry.sql);
  const now = () => new Date().toISOString();
  return {
    /** Keeps an inquiry; its id. */
    keep: (inquiry: Inquiry) => Number(insert.run(...keepInquiry.values(inquiry)).lastInsertRowid),
    mailed: (id: number) => void db.prepare("UPDATE inquiries SET mailed = ? WHERE id = ?").run(now(), id),
    /** Every inquiry, or the unread ones, oldest first. */
    list: (which: "unread" | "all") =>
      db
        .prepare(`SELECT * FROM inquiries ${which === "unread" ? "WHERE read IS NULL" : ""} ORDER BY id`)
        .all() as Kept[],
    read: (ids: readonly number[]) => {
      const mark = db.prepare("UPDATE inquiries SET read = ? WHERE id = ?");
      for (const id of ids) mark.run(now(), id);
    },
    close: () => db.close(),
  };
}

/**
 * The mail settings, from the environment: SMTP_URL (smtps://user:password@smtp.example.com:465,
 * or smtp:// with STARTTLS on 587) and, where her provider wants another sender than her own
 * address, SMTP_FROM. Without SMTP_URL nothing is e-mailed: `npm run inquiries` lists them.
 */
export function mailer(to: string, env = process.env) {
  if (!env.SMTP_URL) return undefined;
  const transport = createTransport(env.SMTP_URL);
  return async (inquiry: Inquiry) => {
    const { subject, text } = inquiryEmail(inquiry);
    await transport.sendMail({
      from: env.SMTP_FROM ?? to,
      to,
      replyTo: { name: visibleLine(inquiry.name), address: inquiry.email },
      subject,
      text,
    });
  };
}

/**
 * A notice to her (a viewing room's first opening, rules/visits.ts), text alone, by the same mail
 * settings as the inquiries; undefined without SMTP_URL.
 */
export function noticeMailer(to: string, env = process.env) {
  if (!env.SMTP_URL) return undefined;
  const transport = createTransport(env.SMTP_URL);
  return async ({ subject, text }: { subject: string; text: string }) => {
    await transport.sendMail({ from: env.SMTP_FROM ?? to, to, subject, text });
  };
}

/**
 * At most `most` submissions from one address (hosting/inquiry-answer.ts, senderOf) in `minutes`:
 * one visitor (or robot) cannot fill her inbox. Kept in memory (a restart forgets it), for at most
 * `addresses` addresses, each with at most `most` times: past them, the address heard from least
 * recently is forgotten first. So however many addresses a robot makes up, a visitor is never
 * refused for it; the worst it can do is forget an address it pushed out, which may then send
 * `most` again, as each of the robot's own addresses already could.
 */
export function rateLimit({
  most = inquiriesPerAddress.most,
  minutes = inquiriesPerAddress.minutes,
  addresses = 10_000,
}: {
  most?: number;
  minutes?: number;
  addresses?: number;
} = {}) {
  // A Map keeps its keys in the order they were set: each address is set again when heard from,
  // so the first is always the one heard from least recently.
  const times = new Map<string, number[]>();
  return {
    /** Whether `address` may send now; counts it if it may. */
    allows(address: string, now = Date.now()) {
      const sender = senderOf(address);
      const recent = (times.get(sender) ?? []).filter((time) => now - time < minutes * 60_000);
      const allowed = recent.length < most;
      times.delete(sender);
      times.set(sender, allowed ? [...recent, now] : recent);
      for (const [first] of times) {
        if (times.size <= addresses) break;
        times.delete(first);
      }
      return allowed;
    },
    /** How many addresses it holds. */
    get addresses() {
      return times.size;
    },
  };
}
