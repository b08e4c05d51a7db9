import { sitePath, type SitePath } from 'shared-libs';
import { createRemotePrerender } from 'shared-libs/prerender';
import { definition } from '../app/definition';
import { pagesOf } from '../app/pages';

/**
 * The Node build's entry (decision 0018): this remote's public campaign pages rendered to HTML.
 * Ungated (no API at build time: a prerendered campaign is shown as running, and the browser's
 * gate checks its dates when it hydrates), and without `prepare`, which asks the API.
 */
export const prerender = createRemotePrerender({
  ...definition,
  pages: pagesOf(false),
  prepare: undefined,
});

/**
 * The pages to prerender (every locale is rendered): the two sales campaigns. The compensation
 * claim, check-in and the rest depend on the visitor and are left to the browser.
 */
export const prerenderPaths = (): SitePath[] => [
  sitePath.activity('black-friday'),
  sitePath.activity('christmas'),
];
