import { readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Build time: the text files compressed ahead, so that no server compresses on the fly.

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes file.br and file.gz beside `file`, each where it is smaller. */
export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const variants = [
    [".br", await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    [".gz", await gzipAsync(source, { level: 9 })],
  ] as const;
  const { atime, mtime } = await stat(file);
  for (const [suffix, data] of variants) {
    if (data.length >= source.length) continue;
    await writeFile(file + suffix, data);
    // One Last-Modified for every encoding of the file.
    await utimes(file + suffix, atime, mtime);
  }
}

/** Writes file.br and file.gz beside every text file, where they are smaller. */
export async function precompress(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (compressible.test(file)) jobs.push(precompressFile(file));
  }
  await Promise.all(jobs);
}
