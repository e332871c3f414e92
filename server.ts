// Serves the prerendered site in build/client (or $BUILD_DIR/client) on
// 127.0.0.1:$PORT (default 3000).
// Pages and files come from sirv; every other path gets the not-found page
// with a real 404 status.
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";

const root = path.resolve(import.meta.dirname, process.env.BUILD_DIR ?? "build", "client");
const notFoundFile = path.join(root, "404.html");

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

if (!isFile(notFoundFile)) {
  console.error(`No build in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}
const notFoundPage = readFileSync(notFoundFile);

const files = sirv(root, {
  etag: true,
  setHeaders(res, pathname) {
    // Hashed file names change with their content; everything else revalidates.
    const immutable = pathname.startsWith("/assets/");
    res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  },
});

function notFound(res: import("node:http").ServerResponse) {
  res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
  res.end(notFoundPage);
}

const server = createServer((req, res) => {
  const start = performance.now();
  res.on("finish", () => {
    console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - start).toFixed(1)}ms`);
  });
  const pathname = req.url?.split("?")[0] ?? "/";
  // The not-found page is a file in the build, but never a page of its own.
  if (/^\/404(\.html|\/(index\.html)?)?$/.test(pathname)) return notFound(res);
  // The browser's router matches /GALLERY as /gallery, and a page's file name
  // (/gallery/index.html) as no page at all: send both to the page's address.
  const page = pathname.toLowerCase().replace(/\/index\.html$/, "/");
  if (page !== pathname && isFile(path.join(root, page, "index.html"))) {
    res.writeHead(308, { Location: page });
    return res.end();
  }
  files(req, res, () => notFound(res));
});

const port = Number(process.env.PORT ?? 3000);
server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is already in use. Set PORT to another.` : error);
  process.exit(1);
});
server.listen(port, "127.0.0.1", () => console.log(`Serving the site on http://127.0.0.1:${port}`));

process.on("SIGTERM", () => server.close(() => process.exit(0)));
