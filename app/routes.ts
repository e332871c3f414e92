import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The four pages share the top bar.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("available", "routes/available.tsx"),
    route("contact", "routes/contact.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
