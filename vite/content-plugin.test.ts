import { EventEmitter } from "node:events";
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { parse } from "yaml";
import { photographedFixture } from "../pipeline/photographed-fixture";
import { contentPlugin } from "./content-plugin";

let dir: string;
beforeEach(async () => {
  dir = await photographedFixture();
});

test("the development server starts again when a work is added or retitled, and only then", async () => {
  const watcher = new EventEmitter();
  let restarts = 0;
  const server = { watcher, restart: async () => void restarts++ };
  const plugin = contentPlugin(dir, { shareDir: path.join(dir, ".cache") });
  (plugin.configureServer as (server: unknown) => void)(server);
  const works = path.join(dir, "works.yaml");
  const change = async (edit: (text: string) => string) => {
    // A new modification time: the content is read again.
    writeFileSync(works, edit(readFileSync(works, "utf8")));
    utimesSync(works, new Date(), new Date(Date.now() + restarts * 1000 + 5000));
    watcher.emit("change", works);
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const data = () => parse(readFileSync(works, "utf8"));
  const first = data().gallery[0];

  await change((text) => text.replace(first.medium, "Oil on linen"));
  expect(restarts).toBe(0);
  await change((text) => text.replace(`title: ${first.title}`, "title: A New Title"));
  expect(restarts).toBe(1);
  await change((text) =>
    text.replace("available:", `  - ${JSON.stringify({ ...first, id: 99, title: "Another" })}\navailable:`),
  );
  expect(data().gallery.at(-1).title).toBe("Another");
  expect(restarts).toBe(2);
  // A mistake in the file waits for the artist to put it right.
  await change((text) => text.replace("title: A New Title", "titel: A New Title"));
  expect(restarts).toBe(2);
});
