// Runs Debian's nginx in the foreground with hosting/nginx.conf serving this
// project's build, on loopback ports: for the HTTP test suite, and over TLS
// with a throwaway certificate for the Observatory grading.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const project = path.resolve(import.meta.dirname, "..");

type Tls = { port: string; certificate: string; key: string };

/** A self-signed certificate for 127.0.0.1, valid for a day, written into `dir` (needs openssl). */
export function throwawayCertificate(dir: string): Omit<Tls, "port"> {
  mkdirSync(dir, { recursive: true });
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      certificate,
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { certificate, key };
}

/**
 * The hosting/nginx.conf server block for `buildDir`, on 127.0.0.1:port. With TLS it speaks
 * HTTP/2 as well, as hosts do over TLS, and the plain HTTP port redirects to it.
 */
function serverBlocks(port: string, buildDir: string, inquiries: string, tls?: Tls, inServer = ""): string {
  const site = readFileSync(path.join(project, "hosting", "nginx.conf"), "utf8")
    .replaceAll("/srv/portfolio/build", buildDir)
    .replace("set $inquiries http://127.0.0.1:3000;", `set $inquiries ${inquiries};`)
    .replace(/^( {4}root .*;)$/m, `$1\n${inServer}`);
  if (!tls) return site.replace("listen 80;", `listen 127.0.0.1:${port};`);
  return `${site.replace(
    "listen 80;",
    `listen 127.0.0.1:${tls.port} ssl http2;\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};`,
  )}
server {
    listen 127.0.0.1:${port};
    server_tokens off;
    return 301 https://$host:${tls.port}$request_uri;
}`;
}

/**
 * nginx serving `buildDir` (build/ unless said) with hosting/nginx.conf; its own files go to
 * `prefix`. `added` is configuration a recipe of docs/hosting.md adds, in the http context and in
 * the server block after its root; `inquiries`, where the inquiry form's posts go (`npm start`).
 */
export function startNginx(
  prefix: string,
  port: string,
  {
    tls,
    buildDir = path.join(project, "build"),
    added = { http: "", server: "" },
    inquiries = "http://127.0.0.1:3000",
    timeZone,
  }: {
    tls?: Tls;
    buildDir?: string;
    added?: { http: string; server: string };
    inquiries?: string;
    /** The server's time zone (TZ), where not the machine's. */
    timeZone?: string;
  } = {},
): ChildProcess {
  for (const dir of ["logs", "tmp"]) mkdirSync(path.join(prefix, dir), { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr error;
# As many connections as Debian's own nginx.conf allows a worker.
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${added.http}
${serverBlocks(port, buildDir, inquiries, tls, added.server)}
}
`,
  );
  return spawn("nginx", ["-p", prefix, "-c", conf], {
    stdio: "inherit",
    env: { ...process.env, ...(timeZone && { TZ: timeZone }) },
  });
}
