import type { ShareRootStore } from '../stores/ShareRootStore';

/**
 * What the share page's first view shows, as one string (decision 0018): the host server
 * renders a share's first view from the first answers (exposes/prerender.ts) and writes this on
 * the page; the browser hydrates that HTML only when its own store, answered from the same
 * answers, gives the same string (definition.ts, `prepare`), else renders fresh. Only what
 * changes the markup is in it: the display settings only for a listing, since a visitor's
 * settings can be in their browser's storage, which the server does not see.
 */
export function firstViewKey(store: ShareRootStore): string {
  const { share, display } = store;
  const state = [share.phase, share.status ?? '', share.passcodeProblem ?? ''];
  if (share.status !== 'OK') return state.join('|');
  const { viewType, orderType, pinFoldersTop } = display.effective;
  return [
    ...state,
    share.listPhase,
    share.parentIds.join('/'),
    share.breadcrumb.map((c) => c.name).join('/'),
    share.items.length,
    share.hasMore ? 'more' : 'all',
    share.folderMissing ? 'missing' : '',
    store.hideHeader ? 'no-header' : '',
    viewType,
    orderType,
    pinFoldersTop ? 'pinned' : '',
    store.preview.fileId,
  ].join('|');
}

/**
 * Whether the page shows a settled first view worth rendering on a server: the share's answer
 * shown (a status, or a whole first listing) and nothing failed.
 */
export function firstViewSettled(store: ShareRootStore): boolean {
  const { share } = store;
  if (share.phase !== 'ready' || share.status === null) return false;
  if (share.status !== 'OK') return true;
  return share.listPhase === 'ready' && share.moreFailure === null && !share.loadingMore;
}
