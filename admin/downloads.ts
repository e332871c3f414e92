// The forms' buttons that give a spreadsheet in her browser (admin/download-control.ts): Works'
// gives her inventory, the viewing rooms' their own prices. Each is a field of its form that holds
// no value, so a save writes none, and its field type of the same name.

export const downloads = { works: "inventory", rooms: "roomPrices" } as const;
export type DownloadForm = keyof typeof downloads;

export type SpreadsheetKind = "csv" | "xlsx";
