/**
 * A share's first view (issue 13): for `/s/{share_id}…` the host server asks the API for the
 * share's first answer while it prepares the page, and writes it into the HTML
 * (host/src/lib/initialResponses.ts answers the page's identical request from it), with
 * preloads of the thumbnails the first view shows, at high priority. The page then needs no
 * API round trip before it can show the files, and the images start with the HTML.
 *
 * Only what the page would ask first, exactly (the kit's `shareInfoRequest`): no passcode
 * (`s_code` in the address, or the share's passcode cookies, leave the page to ask itself),
 * with the visitor's locale. The API is asked with a short timeout; an origin that fails
 * hands over to the next one (and stays passed over), and once every origin failed the API is
 * not asked again for a while, so a dead or slow API costs a share page little: the page asks
 * by itself, as without this.
 */
import {
  buildUrl,
  createCookies,
  DEFAULT_THUMBNAIL_SIZE,
  SHARE_PAGE_SIZE,
  FIRST_VIEW_THUMBNAILS,
  getSharePasscodeToken,
  getSharePwdCode,
  type InitialResponse,
  shareInfoRequest,
  WHOLE_LISTING_MAX,
  type Locale,
} from 'shared-libs';
import { STATE_FRAGMENTS } from 'shared-libs/contracts';
import { INITIAL_RESPONSES_ID } from '../../host/src/lib/initialResponses';
import type { RegistryFile } from '../registry/local-registry';
import { inlineJson } from './preload';

/**
 * How long a share page's HTML may wait for the API (invented: the page asks by itself
 * otherwise, a round trip later). CUMULUS_SHARE_FIRST_VIEW_MS sets another budget: the e2e
 * suite gives a loaded 2-core machine more, so its pages do not depend on the machine's load.
 */
