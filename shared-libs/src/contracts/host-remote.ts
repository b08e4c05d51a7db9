/**
 * The host-to-remote contract: MountProps, and what the shared core (`shared-libs`, the host's
 * singleton copy at run time) exports. Bump CONTRACT_VERSION on any breaking change of either;
 * the host refuses a remote whose declared version is not in SUPPORTED_CONTRACT_VERSIONS (see
 * docs/decisions/0003).
 */
import type { LifeCycles } from 'single-spa';
import type { AnalyticsQueue } from './analyticsEvents';
import type { EventBus } from './internalEvents';
import type { Locale } from '../i18n/locales';
import type { SitePath } from './sitePaths';

/**
 * 3: the host hands remotes what they may do to its session, `refreshSession()` and `signOut()`
 * (issue 34): a remote built against 3 calls them, so a host that does not pass them (one that
 * accepts only 2) must refuse it; a host that passes them still mounts remotes built against 2.
 * 2: the core no longer exports the file-list helpers (now `shared-libs/files`, bundled into
 * each remote), `DisplayModeStore` or `PLATFORM_MESSAGES` (now `loadPlatformMessages`): a remote
 * built against 1 calls names the core no longer has, and a remote built against 2 one that an
 * older core lacks (decision 0019).
 */
export const CONTRACT_VERSION = 3;

/** Container names of the four remotes (snake_case, as in their federation config). */
export type RemoteName = 'mfe_marketing' | 'mfe_share' | 'mfe_drive' | 'mfe_activity';

/** Layout ids of spec §2. */
export type LayoutId =
  | 'activity'
  | 'basic'
  | 'basic-activity'
  | 'basic-header'
  | 'basic-footer'
  | 'basic-mobile-header'
  | 'basic-pc-header'
  | 'drive'
  | 'drive-header'
  | 'drive-sidebar'
  | 'policy'
  | 'simple';

/** Where the host's router resolved the current path. Plain data. */
export interface RouteRecord {
  /** The remote that renders the page. */
  remote: RemoteName;
  /** Page id inside that remote, e.g. `home`, `share`, `drive-all`, `activity`. */
  page: string;
  /** Path parameters, e.g. `{ shareId: 'abc', parentIds: ['f1', 'f2'] }`. */
  params: Record<string, string | string[]>;
  /** Query parameters of the URL (first value of each). */
  query: Record<string, string>;
  /** The layout the host renders around the content slot. */
  layout: LayoutId;
  /** Route middleware ids (spec §2), already applied by the host. */
  middleware: string[];
  /** The normalised path without locale prefix, e.g. `/help-center/a/b`. */
  path: string;
  /** The URL hash without `#`, if any. */
  hash: string;
}

export interface UserSnapshot {
  userId: string;
  username: string;
  email: string;
  avatar: string;
  premium: boolean;
  /** VIP expiry, RFC 3339, or '' when none. */
  expire: string;
  /**
   * Rights beyond a signed-in user's (e.g. `audit_admin`). Optional: added within contract 1,
   * a host older than it leaves it out, which means none.
   */
  rights?: readonly string[];
}

export interface SessionSnapshot {
  signedIn: boolean;
  user: UserSnapshot | null;
}

export interface LayoutSnapshot {
  isMobile: boolean;
  darkMode: boolean;
  sidebarMobileVisible: boolean;
  isCollapse: boolean;
  /** Server time as epoch milliseconds (0 until known). */
  serverTime: number;
  /** True when the page runs embedded in a parent window (spec §2 `origin` query). */
  embedded: boolean;
}

/**
 * A navigation target: a path on the site (`/s/abc`, `/drive/all?action=search`), never a URL;
 * built from SITE_PATHS and `sitePath` (contracts/sitePaths.ts), never written as a literal.
 */
export type NavigateTarget = SitePath;

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (routes may also disable scroll-to-top). */
  keepScroll?: boolean;
}

/** Error reported by a remote to the host. */
export interface RemoteErrorReport {
  error: unknown;
  /** What the remote was doing: `render`, `mount`, `update`, `api`, ... */
  stage: string;
}

/** Everything the host passes to a remote parcel, on mount and on every update. */
export interface MountProps {
  contractVersion: number;
  locale: Locale;
  route: RouteRecord;
  session: SessionSnapshot;
  layout: LayoutSnapshot;
  /**
   * Navigate inside the site; the host decides which remote renders the target. Paths are
   * given without locale prefix (`/help`); the host adds the current locale's prefix.
   */
  navigate(to: NavigateTarget, options?: NavigateOptions): void;
  /** The real href of a site path in the current locale (for `<a href>`: new tab, copy link). */
  hrefFor(to: NavigateTarget): string;
  /** Ask the host to sign the visitor in; resolves true once signed in. */
  requireLogin(scene: string): Promise<boolean>;
  /**
   * Ask the host to read the signed-in user again (premium, quota, rights changed: a paid
   * order, a redeemed code); resolves once the host has read it, and the new `session`
   * snapshot comes with the next props. Since contract 3: the host owns the session, and a
   * remote never writes it through the shared core itself (lint: eslint.config.mjs).
   */
  refreshSession(): Promise<void>;
  /**
   * Ask the host to sign the visitor out of this tab (its credentials are forgotten, the host's
   * sign-out listeners run); resolves once signed out. Since contract 3.
   */
  signOut(): Promise<void>;
  /** Patch host layout state (e.g. open the mobile sidebar). */
  setLayout(
    patch: Partial<Pick<LayoutSnapshot, 'darkMode' | 'sidebarMobileVisible' | 'isCollapse'>>,
  ): void;
  /** Let the host show its fallback and log the error with remote name and version. */
  reportError(report: RemoteErrorReport): void;
  /** Set the document title (the host appends the brand). */
  setTitle(title: string): void;
  /**
   * The host's ppa queue (spec §7; consent, batching and sending are the host's). Optional:
   * added within contract 2 (an addition, decision 0003); a host older than it leaves it out
   * and a remote then measures nothing.
   */
  analytics?: AnalyticsQueue;
  /**
   * The internal event bus (spec §4 internal events, contracts/internalEvents.ts), one for the
   * host and every remote; the host relays what concerns it. Optional like `analytics`.
   */
  events?: EventBus;
}

/**
 * What a remote's `./lifecycles` module exports: single-spa parcel lifecycles whose props are
 * the host's MountProps (single-spa adds its own `name`, `singleSpa` and `mountParcel`), plus
 * the contract version and the page ids it renders.
 */
export interface RemoteLifecyclesModule extends LifeCycles<MountProps> {
  contractVersion: number;
  /** Page ids this remote renders (checked by its contract test). */
  pages: readonly string[];
}

/**
 * A window event the drive dispatches after it changed files (upload, delete, copy, ...), so
 * the host's quota meter in the drive sidebar refreshes. No payload: listeners re-read the API.
 */
export const DRIVE_CHANGED_EVENT = 'cumulus:drive-changed';
