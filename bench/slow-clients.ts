// Slow clients for the benchmark's flood (bench/flood.ts), in a process of its own so that their
// work does not delay the visitor it times. Each connection sends the start of a request's headers
// and then a header line every 2 s, never finishing; when the server drops it, it connects again.
// Takes { port, connections, addresses, seconds } as its argument (the connections spread over the
// loopback addresses given), stops by itself after `seconds` or on SIGTERM, and writes how many
// connections it opened and how many the server dropped.
import { connect, type Socket } from "node:net";

const { port, connections, addresses, seconds } = JSON.parse(process.argv[2] ?? "{}") as {
  port: number;
  connections: number;
  addresses: string[];
  seconds: number;
};

let opened = 0;
let dropped = 0;
let stopping = false;
const sockets = new Set<Socket>();

function hold(address: string) {
  if (stopping) return;
  opened++;
  let drip: NodeJS.Timeout | undefined;
  const socket = connect({ port, host: "127.0.0.1", localAddress: address }, () => {
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: slow\r\n`);
    drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 2000);
  });
  sockets.add(socket);
  socket.resume();
  socket.on("error", () => {});
  socket.on("close", () => {
    clearInterval(drip);
    sockets.delete(socket);
    if (stopping) return;
    dropped++;
    setImmediate(() => hold(address));
  });
}

function stop() {
  stopping = true;
  for (const socket of sockets) socket.destroy();
  console.log(JSON.stringify({ opened, dropped }));
  process.exit(0);
}

for (let index = 0; index < connections; index++) hold(addresses[index % addresses.length] ?? "127.0.0.1");
setTimeout(stop, seconds * 1000);
process.on("SIGTERM", stop);
