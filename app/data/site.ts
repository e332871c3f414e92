// site.yaml as every page names it (but Home's biography and the portrait, which are Home's).
export { emptyLists, site } from "virtual:content/site";
