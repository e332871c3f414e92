import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./vite/content-plugin.ts";

export default defineConfig({
  // The prerendered footer year, until the visitor's clock takes over.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [tailwindcss(), contentPlugin(), imagetools(), reactRouter()],
});
