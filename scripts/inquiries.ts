// `npm run inquiries`: the inquiries `npm start` has taken and the artist has not yet read, oldest
// first, each then marked read; `npm run inquiries -- --all` lists every one kept, read or not.
// Nothing is ever deleted here: the file is hers (hosting/inquiries.ts says where it is).
import { existsSync } from "node:fs";
import { inquiriesFile, inquiryStore, type Kept } from "../hosting/inquiries.ts";
import { inquiryEmail } from "../rules/inquiry.ts";

const all = process.argv.includes("--all");
if (!existsSync(inquiriesFile)) {
  console.log(`No inquiries yet: none has come to this server (they would be in ${inquiriesFile}).`);
  process.exit(0);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short" });

/** One inquiry, as she reads it. */
const shown = (inquiry: Kept) =>
  [
    `#${inquiry.id}, ${when(inquiry.received)}${inquiry.read ? "" : " (new)"}`,
    inquiry.mailed
      ? `E-mailed to you ${when(inquiry.mailed)}`
      : "Not e-mailed (no SMTP settings, or the mail server refused it)",
    // As the e-mail to her reads: who wrote, about what, and the message.
    inquiryEmail(inquiry).text,
  ].join("\n");

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
