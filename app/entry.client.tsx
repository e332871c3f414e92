import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";
import { keyNewEntry } from "./components/scroll-restoration";
import { createRouterInSteps, RouterInSteps } from "./router-in-steps";

// React Router's entry, with three changes: React DOM's client, the largest part of the page's
// script, is evaluated in a task of its own after the page's modules, not at the end of theirs;
// the built site's router is made in tasks of its own before React hydrates the page
// (router-in-steps.tsx; the dev server keeps HydratedRouter, which its hot reloading needs),
// scripts/long-tasks.ts measures both; and a new history entry gets its key here, not while the
// page is parsed (components/scroll-restoration.tsx).
setTimeout(async () => {
  keyNewEntry();
  const { hydrateRoot } = await import("react-dom/client");
  const router = import.meta.env.DEV ? (
    <HydratedRouter />
  ) : (
    <RouterInSteps {...(await createRouterInSteps())} />
  );
  startTransition(() => {
    hydrateRoot(document, <StrictMode>{router}</StrictMode>);
  });
});
