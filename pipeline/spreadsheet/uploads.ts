// Which of content/import/'s files an import takes. She puts a spreadsheet and her photographs
// (or a zip of them) there, from GitHub's site or from the editor's "Import a spreadsheet", whose
// entry, import.yaml, names what she chose last: those, so that a file left from an earlier
// upload is never taken instead.

/** The folder inside the content folder that her uploads go into. */
export const importFolder = "import";
/** The editor's entry in that folder: the spreadsheet and photographs she chose. */
export const importEntry = "import.yaml";

/** The editor's entry as it writes it: each file by its path from the public folder ("/import/works.csv"). */
export type ImportEntry = { spreadsheet?: unknown; photographs?: unknown };

/** What an import takes: a spreadsheet and a zip of photographs by their names, else the folder's own photographs. */
export type Uploads = { sheet: string; zip?: string };

const isSheet = (name: string) => /\.(csv|xlsx)$/i.test(name);
const isZip = (name: string) => /\.zip$/i.test(name);
const baseName = (value: unknown) => (typeof value === "string" ? (value.split("/").pop() ?? "") : "");

/** The uploads among `names` (the folder's files): the entry's, where it names files there, else the first by name. */
export function uploadsOf(names: readonly string[], entry: ImportEntry | undefined): Uploads | undefined {
  const there = new Set(names);
  const chosen = (values: unknown, kind: (name: string) => boolean) =>
    [values]
      .flat()
      .map(baseName)
      .find((name) => kind(name) && there.has(name));
  const sorted = [...names].sort((one, other) => one.localeCompare(other, "en"));
  const sheet = chosen(entry?.spreadsheet, isSheet) ?? sorted.find(isSheet);
  if (!sheet) return undefined;
  // With an entry, its photographs alone: an earlier upload's zip is not hers this time.
  const zip = entry ? chosen(entry.photographs, isZip) : sorted.find(isZip);
  return { sheet, ...(zip && { zip }) };
}
