// Stands in for `virtual:content` in unit tests (see vitest.config.ts), so
// components render without the build's image pipeline.
export const site = { artist: { name: "Test Artist", email: "studio@example.com" } };
