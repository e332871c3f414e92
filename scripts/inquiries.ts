// `npm run inquiries`: the inquiries `npm start` has taken and the artist has not yet read, oldest
// first, each then marked read; `npm run inquiries -- --all` lists every one kept, read or not.
// Nothing is ever deleted here: the file is hers (hosting/inquiries.ts says where it is).
import { existsSync } from "node:fs";
import { builtSite } from "../hosting/built-site.ts";
import { inquiriesFile, inquiryStore, type Kept } from "../hosting/inquiries.ts";
import type { BuiltSite } from "../hosting/policy.ts";
import { timeIn } from "../rules/her-day.ts";
import { inquiryAsRead, messageMark } from "../rules/inquiry.ts";
import { rowsOf } from "../rules/visible-text.ts";

const all = process.argv.includes("--all");
if (!existsSync(inquiriesFile)) {
  console.log(`No inquiries yet: none has come to this server (they would be in ${inquiriesFile}).`);
  process.exit(0);
}

// In her zone, as the build's site.json (BUILD_DIR) names it (site.yaml's timeZone), not the server's.
const { timeZone }: Partial<BuiltSite> = builtSite() ?? {};
const when = (iso: string) => timeIn(iso, timeZone);

/**
 * Her terminal's width, or 80 columns where the listing goes to a file or another program: each
 * line of a visitor's is cut into rows no wider, so that her terminal never wraps one itself.
 */
const width = Math.max(process.stdout.columns || 80, 20);

/**
 * One inquiry, as she reads it: the listing's own lines at the first column, each field on its
 * line and each line of the message after its mark, continued on rows of their own that start
 * aside, so that nothing a visitor sent reaches the first column (rules/inquiry.ts, inquiryAsRead).
 */
const shown = (inquiry: Kept) => {
  const { heading, message } = inquiryAsRead(inquiry);
  return [
    `#${inquiry.id}, ${when(inquiry.received)}${inquiry.read ? "" : " (new)"}`,
    inquiry.mailed
      ? `E-mailed to you ${when(inquiry.mailed)}`
      : "Not e-mailed (no SMTP settings, or the mail server refused it)",
    // As the e-mail to her reads: who wrote, about what, and the message.
    ...heading.flatMap((line) => rowsOf(line, width, "", "    ")),
    "",
    ...message.flatMap((line) => rowsOf(line, width, messageMark, messageMark)),
  ].join("\n");
};

const store = await inquiryStore();
const listed = store.list(all ? "all" : "unread");
if (listed.length === 0) {
  console.log(
    all ? "No inquiries kept." : "No new inquiries. `npm run inquiries -- --all` lists every one kept.",
  );
} else {
  console.log(listed.map(shown).join(`\n\n${"-".repeat(60)}\n\n`));
  store.read(listed.filter((inquiry) => !inquiry.read).map((inquiry) => inquiry.id));
  console.log(`\n${listed.length} ${all ? "kept" : "new"}, in ${inquiriesFile}.`);
}
store.close();
