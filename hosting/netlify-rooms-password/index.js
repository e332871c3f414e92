// A Netlify build plugin of the site's own (netlify.toml): a password in front of the viewing
// rooms, from ROOMS_PASSWORD in Netlify's environment ("name:password", or several pairs apart
// by spaces), so that it is in no file of the repository or of the published site. Without it,
// nothing changes. Netlify applies Basic-Auth on Pro plans (docs/hosting.md).

/** Where the rooms' pages and lists are. ("//*" would be "/*" to Netlify: the whole site.) */
export const protectedPaths = ["/rooms/*"];

/** ROOMS_PASSWORD's pairs, or why they are not pairs. */
export function passwordPairs(value) {
  const pairs = value.trim().split(/\s+/);
  const bad = pairs.find((pair) => !/^[^:\s]+:\S+$/.test(pair));
  return bad === undefined
    ? { pairs }
    : { problem: 'ROOMS_PASSWORD must be a name and a password, e.g. "anna:correct-horse-battery"' };
}

export const onPreBuild = ({ netlifyConfig, utils }) => {
  const value = process.env.ROOMS_PASSWORD ?? "";
  if (value.trim() === "") return;
  const { pairs, problem } = passwordPairs(value);
  if (problem) return utils.build.failBuild(problem);
  for (const path of protectedPaths) {
    netlifyConfig.headers.push({ for: path, values: { "Basic-Auth": pairs.join(" ") } });
  }
};
