/**
 * Site paths every part agrees on (spec §2 "Fixed path constants", §3 policy kinds). Paths are
 * without locale prefix; the host adds it. Parts link by these, never by hard-coded strings.
 */
export const POLICY_KINDS = [
  'user-agreement',
  'privacy-policy',
  'membership-agreement',
  'anti-abuse',
  'child-sexual-abuse',
  'copyright-Infringement',
  'update',
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/**
 * The pages without parameters. (`/blog`, a path constant of spec §2, has no page in this
 * product, so it is not linkable; the host's route test checks that every entry is a page.)
 */
export const SITE_PATHS = {
  home: '/',
  mobileApp: '/mobile-app',
  desktopApp: '/desktop-app',
  tv: '/tv',
  /**
   * Ours: where a TV's device sign-in code is typed and approved (RFC 8628's verification URI;
   * the host's own page, signed in; docs/decisions/0023-device-sign-in.md).
   */
  tvLink: '/tv/link',
  browserExtension: '/browser-extension',
  help: '/help',
  contactUs: '/contact-us',
  faq: '/faq',
  inappShop: '/inapp/shop',
  helpCenter: '/help-center',
  driveAll: '/drive/all',
  driveTrash: '/drive/trash',
  driveRecent: '/drive/recent',
  /** Ours (issue 30): the links I made, with their counters. */
  driveShared: '/drive/shared',
  /** Ours (issue 31): the starred items of every folder. */
  driveStarred: '/drive/starred',
  driveLogin: '/drive/login',
  drivePayment: '/drive/payment',
  drivePaymentStorage: '/drive/payment/storage',
  drivePaymentTraffic: '/drive/payment/traffic',
  driveAccount: '/drive/account',
  driveFeedback: '/drive/feedback',
  referral: '/referral',
  checkIn: '/check-in',
  checkInGuide: '/check-in-guide',
  tvHelp: '/tv-help',
  installApkTroubleshooting: '/install-apk-troubleshooting',
  unsubscribe: '/unsubscribe',
} as const;

/** A page of the site that takes no parameters. */
export type FixedSitePath = (typeof SITE_PATHS)[keyof typeof SITE_PATHS];

/**
 * A path on the site, without locale prefix: a fixed page (optionally with a query or a hash)
 * or a page with parameters built by `sitePath`. What `navigate`, `hrefFor` and `SiteLink`
 * take, so a link to a page that does not exist does not compile.
 */
export type SitePath =
  | FixedSitePath
  | `${FixedSitePath}?${string}`
  | `${FixedSitePath}#${string}`
  | `/s/${string}`
  | `/drive/${string}`
  | `/policy/${string}`
  | `/help-center/${string}`
  | `/activity/${string}`;

const seg = encodeURIComponent;

/** Builders of the site's paths with parameters (spec §2 routes). */
export const sitePath = {
  /** `/s/{shareId}/{parentIds...}` with an optional query string (without `?`). */
  share(shareId: string, parentIds: readonly string[] = [], query = ''): SitePath {
    const path = [shareId, ...parentIds].map(seg).join('/');
    return `/s/${path}${query ? `?${query}` : ''}`;
  },
  /**
   * Ours (issue 31): the site's sign-in start opening the sign-up form ("Start for free"); the
   * host's sign-in reads `signup=1` (host/src/features/auth/signIn.ts screenOf).
   */
  signUp(): SitePath {
    return `${SITE_PATHS.driveLogin}?signup=1`;
  },
  /** A folder of the drive; the root for ''. */
  driveFolder(folderId: string): SitePath {
    return folderId ? `/drive/all/${seg(folderId)}` : SITE_PATHS.driveAll;
  },
  /** A section of the drive (`/drive/{section...}`: `trash`, `payment/storage`, ...). */
  driveSection(section: string): SitePath {
    return `/drive/${section}`;
  },
  /** The path with a query string (without `?`) appended, when there is one. */
  withQuery(path: SitePath, query: string): SitePath {
    return query ? (`${path}?${query}` as SitePath) : path;
  },
  /**
   * A path that came as data (a campaign page of the remote config: campaign routes are data,
   * spec §2), accepted only when it is a path on this site; undefined otherwise.
   */
  fromData(value: string): SitePath | undefined {
    return /^\/(?![/\\])[^\s\\]*$/.test(value) ? (value as SitePath) : undefined;
  },
  /** The path with a hash (an anchor of the page, without `#`). */
  withHash(path: SitePath, hash: string): SitePath {
    return `${path}#${hash}` as SitePath;
  },
  /** The help center, a category or an article: `/help-center/{slug...}`. */
  helpCenter(...slug: string[]): SitePath {
    return slug.length ? `/help-center/${slug.map(seg).join('/')}` : SITE_PATHS.helpCenter;
  },
  /** A campaign's page: `/activity/{slug}` (campaign routes come from the registry). */
  activity(slug: string): SitePath {
    return `/activity/${seg(slug)}`;
  },
  /** A policy's page, or one of its texts. */
  policy(kind: PolicyKind | 'update', doc?: string): SitePath {
    return doc ? `/policy/${kind}/${seg(doc)}` : `/policy/${kind}`;
  },
} as const;
