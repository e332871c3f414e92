import { execFileSync } from "node:child_process";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";

/** The Observatory's grade of a reply: its letter, its score, and each test it failed. */
export type Grade = { grade: string; score: number; failed: string[] };

/**
 * MDN's HTTP Observatory's grade of a page's reply (tools/observatory-grade.ts, in a process of
 * its own: the scanner is installed in tools/, by tools/install.ts).
 */
export function grade(
  url: string,
  reply: { status: number; headers: IncomingHttpHeaders; body: Buffer },
): Grade {
  const input = JSON.stringify({ url, reply: { ...reply, body: reply.body.toString() } });
  const scanner = path.resolve(import.meta.dirname, "..", "tools", "observatory-grade.ts");
  const output = execFileSync(process.execPath, [scanner], { input, encoding: "utf8" });
  return JSON.parse(output) as Grade;
}
