import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentDir } from "./app/content/read.ts";
import { contentPlugin } from "./vite/content-plugin.ts";
import { withExtract } from "./vite/crop-transform.ts";
import { fontSubsets } from "./vite/font-subsets.ts";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // A font is always a file: the CSP's font-src 'self' refuses data: URLs, which Vite would
    // make of a font under 4 KB (a Latin Extended subset, say).
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: {
          // V8 compiles every function of the framework's file as the file streams in, off the
          // main thread, instead of each on its first call: React DOM's client, one function of
          // 190 KB, was otherwise parsed on the main thread as the page hydrated.
          postBanner: (chunk) => (chunk.name === "entry.client" ? "//# allFunctionsCalledOnLoad" : ""),
          codeSplitting: {
            groups: [
              // React, React DOM, React Router and the entry that starts them in one file: every
              // page loads all of them, and Brotli packs them 4.4 KB smaller as one file than as
              // the five chunks it was (the entry on its own would take the bundler's helpers too).
              {
                name: "framework",
                test: /[\\/]node_modules[\\/]|[\\/]app[\\/]entry\.client\.tsx$/,
                priority: 2,
              },
              // The app's modules that six or more of its routes and lazy parts share (the works'
              // helpers, the registry of pages, the contact links, the button) in one file, not six
              // small ones: about 300 bytes less on every page, as sent.
              { name: "shared", test: /[\\/]app[\\/](components|lib)[\\/]/, minShareCount: 6, priority: 1 },
            ],
          },
        },
      },
    }),
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
}));
