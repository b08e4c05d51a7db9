import { useCallback, useEffect, useState } from 'react';
import { getPlatform, type ApiError, type InviteEntry, type InvitePage } from 'shared-libs';

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

/** The signed-in user's invite rewards: totals and the friends who joined, page by page. */
export function useInvites(userId: string): {
  state: InvitesState;
  loadMore(): void;
  reload(): void;
} {
  const [state, setState] = useState<InvitesState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    void getPlatform()
      .api.inviteExtActivityPage(INVITES_PAGE_SIZE)
      .then((res) => {
        if (!live) return;
        if (res.error) {
          setState({ phase: 'failed', error: res.error });
          return;
        }
        const { list, next_page_token: next, ...summary } = res.data.data;
        setState({ phase: 'ready', summary, list, next, loadingMore: false });
      });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  const loadMore = useCallback(() => {
    if (state.phase !== 'ready' || !state.next || state.loadingMore) return;
    const token = state.next;
    setState({ ...state, loadingMore: true, moreError: undefined });
    void getPlatform()
      .api.inviteExtActivityPage(INVITES_PAGE_SIZE, token)
      .then((res) => {
        setState((s) => {
          if (s.phase !== 'ready' || s.next !== token) return s;
          if (res.error) return { ...s, loadingMore: false, moreError: res.error };
          const page = res.data.data;
          return {
            ...s,
            list: [...s.list, ...page.list],
            next: page.next_page_token,
            loadingMore: false,
          };
        });
      });
  }, [state]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, reload };
}
