import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";
import { createRouterInSteps, RouterInSteps } from "./router-in-steps";

// React Router's entry, with two changes: React DOM's client, the largest part of the page's
// script, is evaluated in a task of its own after the page's modules, not at the end of theirs;
// and the built site's router is made in tasks of its own before React hydrates the page
// (router-in-steps.tsx; the dev server keeps HydratedRouter, which its hot reloading needs).
// scripts/long-tasks.ts measures both.
setTimeout(async () => {
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
