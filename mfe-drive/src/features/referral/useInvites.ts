import { useCallback } from 'react';
import { getPlatform, ok, type ApiError, type InviteEntry, type InvitePage } from 'shared-libs';
import { useResult } from 'shared-libs/react';

/** Friends listed per page (ours; `GET /vip/v1/activity/inviteExtActivityPage?limit=`). */
export const INVITES_PAGE_SIZE = 10;

export type InvitesState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError }
  | {
      phase: 'ready';
      /** Totals, invite link and the programme's days (of the first page's answer). */
      summary: Omit<InvitePage['data'], 'list' | 'next_page_token'>;
      /** The friends loaded so far, newest first. */
      list: InviteEntry[];
      /** The token of the next page, '' when every friend is listed. */
      next: string;
      loadingMore: boolean;
      /** A "Show more" that failed (the list so far stays). */
      moreError?: ApiError;
    };

/** What the first page shows, and what "Show more" adds. */
type Invites = Omit<Extract<InvitesState, { phase: 'ready' }>, 'phase'>;

/** The signed-in user's invite rewards: totals and the friends who joined, page by page. */
export function useInvites(userId: string): {
  state: InvitesState;
  loadMore(): void;
  reload(): void;
} {
  const { state, reload, update } = useResult<Invites>(
    () =>
      getPlatform()
        .api.inviteExtActivityPage(INVITES_PAGE_SIZE)
        .then((res) => {
          if (res.error) return res;
          const { list, next_page_token: next, ...summary } = res.data.data;
          return ok({ summary, list, next, loadingMore: false });
        }),
    [userId],
  );

  const loadMore = useCallback(() => {
    if (state.phase !== 'ready' || !state.value.next || state.value.loadingMore) return;
    const token = state.value.next;
    update((v) => ({ ...v, loadingMore: true, moreError: undefined }));
    void getPlatform()
      .api.inviteExtActivityPage(INVITES_PAGE_SIZE, token)
      .then((res) => {
        update((v) => {
          if (v.next !== token) return v;
          if (res.error) return { ...v, loadingMore: false, moreError: res.error };
          const page = res.data.data;
          return {
            ...v,
            list: [...v.list, ...page.list],
            next: page.next_page_token,
            loadingMore: false,
          };
        });
      });
  }, [state, update]);

  return {
    state: state.phase === 'ready' ? { phase: 'ready', ...state.value } : state,
    loadMore,
    reload,
  };
}
