import type { CustomFieldControlProps } from "@sveltia/cms";
import type { createElement } from "react";
import type { EditorField } from "./config.ts";
import type { InventoryKind } from "./inventory.ts";
import type { EditorWorks } from "./works.ts";

// The Works form's buttons that give her inventory as a file, in her browser. Sveltia CMS renders
// a field type's control with its own React, whose createElement it offers as `window.h`. The
// spreadsheet's code (admin/inventory.ts, the workbook writer) loads at the first click, not with
// the editor.

declare global {
  interface Window {
    h: typeof createElement;
  }
}

/** Hands the browser `bytes` as a download named `name`. */
function download(name: string, type: string, bytes: Uint8Array | string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  // Long enough for the browser to have taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The control for the Works form (`fields`): a button for each kind of spreadsheet. */
export function inventoryControl(fields: readonly EditorField[]) {
  return function InventoryControl({ entry, forID }: CustomFieldControlProps) {
    const { h } = window;
    const give = (kind: InventoryKind) => async () => {
      const works = ((entry?.toJS() as { data?: EditorWorks } | undefined)?.data ?? {}) as EditorWorks;
      const { inventoryFile } = await import("./inventory.ts");
      const file = await inventoryFile(fields, works, kind, new Date());
      download(file.name, file.type, file.bytes);
    };
    const button = (kind: InventoryKind, label: string, id?: string) =>
      h("button", { type: "button", id, onClick: give(kind), style: { marginInlineEnd: "0.75em" } }, label);
    return h(
      "div",
      null,
      button("csv", "Download as CSV", forID),
      button("xlsx", "Download as Excel (.xlsx)"),
    );
  };
}
