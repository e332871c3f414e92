import { spawn } from "node:child_process";
import { expect, test } from "vitest";

// `npm run admin`, the artist's editor on her computer: a malformed address is the client's
// mistake, answered with 400, and the server goes on serving the site and the editor.
test("npm run admin answers a malformed address with 400 and keeps serving", async () => {
  const port = 5191;
  const admin = spawn(process.execPath, ["scripts/admin.ts"], {
    env: { ...process.env, PORT: String(port) },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      admin.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Ctrl+C") && resolve());
      admin.on("exit", (code) => reject(new Error(`npm run admin stopped (${code})`)));
    });
    const status = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
    expect(await status("/%zz")).toBe(400);
    expect(await status("/admin/%E0%A4%A")).toBe(400);
    // The editor, and a file of the site (not a page, whose photographs the server would encode).
    expect(await status("/admin")).toBe(200);
    expect(await status("/favicon.svg")).toBe(200);
  } finally {
    admin.kill();
  }
}, 60_000);
