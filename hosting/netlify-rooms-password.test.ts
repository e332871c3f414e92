import { afterEach, expect, test } from "vitest";
// @ts-expect-error: a Netlify build plugin, plain JavaScript
import { onPreBuild, protectedPaths } from "./netlify-rooms-password/index.js";
import { unlistedPrefix } from "./policy";

type Header = { for: string; values: Record<string, string> };
/** The plugin run as Netlify runs it before a build, with ROOMS_PASSWORD set to `value`. */
function build(value: string | undefined) {
  if (value === undefined) delete process.env.ROOMS_PASSWORD;
  else process.env.ROOMS_PASSWORD = value;
  const netlifyConfig = { headers: [] as Header[] };
  let failed: string | undefined;
  onPreBuild({
    netlifyConfig,
    utils: {
      build: {
        failBuild: (message: string) => {
          failed = message;
        },
      },
    },
  });
  return { headers: netlifyConfig.headers, failed };
}
afterEach(() => {
  delete process.env.ROOMS_PASSWORD;
});

test("without ROOMS_PASSWORD, the rooms have no password", () => {
  expect(build(undefined)).toEqual({ headers: [], failed: undefined });
  expect(build("  ")).toEqual({ headers: [], failed: undefined });
});

test("with it, every room's page and list asks for it, and no other page", () => {
  const { headers, failed } = build("anna:correct-horse-battery ben:staple-9");
  expect(failed).toBeUndefined();
  expect(headers).toEqual(
    ["/rooms/*"].map((path) => ({
      for: path,
      values: { "Basic-Auth": "anna:correct-horse-battery ben:staple-9" },
    })),
  );
  expect(protectedPaths[0]).toBe(`${unlistedPrefix}*`);
});

test("a value that is not name:password stops the build with one line saying what to write", () => {
  for (const value of ["correct-horse-battery", "anna:", ":secret", "anna:one two"]) {
    const { headers, failed } = build(value);
    expect(headers, value).toEqual([]);
    expect(failed, value).toBe(
      'ROOMS_PASSWORD must be a name and a password, e.g. "anna:correct-horse-battery"',
    );
  }
});
