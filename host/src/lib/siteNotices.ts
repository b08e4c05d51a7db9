/**
 * The element of the site notices (the cookie tips, the newer-build notice, the debug button), a
 * root of its own beside the page: the host server may send it with the page's first notices
 * (prerender/renderNotices.tsx), which the browser's root then renders over (bootstrap.tsx).
 */
export const SITE_NOTICES_ID = 'site-notices';
