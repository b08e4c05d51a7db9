/**
 * Product constants of spec §9 that every part may need, in one place (issue 32). Values the
 * spec does not show are ours and say so (docs/decisions/0023-device-sign-in.md lists them).
 */

/** Spec §9 "Head update debounce 10 ms": title (head) changes within it are written once. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10;

/**
 * Spec §9 "Product domains: a list of four (values not shown)". Ours: the main domain first,
 * then the site, share and API hosts.
 */
export const PRODUCT_DOMAINS = [
  'cumulus.example',
  'www.cumulus.example',
  's.cumulus.example',
  'api.cumulus.example',
] as const;
export const MAIN_DOMAIN = PRODUCT_DOMAINS[0];

/** Spec §9 "App deep-link uses a custom scheme to the main domain". The scheme is ours. */
export const APP_DEEP_LINK_SCHEME = 'cumulus';

/** The app's deep link for a site path: `cumulus://cumulus.example/s/abc`. */
export function appDeepLink(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${APP_DEEP_LINK_SCHEME}://${MAIN_DOMAIN}${p}`;
}

/** Whether a host name is one of the product's own (or a subdomain of the main domain). */
export function isProductHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return (PRODUCT_DOMAINS as readonly string[]).includes(h) || h.endsWith(`.${MAIN_DOMAIN}`);
}
