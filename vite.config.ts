import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./vite/content-plugin.ts";

export default defineConfig({
  // The prerendered footer year, until the visitor's clock takes over.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // CONTENT_DIR builds the site from other content: the e2e suite's fixture with a reserved work.
  plugins: [
    tailwindcss(),
    contentPlugin(path.resolve(process.env.CONTENT_DIR ?? "content"), path.resolve("app/app.css")),
    imagetools(),
    reactRouter(),
  ],
});
