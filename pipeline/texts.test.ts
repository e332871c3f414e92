import { expect, test } from "vitest";
import { everyWork } from "../rules/lists";
import { problems, spec } from "./fixtures/spec";
import { loadContent, type PhotoCheck } from "./load";

// On the spec's fixture (fixtures/spec) and texts.yaml written here: the lines below are the
// expectations' lines.
const uploaded = new Set(["texts/interview.pdf"]);
const inspect = (file: string): PhotoCheck =>
  file.endsWith(".pdf") && !uploaded.has(file)
    ? { found: false, nearby: [] }
    : { found: true, format: file.endsWith(".pdf") ? "unknown" : "jpeg" };
const [someWork] = everyWork(loadContent(spec, inspect).works);
if (!someWork) throw new Error("the spec's fixture has no work");

/** A text entry of texts.yaml, its fields one a line, changed by `lines`. */
const entry = (title: string, date: string, lines = "    link: https://example.org/a\n") =>
  `  - title: ${title}\n    author: A. Critic\n    publication: Art Monthly\n    date: ${date}\n    excerpt: Quiet surfaces.\n${lines}`;
const textsYaml = (...entries: string[]) => `texts:\n${entries.join("")}`;

test("a site without texts.yaml, or with an empty one, has no texts", () => {
  expect(loadContent(spec, inspect).texts).toEqual([]);
  expect(loadContent({ ...spec, texts: "# none yet\n" }, inspect).texts).toEqual([]);
});

test("texts are shown newest first, those of one day in the file's order", () => {
  const { texts } = loadContent(
    {
      ...spec,
      texts: textsYaml(
        entry("Older", "2023-05-01"),
        entry("Newest", "2025-02-10"),
        entry("Middle", "2024-07-30", "    pdf: texts/interview.pdf\n"),
        entry("Newest too", "2025-02-10"),
      ),
    },
    inspect,
  );
  expect(texts.map((text) => text.title)).toEqual(["Newest", "Newest too", "Middle", "Older"]);
  expect(texts[2]?.pdf).toBe("texts/interview.pdf");
});

test("a day that is no day of the calendar is refused, naming the file, line, text and field", () => {
  expect(
    problems({ texts: textsYaml(entry("Fine", "2024-01-01"), entry("Bad day", "2024-02-30")) }, inspect),
  ).toEqual([expect.stringMatching(/^content\/texts\.yaml, line 11: text "Bad day": date: /)]);
});

test("a link that is not https is refused", () => {
  expect(
    problems({ texts: textsYaml(entry("Plain", "2024-01-01", "    link: http://example.org/a\n")) }, inspect),
  ).toEqual(['content/texts.yaml, line 7: text "Plain": link: must be an https:// address']);
});

test("a text with neither a link nor a PDF is refused at its entry", () => {
  expect(problems({ texts: textsYaml(entry("Nowhere", "2024-01-01", "")) }, inspect)).toEqual([
    'content/texts.yaml, line 2: text "Nowhere": link: is missing: give its https:// address (link) or its PDF (pdf)',
  ]);
});

test("a PDF that is not in content/images is a warning at its line, and the text shows with its link alone, or none", () => {
  const lost = entry("Lost", "2024-01-01", "    pdf: texts/lost.pdf\n");
  const both = entry("Both", "2023-01-01", "    link: https://example.org/b\n    pdf: texts/lost.pdf\n");
  const content = loadContent({ ...spec, texts: textsYaml(lost, both) }, inspect);
  expect(content.texts.map(({ title, link, pdf }) => ({ title, link, pdf }))).toEqual([
    { title: "Lost", link: undefined, pdf: undefined },
    { title: "Both", link: "https://example.org/b", pdf: undefined },
  ]);
  expect(content.warnings).toEqual(
    expect.arrayContaining([
      'content/texts.yaml, line 7: text "Lost": pdf: there is no file texts/lost.pdf in content/images: the text shows without it until you upload it, or correct its name',
      'content/texts.yaml, line 14: text "Both": pdf: there is no file texts/lost.pdf in content/images: the text shows without it until you upload it, or correct its name',
    ]),
  );
});

test("a work the text names that works.yaml no longer has, or names twice, is a warning, and the text shows it once or not", () => {
  const gone = 987654;
  const lines = `    link: https://example.org/a\n    works:\n      - ${someWork.id}\n      - ${gone}\n      - ${someWork.id}\n`;
  const content = loadContent({ ...spec, texts: textsYaml(entry("On two", "2024-01-01", lines)) }, inspect);
  expect(content.texts[0]?.works).toEqual([someWork.id]);
  expect(content.warnings).toEqual(
    expect.arrayContaining([
      `content/texts.yaml, line 10: text "On two": works: ${gone} is the id of no work in works.yaml: it is left out of the text`,
      `content/texts.yaml, line 11: text "On two": works: lists ${someWork.id} twice: the text shows it once, where it is first listed`,
    ]),
  );
});
