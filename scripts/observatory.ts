// `npm run observatory`: grades the production build as nginx serves it with
// deploy/nginx.conf, using MDN's HTTP Observatory scanner over loopback, with
// TLS from a throwaway self-signed certificate. The scanner is installed into
// build-e2e/observatory on first use with --ignore-scripts (its install
// scripts download lists from the internet) instead of being a dependency.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startNginx, throwawayCertificate } from "./nginx.ts";

const project = path.resolve(import.meta.dirname, "..");
const dir = path.join(project, "build-e2e", "observatory");
const scanner = path.join(dir, "node_modules", "@mdn", "mdn-http-observatory", "src", "index.js");
// The standard ports on loopback (so this needs root): scan() in 1.4.8 does
// not pass its { httpPort, httpsPort } options on to the requests it makes.
const [httpPort, httpsPort] = ["80", "443"];

mkdirSync(dir, { recursive: true });
if (!existsSync(scanner)) {
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      dir,
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "@mdn/mdn-http-observatory@1.4.8",
    ],
    {
      stdio: "inherit",
    },
  );
}
// The install script would fetch Chromium's HSTS preload list; 127.0.0.1 is on no such list.
writeFileSync(path.join(path.dirname(scanner), "..", "conf", "hsts-preload.json"), "{}\n");

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
