// The inquiries `npm start` takes: kept in a SQLite file (Node's own node:sqlite) before the
// visitor is answered, e-mailed to the artist where SMTP settings are given, and listed by
// `npm run inquiries` (scripts/inquiries.ts) until she has read them.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createTransport } from "nodemailer";
import { type Inquiry, inquiryEmail } from "../rules/inquiry.ts";
import { visibleLine } from "../rules/visible-text.ts";
import { inquiriesTable, keepInquiry } from "./inquiry-answer.ts";

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
 * At most `most` submissions from one address in `minutes`: one visitor (or robot) cannot fill
 * her inbox. Kept in memory: a restart forgets it.
 */
export function rateLimit(most = 5, minutes = 10) {
  const times = new Map<string, number[]>();
  return (address: string, now = Date.now()) => {
    const recent = (times.get(address) ?? []).filter((time) => now - time < minutes * 60_000);
    if (recent.length >= most) return false;
    times.set(address, [...recent, now]);
    // Addresses with nothing recent are dropped, so the map stays as small as the last minutes.
    if (times.size > 10_000) {
      for (const [key, list] of times)
        if (list.every((time) => now - time >= minutes * 60_000)) times.delete(key);
    }
    return true;
  };
}
