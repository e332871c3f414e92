import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { expect, test } from "vitest";
import { photoBytes, priceListPdf, unprintable } from "./price-list";

// What the built lists cannot show on the content under test: a photograph as busy as a
// photograph can be, and a title in a script the site's faces lack.

test("a busy 3000 px photograph and a Greek title: the photograph within its bytes, the title in a face that has it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "list-"));
  // Random noise, which no JPEG compresses: the worst a photograph can be.
  const noise = Buffer.from(Array.from({ length: 3000 * 2000 * 3 }, () => Math.floor(Math.random() * 256)));
  await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(path.join(dir, "noise.jpg"));
  const pdf = await priceListPdf(
    {
      artist: { name: "A Painter", email: "studio@example.com" },
      siteUrl: "https://www.example.com",
      title: "Available Works",
      works: [
        {
          title: "Θάλασσα",
          slug: "work-1",
          year: "2026",
          medium: "Oil on linen",
          dimensions: "60 x 180 cm",
          image: "noise.jpg",
          price: 4800,
          reserved: true,
        },
      ],
      day: "2026-12-20",
    },
    dir,
  );
  // The faces, the heading and one photograph at most photoBytes.
  expect(pdf.length).toBeLessThanOrEqual(80_000 + photoBytes);
  // The Greek title in Noto Sans, the rest in the site's faces, all embedded (their text is read
  // from the built lists, e2e/built/price-lists.test.ts).
  const fonts = [...pdf.toString("latin1").matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map(
    ([, name]) => name,
  );
  expect(new Set(fonts)).toEqual(
    new Set(["InstrumentSerif-Regular", "InstrumentSans-Regular", "NotoSans-Regular"]),
  );
  // Encoding 6 megapixels of noise takes seconds, and timed out at 5 s on a machine shared with builds.
}, 20_000);

test("the characters no face of the lists has are named, for the build to say so", async () => {
  expect(
    await unprintable(["Θάλασσα", "Été, deux", "Tide Line, 3 a.m. — “Night”", "Low Water, Ōtsu"]),
  ).toEqual([]);
  expect(await unprintable(["夜の海", "Oil on linen"])).toEqual(["夜", "の", "海"]);
});

/** A PDF string as written, a literal `(…)` with its escapes or hex `<…>`: PDFDocEncoding, or UTF-16BE after its mark. */
const pdfString = (written: string) => {
  const bytes = written.startsWith("<")
    ? Buffer.from(written.slice(1, -1), "hex")
    : Buffer.from(
        written
          .slice(1, -1)
          .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) =>
            /\d/.test(escaped)
              ? String.fromCharCode(Number.parseInt(escaped, 8))
              : (({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" } as Record<string, string>)[escaped] ??
                escaped),
          ),
        "latin1",
      );
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? bytes.subarray(2).swap16().toString("utf16le")
    : bytes.toString("latin1");
};
/** The PDF strings a key names, in the file's order. */
const stringsOf = (pdf: string, key: string) =>
  [...pdf.matchAll(new RegExp(`/${key} (\\((?:\\\\.|[^\\\\)])*\\)|<[0-9a-f]*>)`, "g"))].map(([, written]) =>
    pdfString(written ?? ""),
  );
/** The Info dictionary's string under `key`, which PDFKit writes as an object of its own. */
const infoOf = (pdf: string, key: string) => {
  const id = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf)?.[1];
  const written = new RegExp(`\\n${id} 0 obj\\n(.*)\\nendobj`).exec(pdf)?.[1];
  return written === undefined ? undefined : pdfString(written);
};
/** Each page's content stream, inflated: the operators it draws with. */
const pageContents = (bytes: Buffer) => {
  const pdf = bytes.toString("latin1");
  const objects = new Map(
    [...pdf.matchAll(/(\d+) 0 obj\n<<\n((?:\/.*\n)*?)>>\nstream\n/g)].map((match) => {
      const length = Number(/\/Length (\d+)/.exec(match[2] ?? "")?.[1]);
      const start = (match.index ?? 0) + match[0].length;
      return [match[1], bytes.subarray(start, start + length)] as const;
    }),
  );
  return [...pdf.matchAll(/\/Type \/Page\n[\s\S]*?\/Contents (\d+) 0 R/g)].map(([, id]) =>
    inflateSync(objects.get(id ?? "") ?? Buffer.alloc(0)).toString("latin1"),
  );
};

