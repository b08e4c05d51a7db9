/** Login actions and their analytics events (spec §7). */
export const LOGIN_ACTION_EVENTS = {
  impress: 'login_page_impress',
  click: 'login_page_click',
  login: 'login',
} as const;
export type LoginAction = keyof typeof LOGIN_ACTION_EVENTS;

/** Public-module events (spec §7); the snake_case names are ours. */
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
} as const;

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
 * The `ppa` queue: events are pushed onto `target.ppa` (created if absent) for the analytics
 * script to send. `isAllowed` (e.g. the `allow_analysis` flag) can drop events; `userType`
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
