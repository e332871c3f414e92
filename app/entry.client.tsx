import { type ReactNode, StrictMode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islands } from "./islands";
import { sendInquiriesByScript } from "./lib/inquiry-sending";

// The browser's entry, loaded on the visitor's first intent (components/islands-script.tsx):
// each island of the page (components/island.tsx) is hydrated with the props written beside it.

/**
 * Marks its island `data-hydrated` once React has taken it over, and tells a tap that waited for
 * it (rules/inline-scripts.ts) with a `hydrated` event: a layout effect, the last of the island's,
 * so that what its own layout effects change (a control made live) is drawn by then.
 */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.dataset.hydrated = "";
    container.dispatchEvent(new Event("hydrated"));
  }, [container]);
  return children;
}

for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const Component = islands[container.dataset.island as IslandName];
  const props = JSON.parse(container.nextElementSibling?.textContent ?? "{}");
  hydrateRoot(
    container,
    <StrictMode>
      <Hydrated container={container}>
        <Component {...props} />
      </Hydrated>
    </StrictMode>,
  );
}

sendInquiriesByScript();
