import { toLocale, type Locale } from 'shared-libs';

/** Actions of the `action` query value (spec §4 "Actions via the action parameter"). */
export const ACTIONS = [
  'show_task',
  'open_file',
  'highlight_files',
  'create_task',
  'show_storage_dialog',
  'show_mobile_sidebar',
  'move_files',
  'open_redeem_box',
  'search',
  'open_feedback',
  'login_required',
  'show_traffic_dialog',
  'show_invite_dialog',
  'show_beginner_dialog',
  'show_activity_dialog',
  'show_popup_window',
  'login_to_drive',
  'show_login',
] as const;
export type SiteAction = (typeof ACTIONS)[number];

export const FROM_SOURCES = ['pp_browser_extension', 'pc_client'] as const;
export type FromSource = (typeof FROM_SOURCES)[number];

/** URL sort values (spec §3). */
export const ORDER_VALUES = [
  'name_asc',
  'name_desc',
  'mod_asc',
  'mod_desc',
  'size_asc',
  'size_desc',
] as const;
export type OrderValue = (typeof ORDER_VALUES)[number];

export const VIEW_VALUES = ['list', 'grid'] as const;
export type ViewValue = (typeof VIEW_VALUES)[number];

/** Every query parameter of spec §2, read in this one place and typed. Invalid values are absent. */
export interface SiteQuery {
  locale?: Locale;
  /** Authorization code (sign-in redirect, bridges). */
  code?: string;
  /** Native app: `bridge_auth=1`. */
  bridgeAuth: boolean;
  fromSource?: FromSource;
  /** Desktop client loopback port, given in hex (`1f9a` = 8090). */
  port?: number;
  scope?: string;
  state?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  /** Embedded mode: the parent window's exact origin. */
  origin?: string;
  /** `hide_lang_change=1` hides the language menu (remembered for the tab); `0` shows it again. */
  hideLangChange?: boolean;
  // share page
  action?: SiteAction;
  scene?: string;
  sCode?: string;
  hideHeader: boolean;
  view?: ViewValue;
  order?: OrderValue;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;

const text = (v: string | null, max = 200): string | undefined =>
  // eslint-disable-next-line no-control-regex
  v !== null && v !== '' && v.length <= max && !/[\u0000-\u001f\u007f]/.test(v) ? v : undefined;

/** A hex port number 1-65535, e.g. `1f9a`. */
export function parseHexPort(v: string | null | undefined): number | undefined {
  if (!v || !/^[0-9a-f]{1,4}$/i.test(v)) return undefined;
  const n = parseInt(v, 16);
  return n >= 1 && n <= 65535 ? n : undefined;
}

/** An http(s) origin given exactly (`https://app.example`, no path, no trailing slash). */
export function parseOrigin(v: string | null | undefined): string | undefined {
  if (!v || v.length > 300) return undefined;
  try {
    const u = new URL(v);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return undefined;
    return u.origin === v ? v : undefined;
  } catch {
    return undefined;
  }
}

export function readSiteQuery(search: string): SiteQuery {
  const p = new URLSearchParams(search);
  const hide = p.get('hide_lang_change');
  return {
    locale: toLocale(p.get('locale')),
    code: text(p.get('code'), 500),
    bridgeAuth: p.get('bridge_auth') === '1',
    fromSource: oneOf(FROM_SOURCES, p.get('from_source')),
    port: parseHexPort(p.get('port')),
    scope: text(p.get('scope')),
    state: text(p.get('state'), 500),
    source: text(p.get('__source')),
    medium: text(p.get('__medium')),
    campaign: text(p.get('__campaign')),
    origin: parseOrigin(p.get('origin')),
    hideLangChange: hide === '1' ? true : hide === '0' ? false : undefined,
    action: oneOf(ACTIONS, p.get('action')),
    scene: text(p.get('scene'), 100),
    sCode: text(p.get('s_code'), 20),
    hideHeader: p.get('hide_header') === '1' || p.get('hide_header') === 'true',
    view: oneOf(VIEW_VALUES, p.get('view')),
    order: oneOf(ORDER_VALUES, p.get('order')),
  };
}

/** The search string without the given keys (keeps order of the rest). */
export function withoutParams(search: string, keys: readonly string[]): string {
  const p = new URLSearchParams(search);
  for (const k of keys) p.delete(k);
  const s = p.toString();
  return s ? `?${s}` : '';
}
