/** Where the suite serves the production build: `npm start`, nginx, and the build with a reserved work. */
export const siteURL = "http://127.0.0.1:4173";
export const reservedSiteURL = "http://127.0.0.1:4174";
export const nginxURL = "http://127.0.0.1:4175";
