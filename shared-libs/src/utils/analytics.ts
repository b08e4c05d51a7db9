import {
  LOGIN_ACTION_EVENTS,
  type AnalyticsEventName,
  type LoginAction,
} from '../contracts/analyticsEvents';

export { LOGIN_ACTION_EVENTS, type LoginAction };

/**
 * Public-module events (spec §7) by their camelCase names; the wire names are the one table's
 * (contracts/analyticsEvents.ts). Kept for remotes built against contract 2 that read it.
 */
export const PUBLIC_MODULE_EVENTS = {
  cookieTipsShow: 'cookie_tips_show',
  cookieTipsClick: 'cookie_tips_click',
  cookiePopClick: 'cookie_pop_click',
  blockPageShow: 'block_page_show',
  languageGuideSwitchClick: 'language_guide_switch_click',
  reviewPanelShow: 'review_panel_show',
  reviewVerificationResult: 'review_verification_result',
  sidebarClick: 'sidebar_click',
  spreadPageOperationShow: 'spread_page_operation_show',
  spreadPageOperationClick: 'spread_page_operation_click',
} as const satisfies Record<string, AnalyticsEventName>;

/** Analytics user type (spec §4): 2 for premium, 1 otherwise. */
export const USER_TYPE_PREMIUM = 2;
export const USER_TYPE_NORMAL = 1;
export function analyticsUserType(premium: boolean): 1 | 2 {
  return premium ? USER_TYPE_PREMIUM : USER_TYPE_NORMAL;
}

/** One queued entry: `[event, params]`, as the analytics script reads `ppa`. */
export type PpaEntry = [string, Record<string, unknown>];

export interface AnalyticsTarget {
  ppa?: PpaEntry[];
}

export interface Analytics {
  track(event: string, params?: Record<string, unknown>): void;
  trackLogin(action: LoginAction, params?: Record<string, unknown>): void;
  /** The queue (the same array the analytics script drains). */
  readonly queue: PpaEntry[];
}

/**
 * The window `ppa` array of contract 2's first remotes (kept: the core's exports are the
 * contract); new code uses the host's queue (MountProps.analytics, analytics/ppaQueue.ts).
 * Events are pushed onto `target.ppa` (created if absent). `isAllowed` (e.g. the `allow_analysis` flag) can drop events; `userType`
 * adds `user_type` to every event.
 */
export function createAnalytics(
  target: AnalyticsTarget,
  options: { isAllowed?: () => boolean; userType?: () => 1 | 2 } = {},
): Analytics {
  target.ppa ??= [];
  const queue = target.ppa;
  const track = (event: string, params: Record<string, unknown> = {}) => {
    if (options.isAllowed && !options.isAllowed()) return;
    const withType = options.userType ? { user_type: options.userType(), ...params } : params;
    queue.push([event, withType]);
  };
  return {
    track,
    trackLogin: (action, params) => track(LOGIN_ACTION_EVENTS[action], params),
    queue,
  };
}