test("a list is tagged for a screen reader: its language, title, structure, each photograph's words and links, and the rest artifacts", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "list-"));
  await sharp({ create: { width: 400, height: 500, channels: 3, background: "#8a7f6a" } })
    .jpeg()
    .toFile(path.join(dir, "work.jpg"));
  // Enough works for two pages; one title in Greek with XML's markup characters in it.
  const titles = ["Tide Line (after rain)", "Θάλασσα & <Νύχτα>", "Low Water", "Salt", "Dusk, Ōtsu"];
  const works = titles.map((title, index) => ({
    title,
    slug: `work-${index + 1}`,
    year: "2026",
    medium: "Oil on linen",
    dimensions: "60 x 80 cm",
    image: "work.jpg",
    price: 1000 + index,
    reserved: false,
  }));
  const artist = { name: "Ana & Bo", email: "studio@example.com" };
  const bytes = await priceListPdf(
    { artist, siteUrl: "https://www.example.com", title: "Available Works", works, day: "2026-12-20" },
    dir,
  );
  const pdf = bytes.toString("latin1");
  // Asked of the text, not matched against it: a failure names the key, not 40 KB of PDF.
  const has = (pattern: RegExp) => pattern.test(pdf);
  expect(has(/^%PDF-1\.7/)).toBe(true);
  expect(has(/\/StructTreeRoot \d+ 0 R/)).toBe(true);
  expect(has(/\/MarkInfo \d+ 0 R/) && has(/\/Marked true/)).toBe(true);
  expect(stringsOf(pdf, "Lang")).toEqual(["en"]);
  expect(has(/\/DisplayDocTitle true/)).toBe(true);
  expect(infoOf(pdf, "Title")).toBe("Available Works, Ana & Bo");
  // The XMP metadata (uncompressed, UTF-8): the same title as XML, and the PDF/UA-1 claim.
  const xmp = bytes.toString("utf8");
  expect(/<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">([^<]*)</.exec(xmp)?.[1]).toBe(
    "Available Works, Ana &amp; Bo",
  );
  expect(/<pdfuaid:part>(\d)</.exec(xmp)?.[1]).toBe("1");
  // The heading and the list's structure elements; each photograph a Figure whose words are its title.
  for (const type of ["Document", "H1", "L", "LI", "LBody", "H2", "Link"]) {
    expect(has(new RegExp(`/S /${type}\\n`)), type).toBe(true);
  }
  expect(pdf.match(/\/S \/Figure\n/g)).toHaveLength(titles.length);
  expect(stringsOf(pdf, "Alt")).toEqual(titles);
  // Each link says where it leads: the site's, then each title's (the Greek one in two runs, two links).
  expect([...new Set(stringsOf(pdf, "Contents"))]).toEqual(["www.example.com", ...titles]);
  // Everything drawn is in the structure or an artifact (the rules, each page's foot).
  const pages = pageContents(bytes);
  expect(pages.length).toBeGreaterThan(1);
  for (const [index, content] of pages.entries()) {
    let depth = 0;
    const unmarked: string[] = [];
    for (const line of content.split("\n")) {
      if (/\b(BDC|BMC)$/.test(line)) depth++;
      else if (line === "EMC") depth--;
      else if (depth === 0 && /(\bTJ|\bTj|\bDo|\bS)$/.test(line)) unmarked.push(line);
    }
    expect(unmarked, `page ${index + 1}`).toEqual([]);
    expect(/\/Artifact <<\n?\/Type \/Pagination/.test(content), `page ${index + 1}`).toBe(true);
  }
});
