import { type ReactNode, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islands } from "./islands";

// The browser's entry, loaded on the visitor's first intent (components/islands-script.tsx):
// each island of the page (components/island.tsx) is hydrated with the props written beside it.

/** Marks its island `data-hydrated` once React has taken it over and run its effects. */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.dataset.hydrated = "";
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
