// `npm start`: serves the prerendered site in build/client (or
// $BUILD_DIR/client) on 127.0.0.1:$PORT (default 3000), with the headers,
// caching and redirects of deploy/policy.ts. Files, ranges, conditional
// requests and the precompressed .br/.gz files are @fastify/static's work.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyError, type FastifyReply } from "fastify";
import { allowedMethods, cacheControlFor, canonicalPath, securityHeaders } from "./deploy/policy.ts";

const build = path.resolve(import.meta.dirname, process.env.BUILD_DIR ?? "build");
const root = path.join(build, "client");
const hashesFile = path.join(build, "script-hashes.json");

if (
  !statSync(path.join(root, "404.html"), { throwIfNoEntry: false })?.isFile() ||
  !statSync(hashesFile, { throwIfNoEntry: false })
) {
  console.error(`No build in ${build}. Run \`npm run build\` first.`);
  process.exit(1);
}
const headers = securityHeaders(JSON.parse(readFileSync(hashesFile, "utf8")) as string[]);

const app = Fastify({
  // Our own access log (onResponse below) is one line per request.
  logger: false,
  return503OnClosing: true,
  // A malformed address (/%zz) fails before any hook runs: answer it here, with the same headers.
  frameworkErrors: (_error, _request, reply) => {
    (reply as FastifyReply).headers(headers).code(400).type("text/plain").send("Bad request");
  },
});

app.addHook("onRequest", async (request, reply) => {
  reply.headers(headers);
  // Longer addresses are no page of this site: answered before any work is done.
  if (request.url.length > 2048) return reply.code(414).type("text/plain").send("URI too long");
  if (!(allowedMethods as readonly string[]).includes(request.method)) {
    return reply
      .code(405)
      .header("Allow", allowedMethods.join(", "))
      .type("text/plain")
      .send("Method not allowed");
  }
  const pathname = request.url.split("?")[0] ?? "/";
  const canonical = canonicalPath(pathname);
  if (canonical) return reply.redirect(canonical, 308);
});

app.addHook("onResponse", async (request, reply) => {
  console.log(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
});

function notFound(reply: FastifyReply) {
  return reply.code(404).header("Cache-Control", "no-cache").sendFile("404.html", { cacheControl: false });
}

await app.register(fastifyStatic, {
  root,
  preCompressed: true,
  dotfiles: "ignore",
  index: ["index.html"],
  redirect: false,
  // Cache-Control comes from deploy/policy.ts instead.
  cacheControl: false,
  setHeaders(res, file) {
    res.header("Cache-Control", cacheControlFor(`/${path.relative(root, file).split(path.sep).join("/")}`));
  },
});

// The pages, at their addresses without a trailing slash.
for (const page of ["gallery", "available", "contact"]) {
  app.get(`/${page}`, (_request, reply) => reply.sendFile(`${page}/index.html`));
}
// Files that are for hosts, not visitors, and the not-found page under its own name.
for (const hidden of ["/_headers", "/_redirects", "/404.html", "/404"]) {
  app.get(hidden, (_request, reply) => notFound(reply));
}
app.setNotFoundHandler((_request, reply) => notFound(reply));
app.setErrorHandler((error: FastifyError, _request, reply) => {
  // Bad input (a malformed address, say) is the client's error, never a 5xx.
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 404) return notFound(reply);
  if (status >= 500) console.error(error);
  return reply
    .code(status)
    .type("text/plain")
    .send(status >= 500 ? "Server error" : "Bad request");
});

const port = Number(process.env.PORT ?? 3000);
try {
  await app.listen({ port, host: "127.0.0.1" });
  console.log(`Serving the site on http://127.0.0.1:${port}`);
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
  console.error(inUse ? `Port ${port} is already in use. Set PORT to another.` : error);
  process.exit(1);
}

// Finish the requests under way, then stop.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
