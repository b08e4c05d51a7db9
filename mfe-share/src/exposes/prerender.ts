import {
  createAnalytics,
  createCookies,
  createSafeStorage,
  emptyShareInfo,
  ok,
  sitePath,
  STATE_FRAGMENTS,
  type MountProps,
} from 'shared-libs';
import { createRemotePrerender } from 'shared-libs/prerender';
import { definition } from '../app/definition';
import type { ShareApi } from '../lib/shareApi';
import type { ShareInfoResponse } from '../lib/types';
import { ShareRootStore } from '../stores/ShareRootStore';

/** A share that asks for its passcode, as `GET /drive/v1/share` answers it before the code. */
const PASSCODE_ASKED: ShareInfoResponse = emptyShareInfo('PASS_CODE_EMPTY');

const unused = (what: string) => () => {
  throw new Error(`mfe_share prerender: ${what} is not asked for the passcode form`);
};

/** The store of a share that asks for its passcode: nothing read from or written to a visitor. */
function passcodeStore(props: MountProps): ShareRootStore {
  const api: ShareApi = {
    info: () => Promise.resolve(ok(PASSCODE_ASKED)),
    detail: unused('detail'),
    fileInfo: unused('fileInfo'),
    batchFileInfo: unused('batchFileInfo'),
    restore: unused('restore'),
    task: unused('task'),
  };
  const none = createSafeStorage(() => undefined);
  const store = new ShareRootStore(props, {
    api,
    cookies: createCookies({ read: () => '', write: () => undefined }),
    local: none,
    session: none,
    analytics: createAnalytics({}, { isAllowed: () => false }),
  });
  store.sync(props);
  return store;
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
