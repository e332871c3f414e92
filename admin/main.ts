import config from "virtual:editor-config";
import CMS from "@sveltia/cms";
import { downloadControl } from "./download-control.ts";
import { type DownloadForm, downloads } from "./downloads.ts";
import { fileFormat } from "./format.ts";
import { workIds } from "./ids.ts";
import { type EditorWorks, type LeftOut, leftOutOnSave, shownIn, withGalleryTitles } from "./works.ts";

// The editor at /admin: Sveltia CMS, configured from the content schema (admin/config.ts).

type DraftData = { toJS(): EditorWorks; setIn(path: unknown[], value: unknown): DraftData };
type FormEntry = {
  get(key: "data"): DraftData;
  get(key: "slug"): string;
  set(key: "data", value: DraftData): FormEntry;
};

/** `"Quiet Engine" (price 4800, status reserved)`: what a move to the gallery leaves out of a work. */
const leftOutOf = ({ title, price, status }: LeftOut) => {
  const parts = [price !== undefined && `price ${price}`, status !== undefined && `status ${status}`];
  return `"${title}" (${parts.filter(Boolean).join(", ")})`;
};

// Before works.yaml is written, each new work (or copy of one) gets a number of its own; a work
// moved to the gallery, which shows no price, is moved only once she says so (else it stays for
// sale); and each work of the gallery gets its title again, for Home's choices (admin/works.ts).
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const saved = entry as unknown as FormEntry;
    if (saved.get("slug") !== "works") return;
    let data = saved.get("data");
    const works = data.toJS().works ?? [];
    const moved = leftOutOnSave(works);
    const it = moved.length > 1 ? "them" : "it";
    const move =
      moved.length === 0 ||
      window.confirm(
        `In the Gallery a work has no price or status: moving ${moved.map(leftOutOf).join(" and ")} there leaves them out.\n\nOK: move ${it} to the Gallery.\nCancel: keep ${it} in Available works.`,
      );
    const shown = works.map((work) =>
      !move && leftOutOnSave([work]).length > 0 ? { ...work, [shownIn]: "available" } : work,
    );
    const ids = workIds({ works: shown }).works ?? [];
    withGalleryTitles(shown).forEach((work, index) => {
      data = data.setIn(["works", index], { ...work, id: ids[index] });
    });
    return saved.set("data", data) as never;
  },
});

// Each content file read and written as YAML, with the ids of chosen works as numbers in the file
// (the import's entry, plain YAML, has no format of its own).
for (const collection of config.collections)
  for (const file of collection.files)
    if ("format" in file) CMS.registerCustomFormat(file.format, "yaml", fileFormat(file.fields, file.name));

// The buttons that give her inventory (Works) and her rooms' prices as spreadsheets (admin/inventory.ts).
for (const file of config.collections.flatMap((one) => one.files))
  if (Object.hasOwn(downloads, file.name)) {
    const form = file.name as DownloadForm;
    CMS.registerFieldType(downloads[form], downloadControl(form, file.fields));
  }

CMS.init({ config });
