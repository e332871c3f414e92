import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Every page has the top bar.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("available", "routes/available.tsx"),
    route("contact", "routes/contact.tsx"),
    // One page per work, prerendered for every work in content/works.yaml.
    route("works/:slug", "routes/work.tsx"),
    // Any other address. Inside the layout like the work pages, so that an unknown work's
    // address, served the prerendered 404.html, hydrates as the same page.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
