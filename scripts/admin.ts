// `npm run admin`: the artist's editor on her own computer. Builds the editor
// (admin/) and starts the development site with it at /admin, on 127.0.0.1,
// where Chrome and Edge offer "Work with Local Repository": the editor then
// saves straight into content/, and the site beside it shows each change.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createServer, type Plugin } from "vite";
import { editorConfig } from "../admin/config.ts";
import { sampleOf } from "../admin/sample.ts";
import { decodedPath } from "../hosting/policy.ts";
import { readContentOrExit } from "../pipeline/read.ts";
import { editorPage } from "../rules/pages.ts";
import { buildEditor } from "../vite/admin.ts";

// As `react-router dev` does: React's development build for the server's render.
process.env.NODE_ENV ??= "development";

const project = path.resolve(import.meta.dirname, "..");
const folder = path.join(project, "node_modules", ".cache", "portfolio-editor");
const port = Number(process.env.PORT ?? 5173);

const { site, works } = readContentOrExit();
console.log("Preparing the editor…");
await buildEditor(
  folder,
  // Here a save is written to her folder: there is no draft to publish.
  editorConfig({
    artist: site.artist.name,
    siteUrl: site.siteUrl,
    repository: site.editor,
    local: true,
    // Read at start: after a change, the first screen says it once she starts the editor again.
    sample: sampleOf({ site, works: [...works.gallery, ...works.available] }),
  }),
);

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/** The editor's page at /admin and its files at /admin/…, from the folder it was built into. */
const editorFiles: Plugin = {
  name: "editor-files",
  configureServer(server) {
    server.middlewares.use(async (request, response, next) => {
      const pathname = decodedPath((request.url ?? "/").split("?")[0] ?? "/");
      // A malformed address (/%zz) is the client's mistake: answered, and the server goes on.
      if (pathname === null) {
        response.statusCode = 400;
        return response.end("Bad request");
      }
      if (pathname !== editorPage.path && !pathname.startsWith(`${editorPage.path}/`)) return next();
      const relative = pathname.slice(editorPage.path.length).replace(/^\/+/, "") || "index.html";
      const file = path.join(folder, relative);
      if (!file.startsWith(folder + path.sep)) return next();
      try {
        const body = await readFile(file);
        response.setHeader("Content-Type", types[path.extname(file)] ?? "application/octet-stream");
        response.end(body);
      } catch {
        next();
      }
    });
  },
};

const server = await createServer({
  configFile: path.join(project, "vite.config.ts"),
  server: { host: "127.0.0.1", port, strictPort: true },
  plugins: [editorFiles],
});
await server.listen();
console.log(`
The site:   http://127.0.0.1:${port}/
The editor: http://127.0.0.1:${port}${editorPage.path}

Open the editor in Chrome or Edge, choose "Work with Local Repository" and
select this folder: ${project}
Each change you save is written to content/ and shows on the site at once.
Press Ctrl+C here to stop.`);
