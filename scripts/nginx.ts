// Runs Debian's nginx in the foreground with deploy/nginx.conf serving this
// project's build, on loopback ports: for the HTTP test suite and for the
// Observatory grading (over TLS, with a self-signed certificate).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const project = path.resolve(import.meta.dirname, "..");

export type Tls = { port: string; certificate: string; key: string };

/** The deploy/nginx.conf server block for this project, on 127.0.0.1:port (TLS: a redirecting HTTP port too). */
function serverBlocks(port: string, tls?: Tls): string {
  const site = readFileSync(path.join(project, "deploy", "nginx.conf"), "utf8").replaceAll(
    "/srv/portfolio",
    project,
  );
  if (!tls) return site.replace("listen 80;", `listen 127.0.0.1:${port};`);
  return `${site.replace(
    "listen 80;",
    `listen 127.0.0.1:${tls.port} ssl;\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};`,
  )}
server {
    listen 127.0.0.1:${port};
    server_tokens off;
    return 301 https://$host:${tls.port}$request_uri;
}`;
}

export function startNginx(prefix: string, port: string, tls?: Tls): ChildProcess {
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
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${serverBlocks(port, tls)}
}
`,
  );
  return spawn("nginx", ["-p", prefix, "-c", conf], { stdio: "inherit" });
}
