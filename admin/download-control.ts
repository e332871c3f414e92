import type { CustomFieldControlProps } from "@sveltia/cms";
import type { createElement } from "react";
import type { EditorField } from "./config.ts";
import type { DownloadForm, SpreadsheetKind } from "./downloads.ts";
import type { Data } from "./format.ts";

// A form's buttons that give what it holds as a spreadsheet, in her browser (admin/downloads.ts).
// Sveltia CMS renders a field type's control with its own React, whose createElement it offers as
// `window.h`. The spreadsheet's code (admin/inventory.ts, the workbook writer) loads at the first
// click, not with the editor.

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

/** The control for form `form` (its `fields`): a button for each kind of spreadsheet. */
export function downloadControl(form: DownloadForm, fields: readonly EditorField[]) {
  return function DownloadControl({ entry, forID }: CustomFieldControlProps) {
    const { h } = window;
    const give = (kind: SpreadsheetKind) => async () => {
      const data = ((entry?.toJS() as { data?: Data } | undefined)?.data ?? {}) as Data;
      const { downloadFile } = await import("./inventory.ts");
      const file = await downloadFile(form, fields, data, kind, new Date());
      download(file.name, file.type, file.bytes);
    };
    const button = (kind: SpreadsheetKind, label: string, id?: string) =>
      h("button", { type: "button", id, onClick: give(kind), style: { marginInlineEnd: "0.75em" } }, label);
    return h(
      "div",
      null,
      button("csv", "Download as CSV", forID),
      button("xlsx", "Download as Excel (.xlsx)"),
    );
  };
}
