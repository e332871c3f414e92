import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ErrorBoundary } from "./root";

// A page that fails to render stops the build (React Router's prerender refuses its status 500),
// so no visitor is sent one; the development server shows this fallback in its place.
test("a rendering error shows the generic fallback, with a way home", () => {
  const html = renderToStaticMarkup(<ErrorBoundary error={new Error("A page failed")} params={{}} />);
  expect(html).toContain("<h1");
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/);
});
