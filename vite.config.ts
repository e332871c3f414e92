import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentDir } from "./app/content/read.ts";
import { contentPlugin } from "./vite/content-plugin.ts";
import { withExtract } from "./vite/crop-transform.ts";
import { fontSubsets } from "./vite/font-subsets.ts";

export default defineConfig({
  build: {
    // A font is always a file: the CSP's font-src 'self' refuses data: URLs, which Vite would
    // make of a font under 4 KB (a Latin Extended subset, say).
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
  },
  // The prerendered footer year, until the visitor's clock takes over.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [
    tailwindcss(),
    fontSubsets([contentDir, path.resolve("app")], path.resolve(".fonts")),
    contentPlugin(contentDir, path.resolve("app/app.css")),
    imagetools({
      // With `extract`, to cut the lists' thumbnails from photographs of other proportions.
      extendTransforms: withExtract,
      // Any case of extension: a camera's IMG_2041.JPG as well as a .jpg.
      include: /^[^?]+\.(avif|gif|heif|jpe?g|png|tiff?|webp)(\?.*)?$/i,
    }),
    reactRouter(),
  ],
});
