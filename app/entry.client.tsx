import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";

// React Router's entry, with one change: React DOM's client, the largest part of the page's
// script, is evaluated in a task of its own after the page's modules, not at the end of theirs
// (scripts/long-tasks.ts).
setTimeout(async () => {
  const { hydrateRoot } = await import("react-dom/client");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
