import config from "virtual:editor-config";
import CMS from "@sveltia/cms";
import { fileFormat } from "./format.ts";
import { workIds } from "./ids.ts";

// The editor at /admin: Sveltia CMS, configured from the content schema (admin/config.ts).

type Data = { toJS(): Record<string, { id?: unknown }[]>; setIn(path: unknown[], value: unknown): Data };
type Entry = { get(key: "data"): Data; get(key: "slug"): string; set(key: "data", value: Data): Entry };

// Before works.yaml is written, each new work (or copy of one) gets a number of its own.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const saved = entry as unknown as Entry;
    if (saved.get("slug") !== "works") return;
    let data = saved.get("data");
    for (const [list, ids] of Object.entries(workIds(data.toJS()))) {
      ids.forEach((id, index) => {
        data = data.setIn([list, index, "id"], id);
      });
    }
    return saved.set("data", data) as never;
  },
});

// Each content file read and written as YAML, with the ids of chosen works as numbers in the file.
for (const file of config.singletons)
  CMS.registerCustomFormat(file.format, "yaml", fileFormat(file.fields, file.name));

CMS.init({ config });
