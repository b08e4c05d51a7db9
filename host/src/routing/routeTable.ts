import { POLICY_KINDS, type LayoutId, type PolicyKind, type RemoteName } from 'shared-libs';
import type { Params } from './matchPattern';

/** Who renders a route: a remote, the host itself (auth and captcha pages), or the server. */
export type RouteOwner = RemoteName | 'host' | 'server';

/** Route middleware ids (spec §2); their behaviour is in routing/middleware.ts. */
export type MiddlewareId =
  | 'disable-mobile-platform-card-anchor'
  | 'redirect-faq-hash'
  | 'help-center-default-dir'
  | 'activity-end'
  | 'share'
  | 'login-required'
  | 'drive-default-section';

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
  middleware?: MiddlewareId[];
  /** False when navigation to this route keeps the scroll position (default true). */
  scrollToTop?: boolean;
  /** Extra check on the matched params; failing it shows the not-found page. */
  validate?: (params: Params) => boolean;
}

/**
 * The texts of each policy (spec §2). `update` notices are tokens (not shown in the spec):
 * any token of 1-64 letters, digits, `-` or `_` is accepted and the page decides.
 */
export const POLICY_DOCS: Record<PolicyKind, readonly string[] | 'token'> = {
  'anti-abuse': ['anti-abuse'],
  'child-sexual-abuse': ['2023-05-23', '2025-02-12'],
  'copyright-Infringement': ['copyright-Infringement'],
  'membership-agreement': ['2022-06-14', '2023-08-23'],
  'privacy-policy': ['2021-11-08', '2023-10-14', '2023-11-06'],
  'user-agreement': ['user-agreement'],
  update: 'token',
};

/** Drive sections under /drive (spec §2 "Drive paths"). */
export const DRIVE_SECTIONS = [
  'all',
  'trash',
  'recent',
  // ours (issue 30): my share links
  'shared',
  // ours (issue 31): starred items of every folder
  'starred',
  'search',
  'login',
  'payment',
  'payment/storage',
  'payment/traffic',
  'account',
  'feedback',
] as const;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
/** Share ids and folder ids: URL-safe tokens (the API's ids), at most 64 characters. */
export const SHARE_ID = TOKEN;
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const str = (v: string | string[] | undefined): string =>
  Array.isArray(v) ? v.join('/') : (v ?? '');
const list = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : v ? [v] : []);

export function policyKindOf(value: string): PolicyKind | undefined {
  return POLICY_KINDS.find((k) => k.toLowerCase() === value.toLowerCase());
}

const isPolicyIndex = (p: Params) => policyKindOf(str(p.kind)) !== undefined;
const isPolicyDoc = (p: Params) => {
  const kind = policyKindOf(str(p.kind));
  if (!kind) return false;
  const docs = POLICY_DOCS[kind];
  const doc = str(p.doc);
  return docs === 'token'
    ? TOKEN.test(doc)
    : docs.some((d) => d.toLowerCase() === doc.toLowerCase());
};
/** A drive section, or a folder of all files (`/drive/all/{folderId}`, decision 0006). */
const isDriveSection = (p: Params) => {
  const parts = list(p.section);
  if (parts.length === 2 && parts[0]!.toLowerCase() === 'all') return TOKEN.test(parts[1]!);
  const section = str(p.section).toLowerCase();
  return section === '' || (DRIVE_SECTIONS as readonly string[]).includes(section);
};
const isShare = (p: Params) =>
  SHARE_ID.test(str(p.shareId)) && list(p.parentIds).every((id) => TOKEN.test(id));
const isHelpSlug = (p: Params) =>
  list(p.slug).length <= 8 && list(p.slug).every((s) => SLUG.test(s));

const marketing = (
  id: string,
  pattern: string,
  layout: LayoutId = 'basic',
  extra: Partial<RouteDef> = {},
): RouteDef => ({ id, pattern, owner: 'mfe_marketing', layout, ...extra });
const activity = (id: string, pattern: string, layout: LayoutId = 'basic-activity'): RouteDef => ({
  id,
  pattern,
  owner: 'mfe_activity',
  layout,
});
const drive = (id: string, pattern: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  id,
  pattern,
  owner: 'mfe_drive',
  layout: 'drive',
  middleware: ['login-required'],
  scrollToTop: false,
  ...extra,
});

/**
 * The static route table (spec §2). Order matters only where patterns overlap (first match
 * wins). Activity campaign routes (`/activity/{slug}`) come from the registry, not from here.
 */
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
    validate: isHelpSlug,
  }),
  marketing('install-apk-troubleshooting', '/install-apk-troubleshooting', 'basic'),
  marketing('tv', '/tv'),
  // Device sign-in (RFC 8628): the host's page where a TV's code is approved, signed in.
  {
    id: 'tv-link',
    pattern: '/tv/link',
    owner: 'host',
    layout: 'basic',
    middleware: ['login-required'],
  },
  marketing('tv-help', '/tv-help'),
  marketing('unsubscribe', '/unsubscribe', 'simple'),
  marketing('test', '/test', 'simple'),
  marketing('policy', '/policy/:kind', 'policy', { validate: isPolicyIndex }),
  marketing('policy-doc', '/policy/:kind/:doc', 'policy', { validate: isPolicyDoc }),
  activity('activity-end', '/activity-end'),
  activity('check-in', '/check-in'),
  activity('check-in-guide', '/check-in-guide'),
  activity('favorite-links-hub', '/favorite-links-hub'),
  activity('inapp-widget', '/inapp/widget', 'simple'),
  drive('drive', '/drive/*section', {
    validate: isDriveSection,
    middleware: ['drive-default-section', 'login-required'],
  }),
  drive('referral', '/referral'),
  // Spec §6 asks sign-in of drive pages only: the shop shows its catalogue to anyone and asks
  // to sign in when a purchase starts (mfe-drive's useCheckout).
  drive('inapp-shop', '/inapp/shop', { middleware: [] }),
  {
    id: 'share',
    pattern: '/s/:shareId/*parentIds',
    owner: 'mfe_share',
    layout: 'basic-header',
    localized: false,
    middleware: ['share'],
    scrollToTop: false,
    validate: isShare,
  },
  { id: 'auth', pattern: '/auth', owner: 'host', layout: 'simple', localized: false },
  { id: 'loading', pattern: '/loading', owner: 'host', layout: 'simple', localized: false },
  { id: 'auth-success', pattern: '/auth-success', owner: 'host', layout: 'simple' },
  // Answered by the server (a dedicated handler, spec §2); the shell loads it as a document.
  { id: 'sitemap', pattern: '/sitemap.xml', owner: 'server', layout: 'simple', localized: false },
];
