/**
 * The host's own pages, one lazy chunk (`host-lazy-pages`, decision 0019): not found, blocked,
 * and the sign-in and captcha redirect targets. No public page's first view shows them.
 */
export { BlockPage } from './BlockPage';
export { HostPages } from './HostPages';
export { NotFoundPage } from './NotFoundPage';
