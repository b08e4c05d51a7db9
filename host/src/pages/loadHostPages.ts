/** The host pages' chunk (hostPages.ts): the one loader every page of it uses. */
export const loadHostPages = () => import(/* webpackChunkName: "host-lazy-pages" */ './hostPages');
