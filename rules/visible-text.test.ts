import { describe, expect, test } from "vitest";
import { mostColumns, rowsOf, visibleLine, visibleLines } from "./visible-text";

// The strings a stranger sent to forge what the artist reads (issue 71), byte for byte.
const ESC = "\x1b";

describe("what would act on her terminal is shown by its name", () => {
  test("escapes that clear the screen, move the cursor or hide text", () => {
    expect(visibleLines(`${ESC}[2J${ESC}[HNothing here.${ESC}[8m wire it to XX00${ESC}[0m`)).toEqual([
      String.raw`\x1b[2J\x1b[HNothing here.\x1b[8m wire it to XX00\x1b[0m`,
    ]);
  });

  test("a link whose shown text is her address and whose target is not (OSC 8)", () => {
    const link = `${ESC}]8;;https://evil.example/pay${ESC}\\studio@example.com${ESC}]8;;${ESC}\\`;
    expect(visibleLine(link)).toBe(
      "\\x1b]8;;https://evil.example/pay\\x1b\\studio@example.com\\x1b]8;;\\x1b\\",
    );
  });

  test("a write to her clipboard (OSC 52), ended by BEL", () => {
    expect(visibleLine(`Thanks!${ESC}]52;c;SUJBTiBYWDAw\x07`)).toBe(
      String.raw`Thanks!\x1b]52;c;SUJBTiBYWDAw\x07`,
    );
  });

  test("the 8-bit controls a terminal may also obey, and DEL", () => {
    expect(visibleLine("a\u009b2Jb\u009d8;;x\u007f")).toBe(String.raw`a\x9b2Jb\x9d8;;x\x7f`);
  });

  test("bidi overrides, embeddings, isolates and marks", () => {
    expect(
      visibleLine(
        "Bidi \u202Egnp.exe\u202C \u2066x\u2069 \u2067y\u2068z \u200E\u200F\u061C\u202A\u202B\u202D",
      ),
    ).toBe("Bidi U+202Egnp.exeU+202C U+2066xU+2069 U+2067yU+2068z U+200EU+200FU+061CU+202AU+202BU+202D");
  });

  test("invisible characters, and the line and paragraph separators", () => {
    expect(visibleLine("an\u200Bna \u2060\uFEFF\u00AD \u2028\u2029")).toBe(
      "anU+200Bna U+2060U+FEFF\\xad U+2028U+2029",
    );
  });

  test("a lone carriage return, which would draw over the line", () => {
    expect(visibleLines("Price: 1000 EUR\rI will pay by bank transfer")).toEqual([
      String.raw`Price: 1000 EUR\x0dI will pay by bank transfer`,
    ]);
  });
});

describe("a one-line field stays on one line", () => {
  test("its line breaks, LF and CRLF, are shown by name", () => {
    expect(visibleLine("Anna Lee\r\nWork: Big Sea\n\n#999 (new)")).toBe(
      String.raw`Anna Lee\x0d\x0aWork: Big Sea\x0a\x0a#999 (new)`,
    );
  });

  test("a tab reads as a space", () => {
    expect(visibleLine("Anna\tLee")).toBe("Anna Lee");
  });
});

describe("a message keeps its lines and its tabs", () => {
  test("divided at LF and at CRLF, as a form sends them", () => {
    expect(visibleLines("Hello,\r\nIs it available?\n\nAnna")).toEqual([
      "Hello,",
      "Is it available?",
      "",
      "Anna",
    ]);
  });

  test("with her tabs as they are", () => {
    expect(visibleLines("Price:\t1 200 €")).toEqual(["Price:\t1 200 €"]);
  });
});

test("what a person writes is left as it is: accents, every script, emoji and their sequences", () => {
  const written = [
    "Zoë Ångström, Łódź, Çelik, Nguyễn",
    "王小明 さくら 김민지",
    "Ζωή Ольга עברית العربية",
    // Persian with its zero-width non-joiner; Devanagari with a joiner.
    "نمی‌خواهم क्‍ष",
    "🎨 👩‍🎨 👨‍👩‍👧 👍🏽 ❤️ 1️⃣ 🇫🇷",
    // Scotland's flag: a black flag and tag characters.
    "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
    // A letter and its combining accent, apart.
    "Zoe\u0308",
  ];
  for (const text of written) {
    expect(visibleLine(text)).toBe(text);
    expect(visibleLines(text)).toEqual([text]);
  }
});

test("a joiner outside an emoji sequence or a word of its script is shown", () => {
  expect(visibleLine("Anna\u200DLee \u200Cx")).toBe("AnnaU+200DLee U+200Cx");
});

test("a terminal's columns are counted at their most: ASCII one, a tab eight, any other character two", () => {
  expect(mostColumns("Anna")).toBe(4);
  expect(mostColumns("\t")).toBe(8);
  expect(mostColumns("Zoë 王")).toBe(7);
});

describe("a line as a terminal's rows", () => {
  test("no row is wider than the terminal, and every row after the first starts with its mark", () => {
    const rows = rowsOf(`${" ".repeat(74)}#999, 3 May 2026 at 10:00 (new)`, 80, "| ", "| ");
    expect(rows).toEqual([`| ${" ".repeat(74)}`, "| #999, 3 May 2026 at 10:00 (new)"]);
  });

  test("rows break at spaces, a character's shown name kept whole", () => {
    expect(rowsOf(String.raw`I would like to buy \x1b[8m the painting`, 24, "| ", "| ")).toEqual([
      "| I would like to buy ",
      String.raw`| \x1b[8m the painting`,
    ]);
  });

  test("a word longer than a row breaks between characters as a reader sees them, counted at their most", () => {
    expect(rowsOf("ab👩‍🎨cd", 8, "> ", "> ")).toEqual(["> ab", "> 👩‍🎨", "> cd"]);
    expect(rowsOf(String.raw`xxxxxxx\x1b`, 10, "", "  ")).toEqual(["xxxxxxx", String.raw`  \x1b`]);
  });

  test("a short line is one row; an empty one is its mark alone", () => {
    expect(rowsOf("Hello", 80, "From: ", "  ")).toEqual(["From: Hello"]);
    expect(rowsOf("", 80, "| ", "| ")).toEqual(["| "]);
  });
});
