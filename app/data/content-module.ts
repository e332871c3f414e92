import type {
  ContentModules,
  FileRef,
  ImportedFile,
  Picture,
  PictureRef,
} from "../../pipeline/content-types";

// A `virtual:content/*` module as its typed data: the files it imports put where its data names
// them. pipeline/content-modules.ts writes that data as Stored<ContentModules[name]>, from the
// same types.

type ContentModule = { files: readonly ImportedFile[]; data: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isFileRef = (value: Record<string, unknown>): value is FileRef =>
  typeof value.file === "number" && Object.keys(value).length === 1;
const isPictureRef = (value: Record<string, unknown>): value is PictureRef =>
  isObject(value.modern) && isObject(value.fallback) && Array.isArray(value.colours);

/** `value` with each of its files in place: a photograph's sources, a share image's address. */
function withFiles(value: unknown, files: readonly ImportedFile[]): unknown {
  const fileAt = ({ file }: FileRef) => files[file];
  if (Array.isArray(value)) return value.map((item) => withFiles(item, files));
  if (!isObject(value)) return value;
  if (isFileRef(value)) return fileAt(value);
  if (isPictureRef(value)) {
    const [modern, fallback] = [fileAt(value.modern), fileAt(value.fallback)];
    if (typeof modern !== "object" || typeof fallback !== "object")
      throw new Error("A picture's files are missing");
    return {
      sources: { ...modern.sources, ...fallback.sources },
      img: fallback.img,
      colours: value.colours,
    } satisfies Picture;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFiles(item, files)]));
}

/** The content of the module `virtual:content/<Name>`, as its type says. */
export const contentOf = <Name extends keyof ContentModules>({ files, data }: ContentModule) =>
  withFiles(data, files) as ContentModules[Name];
