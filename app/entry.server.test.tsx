import { Suspense } from "react";
import { expect, test } from "vitest";
import { renderWhole } from "./entry.server";

test("a long page is written in order, each part where it shows, with no script to move it", async () => {
  const words = "A line of a long biography. ".repeat(1000);
  // React writes out of order only a part of over 500 bytes.
  const last = "The last paragraph, which is long. ".repeat(20);
  const errors: unknown[] = [];
  const html = await new Response(
    await renderWhole(
      <main>
        <p>{words}</p>
        <Suspense fallback={<p>Loading</p>}>
          <p>{last}</p>
        </Suspense>
      </main>,
      (error) => {
        errors.push(error);
      },
    ),
  ).text();
  expect(html.length).toBeGreaterThan(20_000);
  expect(html).toContain(`<!--$--><p>${last}</p><!--/$--></main>`);
  expect(html).not.toContain("<script");
  expect(errors).toEqual([]);
});

test("a part that fails to render is reported", async () => {
  const errors: unknown[] = [];
  const Broken = () => {
    throw new Error("No such work");
  };
  await renderWhole(
    <main>
      <Suspense fallback={<p>Loading</p>}>
        <Broken />
      </Suspense>
    </main>,
    (error) => {
      errors.push(error);
    },
  );
  expect(errors).toEqual([new Error("No such work")]);
});