const TIMEOUT_MS = Number(process.env.CUMULUS_SHARE_FIRST_VIEW_MS) || 500;
/** After a failed or slow answer, share pages do without for this long. */
const BACKOFF_MS = 10_000;
const SHARE_PATH = /^\/s\/([A-Za-z0-9_-]{1,64})(?:\/|$)/;
/** A folder id of the path (`/s/{share_id}/{parent_ids...}`), as the API's ids are. */
const FOLDER_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Folders deeper than this are left to the page (invented: a path's ids are one query). */
const MAX_DEPTH = 32;

export interface ShareFirstView {
  /** The tags for the head: the answer, and the first thumbnails' preloads. */
  head: string;
  /** The prerendered state that answer shows (STATE_FRAGMENTS), if any: the passcode form. */
  stateKey?: string;
  /** The answers written into the page, and the API origin they came from. */
  responses: InitialResponse[];
  /**
   * Answers to POSTs, for the server's render only (a folder's names,
   * `share:batch_file_info`): the page asks them itself.
   */
  posts: InitialResponse[];
  apiOrigin: string;
}

/** The part of the answer read here (api-contract.md, `GET /drive/v1/share`). */
interface ShareAnswer {
  share_status?: unknown;
  pass_code_token?: unknown;
  file_num?: unknown;
  next_page_token?: unknown;
  files?: { thumbnail_link?: unknown }[];
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function createShareFirstView({
  fetch = globalThis.fetch,
}: { fetch?: typeof globalThis.fetch } = {}) {
  let quietUntil = 0;
  /**
   * The API origin asked first: the registry's first, until it fails; then the next one, as
   * the page's own request helper does (spec §7), so one dead origin costs one failed ask, not
   * every share page's budget.
   */
  let current = 0;

  return async function shareFirstView(
    url: URL,
    cookieHeader: string | undefined,
    locale: Locale,
    registry: RegistryFile,
  ): Promise<ShareFirstView | null> {
    const id = SHARE_PATH.exec(url.pathname)?.[1];
    // A folder of the share (`/s/{id}/{parent ids...}`): its page asks for it after the
    // share's first answer; so does this server.
    const parents = url.pathname
      .split('/')
      .slice(3)
      .filter((p) => p !== '')
      .map((p) => {
        try {
          return decodeURIComponent(p);
        } catch {
          return '';
        }
      });
    if (parents.length > MAX_DEPTH || parents.some((p) => !FOLDER_ID.test(p))) return null;
    const origins = registry.api?.origins ?? [];
    if (!id || origins.length === 0 || url.searchParams.has('s_code') || Date.now() < quietUntil) {
      return null;
    }
    const cookies = createCookies({ read: () => cookieHeader ?? '', write: () => undefined });
    if (getSharePasscodeToken(cookies, id) || getSharePwdCode(cookies, id)) return null;
    const deadline = Date.now() + TIMEOUT_MS;
    /** One request as the page makes it; null when it failed or was refused. */
    let origin = '';
    const ask = async (request: {
      path: string;
      query: Parameters<typeof buildUrl>[2];
      /** A POST's JSON body. */
      body?: object;
    }): Promise<{ entry: InitialResponse; answer: ShareAnswer } | null> => {
      const { path, query, body: sent } = request;
      let status = 0;
      let body = '';
      let target: URL | null = null;
      // Each origin once at most, from the current one, while the time allows.
      for (let tried = 0; tried < origins.length && target === null; tried += 1) {
        if (Date.now() >= deadline) break;
        origin = origins[current % origins.length] ?? '';
        const candidate = new URL(buildUrl(origin, path, query));
        try {
          const res = await fetch(candidate, {
            ...(sent
              ? {
                  method: 'POST',
                  body: JSON.stringify(sent),
                  headers: { 'Accept-Language': locale, 'Content-Type': 'application/json' },
                }
              : { headers: { 'Accept-Language': locale } }),
            signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
          });
          status = res.status;
          body = await res.text();
          target = candidate;
        } catch {
          current = (current + 1) % origins.length;
        }
      }
      if (target === null) {
        quietUntil = Date.now() + BACKOFF_MS;
        return null;
      }
      // Only a plain answer: a refusal (rate limit, security check, server error) is the
      // page's to handle, with its retries and challenges.
      if (status !== 200) return null;
      try {
        const answer = JSON.parse(body) as ShareAnswer;
        return { entry: { url: target.pathname + target.search, locale, status, body }, answer };
      } catch {
        return null;
      }
    };
    const first = await ask(shareInfoRequest({ share_id: id }));
    if (!first) return null;
    const entries = [first.entry];
    const posts: InitialResponse[] = [];
    let answer = first.answer;
    // A small top level is shown once whole (WHOLE_LISTING_MAX): its next pages too, asked as
    // the page asks them (its token, each page's token), while the time allows.
    const token = typeof answer.pass_code_token === 'string' ? answer.pass_code_token : '';
    let next = answer.next_page_token;
    const folder = parents[parents.length - 1];
    if (answer.share_status === 'OK' && folder !== undefined) {
      // A folder: its first page, as the page asks it (ShareStore.loadFolder), and the names
      // of the path's folders (its breadcrumb), asked at the same time.
      const [page, names] = await Promise.all([
        ask({
          path: '/drive/v1/share/detail',
          query: {
            limit: SHARE_PAGE_SIZE,
            thumbnail_size: DEFAULT_THUMBNAIL_SIZE,
            share_id: id,
            parent_id: folder,
            pass_code_token: token || undefined,
          },
        }),
        ask({
          path: '/drive/v1/share:batch_file_info',
          query: {},
          body: { share_id: id, pass_code_token: token, file_ids: parents },
        }),
      ]);
      if (!page) return null;
      entries.push(page.entry);
      if (names) posts.push(names.entry);
      answer = page.answer;
    } else if (answer.share_status === 'OK' && Number(answer.file_num) <= WHOLE_LISTING_MAX) {
      while (typeof next === 'string' && next !== '' && Date.now() < deadline) {
        const page = await ask(
          shareInfoRequest({ share_id: id, pass_code_token: token || undefined, page_token: next }),
        );
        if (!page) break;
        entries.push(page.entry);
        next = page.answer.next_page_token;
      }
    }
    const tags = [
      `<script type="application/json" id="${INITIAL_RESPONSES_ID}">${inlineJson(entries)}</script>`,
    ];
    // The page shows its first FIRST_VIEW_THUMBNAILS files' thumbnails at once, in the
    // visitor's sort order, which the server does not know: when the answer has no more files
    // than that, every one of them is among those shown, so each preload is used.
    const files = Array.isArray(answer.files) ? answer.files : [];
    const thumbnails =
      files.length > FIRST_VIEW_THUMBNAILS
        ? []
        : files
            .map((f) => f.thumbnail_link)
            .filter((t): t is string => typeof t === 'string' && /^https?:\/\//.test(t));
    for (const href of thumbnails) {
      tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(href)}">`);
    }
    return {
      head: tags.join(''),
      responses: entries,
      posts,
      apiOrigin: origin,
      stateKey:
        answer.share_status === 'PASS_CODE_EMPTY' ? STATE_FRAGMENTS.sharePasscode : undefined,
    };
  };
}
