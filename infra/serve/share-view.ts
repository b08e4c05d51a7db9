/**
 * A share's first view rendered per request (decision 0018, issue 13). A share is private data,
 * so its page is not prerendered ahead of time: the host server renders it from the first
 * answers it fetched for the page (share-first-view.ts), with the share remote's own Node build
 * (`renderShareView`, mfe-share/src/exposes/prerender.ts): the same store and tree, answered
 * from those answers, which the browser's store is answered from too, so the browser hydrates
 * the HTML. The styles the HTML uses are cut from the remote's stylesheet (pageCss.ts), once
 * per set of classes.
 *
 * Only the very build the registry serves is rendered (the caller compares version and build
 * label with the served version's `pages/build.json`): a promoted version without its Node
 * build beside this server gets the browser-rendered first view, as before.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InitialResponse, Locale } from 'shared-libs';
import type { PrerenderedPage, PrerenderRequest } from 'shared-libs/prerender';
import { REMOTE_DIRS } from '../config/apps';
import { prerenderDir } from '../presets/prerender-build';
import { classesOf, pageCss } from '../prerender/pageCss';
import { hrefFor } from '../prerender/render';

const ROOT = path.resolve(__dirname, '..', '..');
const MAX_STYLES = 64;

/** The share remote's Node build, as far as this server uses it. */
interface ShareViewModule {
  renderShareView(
    request: PrerenderRequest & {
      responses: readonly InitialResponse[];
      apiOrigin: string;
      cookie?: string;
      posts?: readonly InitialResponse[];
    },
  ): Promise<PrerenderedPage | null>;
}

/** A fragment rendered for this request: what the content slot holds, and its styles. */
export interface RenderedFragment {
  html: string;
  css: string;
  /** The page's document title (without the brand). */
  title: string;
  /** Tags for the page's `<head>` (the first images' preloads). */
  head?: string;
  /** The remote, version, build label and page that rendered it. */
  remote: string;
  version: string;
  build: string;
  page: string;
}

export interface ShareViewInput {
  /** The route the host resolved for the path (its record: page, params, query). */
  route: PrerenderRequest['route'];
  locale: Locale;
  responses: readonly InitialResponse[];
  apiOrigin: string;
  cookie?: string;
  /** Answers to POSTs for this render only (a folder's names: share-first-view.ts). */
  posts?: readonly InitialResponse[];
}

export type ShareViewRenderer = (input: ShareViewInput) => Promise<RenderedFragment | null>;

/** The renderer over the share remote's Node build, or null when it was not built. */
export function loadShareView(
  dir = prerenderDir(path.join(ROOT, REMOTE_DIRS.mfe_share ?? 'mfe-share')),
): ShareViewRenderer | null {
  const file = path.join(dir, 'prerender.js');
  if (!fs.existsSync(file)) return null;
  // A build output loaded at run time: its shape is mfe-share's exposes/prerender.ts.
  const mod = createRequire(__filename)(file) as Partial<ShareViewModule>;
  const render = mod.renderShareView;
  if (typeof render !== 'function') return null;
  const sheet = fs.readFileSync(path.join(dir, 'prerender.css'), 'utf8');
  const styles = new Map<string, string>();

  return async ({ route, locale, responses, apiOrigin, cookie, posts }) => {
    let page: PrerenderedPage | null;
    try {
      page = await render({
        route,
        locale,
        hrefFor: hrefFor(locale),
        responses,
        apiOrigin,
        cookie,
        posts,
      });
    } catch (err) {
      console.error(`share view ${route.path}: ${String(err)}`);
      return null;
    }
    if (!page) return null;
    const used = [...classesOf(page.html)].sort().join(' ');
    let css = styles.get(used);
    if (css === undefined) {
      css = pageCss(sheet, page.html);
      if (styles.size >= MAX_STYLES) styles.delete(styles.keys().next().value as string);
      styles.set(used, css);
    }
    return { ...page, css };
  };
}
