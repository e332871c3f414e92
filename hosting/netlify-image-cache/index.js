// A Netlify build plugin of the site's own (netlify.toml): Netlify's builds keep the photographs'
// encodings, .cache/images, from one build to the next, as the GitHub workflow does.
const folder = ".cache/images";

export const onPreBuild = async ({ utils }) => {
  await utils.cache.restore(folder);
};

export const onPostBuild = async ({ utils }) => {
  await utils.cache.save(folder);
};
