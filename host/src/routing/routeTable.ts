import type { LayoutId, RemoteName } from 'shared-libs';

/** Who renders a route: a remote, or the host itself (auth and captcha pages). */
export type RouteOwner = RemoteName | 'host';

/** One route of spec §2, as data. */
export interface RouteDef {
  /** Route id, also the page id passed to the remote. */
  id: string;
  /**
   * Path pattern without locale prefix. Segments: literal (matched case-insensitively),
   * `:name` (one segment), `*name` (catch-all of zero or more segments, last only).
   */
  pattern: string;
  owner: RouteOwner;
  layout: LayoutId;
  /** False for the routes spec §2 lists without locale prefix (/s/..., /auth, /loading). */
  localized?: boolean;
  middleware?: string[];
  /** False when navigation to this route keeps the scroll position. */
  scrollToTop?: boolean;
  /** Extra check on the matched params; failing it shows the not-found page. */
  validate?: (params: Record<string, string | string[]>) => boolean;
}

export const POLICY_KINDS = [
  'user-agreement',
  'privacy-policy',
  'membership-agreement',
  'anti-abuse',
  'child-sexual-abuse',
  'copyright-Infringement',
  'update',
] as const;

const marketing = (
  id: string,
  pattern: string,
  layout: LayoutId = 'basic',
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  id,
  pattern,
  owner: 'mfe_marketing',
  layout,
  ...extra,
});
const activity = (id: string, pattern: string, layout: LayoutId = 'basic-activity'): RouteDef => ({
  id,
  pattern,
  owner: 'mfe_activity',
  layout,
});
const drive = (id: string, pattern: string, layout: LayoutId = 'drive'): RouteDef => ({
  id,
  pattern,
  owner: 'mfe_drive',
  layout,
  middleware: ['login-required'],
});

const isPolicyKind = (p: Record<string, string | string[]>) =>
  POLICY_KINDS.some((k) => k.toLowerCase() === String(p.kind).toLowerCase());

/** The static route table (spec §2). Activity campaign routes come from the registry. */
export const ROUTES: readonly RouteDef[] = [
  marketing('home', '/', 'basic', { middleware: ['disable-mobile-platform-card-anchor'] }),
  marketing('browser-extension', '/browser-extension'),
  marketing('contact-us', '/contact-us'),
  marketing('desktop-app', '/desktop-app'),
  marketing('mobile-app', '/mobile-app'),
  marketing('help', '/help'),
  marketing('faq', '/faq', 'basic', { middleware: ['redirect-faq-hash'] }),
  marketing('help-center', '/help-center/*slug', 'basic', {
    middleware: ['help-center-default-dir'],
  }),
  marketing('install-apk-troubleshooting', '/install-apk-troubleshooting', 'simple'),
  marketing('tv', '/tv'),
  marketing('tv-help', '/tv-help'),
  marketing('unsubscribe', '/unsubscribe', 'simple'),
  marketing('test', '/test', 'simple'),
  marketing('policy', '/policy/:kind', 'policy', { validate: isPolicyKind }),
  marketing('policy-doc', '/policy/:kind/:doc', 'policy', { validate: isPolicyKind }),
  activity('activity-end', '/activity-end'),
  activity('check-in', '/check-in'),
  activity('check-in-guide', '/check-in-guide'),
  activity('favorite-links-hub', '/favorite-links-hub'),
  activity('inapp-widget', '/inapp/widget', 'simple'),
  drive('drive', '/drive/*section'),
  drive('referral', '/referral'),
  drive('inapp-shop', '/inapp/shop'),
  {
    id: 'share',
    pattern: '/s/:shareId/*parentIds',
    owner: 'mfe_share',
    layout: 'basic-header',
    localized: false,
    middleware: ['share'],
  },
  { id: 'auth', pattern: '/auth', owner: 'host', layout: 'simple', localized: false },
  { id: 'loading', pattern: '/loading', owner: 'host', layout: 'simple', localized: false },
  { id: 'auth-success', pattern: '/auth-success', owner: 'host', layout: 'simple' },
];
