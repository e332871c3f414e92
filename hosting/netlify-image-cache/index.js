// A Netlify build plugin of the site's own (netlify.toml): Netlify's builds keep the photographs'
// encodings, .cache/images, from one build to the next, as the GitHub workflow does.
const folder = ".cache/images";

export const onPreBuild = async ({ utils }) => {
  await utils.cache.restore(folder);
};

const save = async ({ utils }) => {
  await utils.cache.save(folder);
};

export const onPostBuild = save;
// A first build that ran out of time (PHOTOGRAPH_MINUTES) fails with what it made: the next carries on from it.
export const onError = save;
