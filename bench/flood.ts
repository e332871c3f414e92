// A visitor's page under a flood of slow clients: 500 connections from ten loopback addresses,
// each sending a header line every 2 s and connecting again when dropped (bench/slow-clients.ts),
// against a server started fresh for each run; once the flood has filled it, a visitor from an
// address of her own asks for Home 20 times on new connections, and each visit is timed to the
// last byte of the page. Runs alternate between the servers compared, so that a slow minute of
// this shared machine falls on all alike.
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { median } from "./median.ts";

/** A server to flood at `origin`, started anew for each run; what `start` resolves to stops it. */
export type FloodTarget = { name: string; origin: string; start: () => Promise<() => Promise<void>> };

/** The flood: as many connections, spread over the addresses, as the finding that it answers. */
export const flood = {
  connections: 500,
  addresses: Array.from({ length: 10 }, (_, index) => `127.0.66.${index + 1}`),
  /** How long the flood runs before the first visit: the server is full by then. */
  fillSeconds: 3,
  visits: 20,
  /** Between two visits: 20 visits span the headers' deadline, when the flood's connections are cut. */
  visitEveryMs: 600,
  /** A visit not answered within this is a failure. */
  giveUpMs: 5000,
  visitor: "127.0.77.1",
};

/** One visit: Home on a new connection from the visitor's address; its time in ms, or the failure. */
function visit(origin: string): Promise<number | string> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const asked = request(
      { hostname, port, path: "/", localAddress: flood.visitor, agent: false, timeout: flood.giveUpMs },
      (reply) => {
        reply.resume();
        reply.on("end", () =>
          resolve(reply.statusCode === 200 ? performance.now() - started : `status ${reply.statusCode}`),
        );
      },
    );
    asked.on("timeout", () => asked.destroy(new Error(`no answer in ${flood.giveUpMs} ms`)));
    asked.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    asked.end();
  });
}

/** The slow clients, against the server at `origin`, until stopped. Resolves to what they did when they end. */
function startFlood(origin: string, seconds: number): { done: Promise<string>; flooding: ChildProcess } {
  const flooding = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, "slow-clients.ts"),
      JSON.stringify({
        port: Number(new URL(origin).port),
        connections: flood.connections,
        addresses: flood.addresses,
        seconds,
      }),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  flooding.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const done = new Promise<string>((resolve) => flooding.on("exit", () => resolve(output.trim())));
  return { done, flooding };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type FloodRun = { times: number[]; failures: string[]; flood: { opened: number; dropped: number } };

/** Whether nothing listens at `port` of loopback: the flood is never sent to another's server. */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** One run against `target`: the flood, and the visits once it has filled the server. */
async function floodRun(target: FloodTarget): Promise<FloodRun> {
  const origin = target.origin;
  if (!(await isFree(Number(new URL(origin).port))))
    throw new Error(`Something else listens at ${origin}: set BENCH_PORT to a free range.`);
  const stop = await target.start();
  try {
    const seconds = flood.fillSeconds + (flood.visits * flood.visitEveryMs + flood.giveUpMs) / 1000 + 5;
    const { done, flooding } = startFlood(origin, seconds);
    await pause(flood.fillSeconds * 1000);
    const outcomes: (number | string)[] = [];
    for (let count = 0; count < flood.visits; count++) {
      const [outcome] = await Promise.all([visit(origin), pause(flood.visitEveryMs)]);
      outcomes.push(outcome as number | string);
    }
    flooding.kill("SIGTERM");
    const { opened = 0, dropped = 0 } = JSON.parse((await done) || "{}") as FloodRun["flood"];
    return {
      times: outcomes.filter((outcome) => typeof outcome === "number"),
      failures: outcomes.filter((outcome) => typeof outcome === "string"),
      flood: { opened, dropped },
    };
  } finally {
    await stop();
  }
}

const ms = (value: number | undefined) => (value === undefined ? "-" : `${Math.round(value)} ms`);

/**
 * `runs` rounds, each a run against every target in turn (each round starting from the next);
 * prints each run, then each target's medians of its runs.
 */
export async function floodRounds(targets: FloodTarget[], runs: number) {
  console.log(
    `\nA visitor under a flood of slow clients: ${flood.connections} connections from ` +
      `${flood.addresses.length} addresses (a header line every 2 s, connecting again when dropped); ` +
      `${flood.visits} visits to Home on new connections, ${runs} runs of each server`,
  );
  const results = new Map<string, FloodRun[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < runs; round++) {
    for (let index = 0; index < targets.length; index++) {
      const target = targets[(round + index) % targets.length] as FloodTarget;
      const run = await floodRun(target);
      results.get(target.name)?.push(run);
      console.log(
        `  run ${round + 1}, ${target.name}: median ${ms(run.times.length ? median(run.times) : undefined)}, ` +
          `max ${ms(run.times.length ? Math.max(...run.times) : undefined)}, ` +
          `failures ${run.failures.length} of ${flood.visits}` +
          `${run.failures.length ? ` (${[...new Set(run.failures)].join(", ")})` : ""}; ` +
          `the flood opened ${run.flood.opened} connections, ${run.flood.dropped} dropped`,
      );
    }
  }
  console.table(
    [...results].map(([name, runs]) => {
      const answered = runs.filter((run) => run.times.length > 0);
      return {
        server: name,
        "median visit (median of runs)": ms(
          answered.length ? median(answered.map((run) => median(run.times))) : undefined,
        ),
        "slowest visit (median of runs)": ms(
          answered.length ? median(answered.map((run) => Math.max(...run.times))) : undefined,
        ),
        "slowest visit (all runs)": ms(
          answered.length ? Math.max(...answered.map((run) => Math.max(...run.times))) : undefined,
        ),
        [`failures of ${flood.visits}, each run`]: runs.map((run) => run.failures.length).join(" / "),
      };
    }),
  );
}
