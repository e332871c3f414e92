// `npm run bench` (after the build): a loopback load run of `npm start`, for
// the home page and the largest image, with the server's memory before and
// after. Figures only, no pass or fail: budgets that hold on any machine are
// tests; timings, which depend on the machine, are printed here.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

const project = path.resolve(import.meta.dirname, "..");
const port = "4200";
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const assets = path.join(project, "build", "client", "assets");
const largestImage = readdirSync(assets)
  .filter((name) => /\.(avif|webp|jpg)$/.test(name))
  .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
  .sort((a, b) => b.size - a.size)[0];
if (!largestImage) throw new Error("No images in build/client/assets: run `npm run build` first.");

const server = spawn(process.execPath, [path.join(project, "server.ts")], {
  env: { ...process.env, PORT: port },
  stdio: ["ignore", "ignore", "inherit"],
});
const targets = [
  { name: "home page (br)", path: "/", headers: { "accept-encoding": "br, gzip" } },
  {
    name: `largest image (${largestImage.name}, ${(largestImage.size / 1024).toFixed(0)} KB)`,
    path: `/assets/${largestImage.name}`,
    headers: {},
  },
];

async function waitForServer() {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch (error) {
      if (tries > 50 || server.exitCode !== null) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const rss = () => {
  const kb = Number(readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]);
  return `${(kb / 1024).toFixed(1)} MB`;
};

try {
  await waitForServer();
  console.log(`npm start on loopback: ${connections} connections, ${seconds} s per target`);
  console.log(`server memory (RSS) before: ${rss()}`);
  for (const target of targets) {
    const result = await autocannon({
      url: base + target.path,
      connections,
      duration: seconds,
      headers: target.headers,
    });
    console.log(
      [
        `${target.name}:`,
        `${result.requests.average.toFixed(0)} req/s`,
        `p99 ${result.latency.p99} ms`,
        `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      ].join("  "),
    );
  }
  console.log(`server memory (RSS) after: ${rss()}`);
} finally {
  server.kill("SIGTERM");
}
