// A load run of a server on loopback with autocannon, for the benchmark: a process of its own, run
// by bench/bench.ts (autocannon is in tools/). Takes { url, connections, seconds, headers } as its
// argument and writes the figures the benchmark prints.
import autocannon from "autocannon";

const { url, connections, seconds, headers } = JSON.parse(process.argv[2] ?? "{}") as {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
};
const result = await autocannon({ url, connections, duration: seconds, headers });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }),
);
