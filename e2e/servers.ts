/** Where the suite serves the production build, and the build with a reserved work (reserved-site.ts). */
export const siteURL = "http://127.0.0.1:4173";
export const reservedSiteURL = "http://127.0.0.1:4174";
