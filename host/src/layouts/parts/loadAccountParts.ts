/** The signed-in chrome's chunk (accountParts.ts): the one loader every part of it uses. */
export const loadAccountParts = () =>
  import(/* webpackChunkName: "host-lazy-account" */ './accountParts');
