import { StrictMode, startTransition } from "react";
import type * as ReactDOMClient from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's entry, with one change: React DOM's client, the largest part of the page's
// script, is evaluated in a task of its own after the page's modules, not at the end of theirs
// (scripts/long-tasks.ts). `require`, which the bundler resolves in place, rather than import():
// Vite would wrap that in its preload helper, 550 bytes more on every page.
setTimeout(() => {
  const { hydrateRoot }: typeof ReactDOMClient = require("react-dom/client");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
