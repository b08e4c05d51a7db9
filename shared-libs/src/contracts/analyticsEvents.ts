/**
 * The analytics events (spec §4 "Analytics user type", §7 "Analytics: ppa queue", login and
 * public-module events): ONE table, read by the browser's queue (shared-libs/src/analytics) and
 * by the API's collector (infra/api/src/routes/analytics.ts), which refuses a name not in it.
 * The snake_case names of the public-module events and of the share page's own events are ours
 * (the spec names the events, not their wire strings); the login names are the spec's.
 *
 * Every event carries `user_type` (2 premium, 1 otherwise, spec §4), added by the queue.
 * Parameter values are short strings, numbers or booleans (the collector's schema).
 */

/** name -> where it is emitted (documentation; the key is the wire name). */
export const ANALYTICS_EVENTS = {
  // ---- login (spec §7): trackLogin(action)
  login_page_impress: 'a sign-in prompt is shown (the host sign-in panel, the share page login)',
  login_page_click: 'a sign-in button is clicked (header, sign-in panel, share page)',
  login: 'a sign-in completed (the code was exchanged; user type is the signed-in one)',
  // ---- public modules (spec §7)
  cookie_tips_show: 'the cookie notice is shown (host, first visit or from "Cookie settings")',
  cookie_tips_click: 'a choice on the cookie notice (`choice`: accept | decline)',
  cookie_pop_click: 'the footer "Cookie settings" is clicked (re-opens the notice)',
  block_page_show: 'the region block page is shown (host)',
  language_guide_switch_click: 'a language is chosen in the language menu (`from`, `to`)',
  review_panel_show: 'the share page shows a share under review (AUDITING)',
  review_verification_result: 'an audit admin sent a share to review (`result`)',
  sidebar_click: 'a drive sidebar entry is clicked (`item`)',
  spread_page_operation_show: 'reserved: the product has no spread (promotion) page',
  spread_page_operation_click: 'reserved: the product has no spread (promotion) page',
  // ---- the share page's own events (mfe-share)
  share_page_show: 'a share page was read (`share_id`, `status`)',
  share_page_click: 'an action on the share page (`action`)',
  share_restore: 'a save to drive ended or failed (`result`)',
  player_mount: 'a preview opened its first file',
  player_close: 'a preview was closed',
  player_play: 'playback of a video or audio started',
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[];
export const isAnalyticsEventName = (name: unknown): name is AnalyticsEventName =>
  typeof name === 'string' && Object.hasOwn(ANALYTICS_EVENTS, name);

/** A parameter value on the wire. */
export type AnalyticsValue = string | number | boolean;
export type AnalyticsParams = Record<string, AnalyticsValue>;

/** Analytics user type (spec §4): 2 for premium, 1 otherwise. */
export type AnalyticsUserType = 1 | 2;

/** Limits of one batch (ours), enforced by the collector and respected by the queue. */
export const ANALYTICS_LIMITS = {
  /** Events in one batch. */
  maxEvents: 50,
  /** Bytes of one batch body (a beacon's payload is capped near 64 KiB by browsers). */
  maxBodyBytes: 32 * 1024,
  /** Parameters of one event, and the length of a key or a string value. */
  maxParams: 12,
  maxKeyLength: 40,
  maxValueLength: 200,
} as const;

/** The collector (ours: the spec names the queue, not its endpoint). */
export const ANALYTICS_COLLECT_PATH = '/analytics/v1/ppa';

/** Login actions and their events (spec §7). */
export const LOGIN_ACTION_EVENTS = {
  impress: 'login_page_impress',
  click: 'login_page_click',
  login: 'login',
} as const satisfies Record<string, AnalyticsEventName>;
export type LoginAction = keyof typeof LOGIN_ACTION_EVENTS;

/** What a remote is handed (MountProps.analytics): the host's ppa queue. */
export interface AnalyticsQueue {
  track(event: AnalyticsEventName, params?: Record<string, unknown>): void;
  trackLogin(action: LoginAction, params?: Record<string, unknown>): void;
}
