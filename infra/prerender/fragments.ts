/**
 * Where a remote's prerendered pages live (decision 0018), beside its browser files: written by
 * infra/prerender/render.ts, read by the host server (infra/serve/prerendered-pages.ts).
 *   pages/{locale}/{key}.html   the fragment the content slot holds
 *   pages/{locale}/{key}.json   FragmentMeta
 *   pages/{locale}/{key}.css    the part of the remote's stylesheet the fragment uses (pageCss.ts)
 *   pages/build.json            BuildMeta: which build rendered them (the host server renders a
 *                               share's first view only with that very build's Node code) and
 *                               which keys it has
 */
import type { Locale } from 'shared-libs/contracts';

export interface FragmentMeta {
  remote: string;
  version: string;
  /** The build's label (version and label: which build rendered it). */
  build?: string;
  page: string;
  locale: Locale;
  path: string;
  /** The page's document title (without the brand), '' when it sets none. */
  title: string;
  /** Tags for the page's `<head>` (the first images' preloads React hoisted), if any. */
  head?: string;
  /** A login-required page's shell (decision 0035), not its content. */
  shell?: boolean;
}

/** A route's normalised path as a file name: without its leading slash, `index` for the root. */
export const pageKey = (routePath: string): string =>
  routePath === '/' ? 'index' : routePath.replace(/^\/+/, '').toLowerCase();

export const fragmentFile = (locale: Locale, routePath: string): string =>
  `pages/${locale}/${pageKey(routePath)}`;

/** Which build a version's pages come from, and which pages it has: `pages/build.json`. */
export interface BuildMeta {
  remote: string;
  version: string;
  build: string;
  /**
   * The keys (`pageKey`) it prerendered, the same in every locale: the host server asks for no
   * other fragment of this version (a share page, say). Absent in builds made before it.
   */
  pages?: string[];
}

export const BUILD_META_FILE = 'pages/build.json';
