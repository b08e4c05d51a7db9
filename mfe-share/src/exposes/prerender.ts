import {
  NO_ANALYTICS,
  createApi,
  createCookies,
  createHttpClient,
  createSafeStorage,
  emptyShareInfo,
  ok,
  sitePath,
  STATE_FRAGMENTS,
  withInitialResponses,
  type InitialResponse,
  type MountProps,
  type Transport,
  type ShareInfo,
} from 'shared-libs';
import { createRemotePrerender, type PrerenderRequest } from 'shared-libs/prerender';
import { definition } from '../app/definition';
import { createShareApi, type ShareApi } from '../lib/shareApi';
import { ShareRootStore } from '../stores/ShareRootStore';

/** A share that asks for its passcode, as `GET /drive/v1/share` answers it before the code. */
const PASSCODE_ASKED: ShareInfo = emptyShareInfo('PASS_CODE_EMPTY');

const unused = (what: string) => () => {
  throw new Error(`mfe_share prerender: ${what} is not asked for the passcode form`);
};

const none = createSafeStorage(() => undefined);

/**
 * The page's store on a server: nothing written to a visitor, nothing from their browser's
 * storage; the cookies the request came with, read only (`cookie`).
 */
function serverStore(props: MountProps, api: ShareApi, cookie = ''): ShareRootStore {
  const store = new ShareRootStore(props, {
    api,
    cookies: createCookies({ read: () => cookie, write: () => undefined }),
    local: none,
    session: none,
    analytics: NO_ANALYTICS,
  });
  store.sync(props);
  return store;
}

/** The store of a share that asks for its passcode: nothing read from or written to a visitor. */
function passcodeStore(props: MountProps): ShareRootStore {
  const api: ShareApi = {
    info: () => Promise.resolve(ok(PASSCODE_ASKED)),
    detail: unused('detail'),
    fileInfo: unused('fileInfo'),
    batchFileInfo: unused('batchFileInfo'),
    restore: unused('restore'),
    restoreConflicts: unused('restoreConflicts'),
    task: unused('task'),
    archive: unused('archive'),
    downloadUrl: unused('downloadUrl'),
  };
  return serverStore(props, api);
}

/**
 * The Node build's entry (decision 0018): the share page's passcode form, the one state of a
 * share page that is the same for every share. The host server serves it for a share whose
 * first answer asked for a passcode (infra/serve/share-first-view.ts); the browser hydrates it
 * once its own store shows the form (app/definition.ts).
 */
export const prerender = createRemotePrerender({ ...definition, createStore: passcodeStore });

/** Rendered at a share path, written under the state's key (every locale). */
export const prerenderPaths = () => [
  { path: sitePath.share('passcode'), key: STATE_FRAGMENTS.sharePasscode },
];

/** A share's first view, asked by the host server (infra/serve/share-view.ts). */
export interface ShareViewRequest extends PrerenderRequest {
  /** The answers the server fetched, as written into the page (shared-libs' InitialResponse). */
  responses: readonly InitialResponse[];
  /** The API origin they were asked from (the registry's first). */
  apiOrigin: string;
  /** The request's Cookie header: the visitor's display settings (spec §3). */
  cookie?: string;
  /**
   * POST answers the server asked for this render only, not written into the page (a folder's
   * names, `share:batch_file_info`): answered by path, once each.
   */
  posts?: readonly InitialResponse[];
}

/** Nothing beyond the answers given: a request for anything else fails at once. */
const refused: Transport = () => Promise.reject(new Error('not among the first answers'));

/** `transport`, with POSTs to the paths of `answers` answered from them (once each). */
function withPostAnswers(transport: Transport, answers: readonly InitialResponse[]): Transport {
  const waiting = new Map(answers.map((a) => [new URL(a.url, 'http://x').pathname, a]));
  return (url, init) => {
    const path = new URL(url, 'http://x').pathname;
    const answer = init.method === 'POST' ? waiting.get(path) : undefined;
    if (!answer) return transport(url, init);
    waiting.delete(path);
    return Promise.resolve({
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      text: () => Promise.resolve(answer.body),
    });
  };
}

/**
 * A share's first view rendered per request (decision 0018): the page's own store and tree,
 * answered from the first answers the host server fetched and wrote into the page, so the
 * browser's store reaches the same view and hydrates it. Null when that view is not settled
 * from those answers alone (a listing cut short, a failure: firstView.ts). A folder's view is
 * rendered from its first answers too (the share's, the folder's page, its names).
 */
export function renderShareView(request: ShareViewRequest) {
  const { responses, apiOrigin, cookie, posts = [], ...page } = request;
  const http = createHttpClient({
    origins: [apiOrigin],
    transport: withInitialResponses(withPostAnswers(refused, posts), responses),
    getLocale: () => page.locale,
    clientId: 'cumulus-web-prerender',
    getDeviceId: () => '',
    sleep: () => Promise.resolve(),
    logger: { warn: () => undefined, error: () => undefined },
  });
  const api = createShareApi(createApi(http));
  return createRemotePrerender({
    ...definition,
    createStore: (props) => serverStore(props, api, cookie),
  })(page);
}
