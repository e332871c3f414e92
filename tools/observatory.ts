// `npm run observatory`: grades the production build as nginx serves it with
// hosting/nginx.conf, using MDN's HTTP Observatory scanner over loopback, with
// TLS from a throwaway self-signed certificate: the whole scan, the redirection
// from http:// to https:// too (the HTTP suite grades every server's headers).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { startNginx, throwawayCertificate } from "../scripts/nginx.ts";
import { root } from "./observatory-grade.ts";

const dir = path.resolve(import.meta.dirname, "..", "build-e2e", "observatory");
const scanner = path.join(root, "src", "index.js");
// The standard ports on loopback (so this needs root): scan() in 1.4.8 does
// not pass its { httpPort, httpsPort } options on to the requests it makes.
const [httpPort, httpsPort] = ["80", "443"];

const { certificate, key } = throwawayCertificate(dir);
const nginx = startNginx(path.join(dir, "nginx"), httpPort, { tls: { port: httpsPort, certificate, key } });
await new Promise((resolve) => setTimeout(resolve, 1000));

// A child process, so that Node trusts the certificate from its start.
const scan = `
  const { scan } = await import(${JSON.stringify(scanner)});
  const result = await scan("127.0.0.1");
  console.log(\`Grade \${result.scan.grade}, score \${result.scan.score}/100, \${result.scan.testsPassed} of \${result.scan.testsQuantity} tests passed\`);
  for (const [name, test] of Object.entries(result.tests)) {
    console.log(\`  \${test.pass ? "pass" : "FAIL"}  \${String(test.scoreModifier).padStart(3)}  \${name}: \${test.result}\`);
  }
`;
try {
  execFileSync(process.execPath, ["--input-type=module", "-e", scan], {
    stdio: "inherit",
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
  });
} finally {
  nginx.kill("SIGQUIT");
}
