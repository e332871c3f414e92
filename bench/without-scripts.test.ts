import { describe, expect, it } from "vitest";
import { withoutScripts } from "./without-scripts";

describe("withoutScripts", () => {
  it("takes out inline and external scripts, classic or module, and the module preloads", () => {
    const page = [
      '<head><link rel="modulepreload" href="/assets/start.js"/><link rel="stylesheet" href="/assets/app.css"/></head>',
      "<body><h1>Gallery</h1>",
      "<script>window.__context = {};</script>",
      '<script type="module" src="/assets/entry.js"></script>',
      "<script type='text/javascript'>start()</script>",
      '<script data-type="application/json">run()</script>',
      "<p>Works</p></body>",
    ].join("");
    expect(withoutScripts(page)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Gallery</h1><p>Works</p></body>',
    );
  });

  it("keeps the data blocks the browser only parses, as the page has them", () => {
    const page =
      '<script type="application/ld+json">{"@type":"VisualArtwork"}</script>' +
      '<script type="application/json" class="stream-chunk">"[1]"</script>' +
      '<script type="text/x-module-after-paint" id="hydrate" data-src="/assets/start.js"></script>';
    expect(withoutScripts(page)).toBe(page);
  });
});
