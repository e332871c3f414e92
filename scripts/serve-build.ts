// `npm start`'s server (server.ts) on a build, for the scripts that read a build as it is served.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

/**
 * Starts server.ts on `buildDir` (a folder with client/ and site.json) at `port` of 127.0.0.1: this
 * project's, or that of `project`, a revision's own copy, for its build (npm run bench).
 */
export function serve(
  buildDir: string,
  port: number,
  project = path.resolve(import.meta.dirname, ".."),
): { server: ChildProcess; origin: string } {
  const server = spawn(process.execPath, [path.join(project, "hosting", "server.ts")], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Waits until `server` answers at `origin`; throws if it stops first or takes over 10 s. */
export async function waitForServer(origin: string, server: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (server.exitCode !== null) throw new Error(`The server for ${origin} stopped (${server.exitCode}).`);
    if (
      await fetch(origin).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server for ${origin} did not start.`);
}
