import path from "node:path";
import { build } from "vite";

// The editor at /admin (admin/): its page and Sveltia CMS's files, built from
// the npm package into the site itself, with no script from another host.

const virtualConfig = "virtual:editor-config";
const fontCdn = "https://cdn.jsdelivr.net/fontsource/";

/** Builds the editor with `config` into `outDir`: index.html and its assets, under the address `base`. */
export async function buildEditor(outDir: string, config: object, base = "/admin/"): Promise<void> {
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, "../admin"),
    base,
    logLevel: "warn",
    build: {
      outDir: path.resolve(outDir),
      emptyOutDir: true,
      chunkSizeWarningLimit: 4096,
      reportCompressedSize: false,
    },
    plugins: [
      {
        // Sveltia CMS colours code with Shiki's 300 grammars and themes, each a file; no field of
        // this editor is code, so they are left out.
        name: "no-code-highlighting",
        enforce: "pre",
        resolveId: (id) => (/^@shikijs\/(langs|themes)\//.test(id) ? "\0no-code-highlighting" : undefined),
        load: (id) => (id === "\0no-code-highlighting" ? "export default [];" : undefined),
      },
      {
        // Its fonts come with the package and are added from the site; the rules that would also
        // fetch them from a CDN (which the editor's policy refuses) are taken out. Sveltia CMS has
        // no setting for its fonts' address (sveltia/sveltia-cms#443, #909), so its code is cut.
        name: "fonts-from-the-site",
        transform(code, id) {
          if (!id.includes("@sveltia/cms") || !code.includes(fontCdn)) return undefined;
          return code.replace(/@font-face\s*\{[^}]*\}/g, (rule) => (rule.includes(fontCdn) ? "" : rule));
        },
      },
      {
        name: "editor-config",
        resolveId: (id) => (id === virtualConfig ? `\0${virtualConfig}` : undefined),
        load: (id) => (id === `\0${virtualConfig}` ? `export default ${JSON.stringify(config)};` : undefined),
      },
    ],
  });
}
