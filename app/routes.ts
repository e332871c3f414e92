import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { everyWork } from "./content/lists";
import { readContent } from "./content/read";
import { pages, workPath } from "./lib/pages";

// One route per work, each at its own address, rather than one "works/:slug": an address
// under /works/ that is no work then matches the catch-all route, exactly as the server answers
// it (with the prerendered not-found page), and the page hydrates as what it is.
const { works } = readContent();
const workRoutes = everyWork(works).map((work) =>
  route(workPath(work).slice(1), "routes/work.tsx", { id: `work:${work.slug}` }),
);

export default [
  // Every page has the top bar.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route(pages.gallery.path.slice(1), "routes/gallery.tsx"),
    route(pages.available.path.slice(1), "routes/available.tsx"),
    route(pages.contact.path.slice(1), "routes/contact.tsx"),
    // One page per work in content/works.yaml: /works/<slug>.
    ...workRoutes,
    // Any other address.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
