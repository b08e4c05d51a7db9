import { compareStructural, makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Api } from '../api/endpoints';
import type { VipInfo } from '../api/types';
import type { SessionSnapshot } from '../contracts/host-remote';
import type { UserRight } from '../contracts/api/constants';
import { ERROR_CODES } from '../errors/codes';
import type { AuthProvider, Logger } from '../http/request';
import {
  removeUserIdCookie,
  setFreeDaysCookie,
  setUserIdCookie,
  type Cookies,
} from '../storage/cookies';
import { STORAGE_KEYS } from '../storage/keys';
import type { KeyValueStorage } from '../storage/safeStorage';
import { analyticsUserType } from '../utils/analytics';
import { getAttribution } from '../utils/attribution';
import {
  credentialsFromToken,
  readCredentials,
  writeCredentials,
  type Credentials,
} from './credentials';

/** User info entity of spec §3. */
export interface UserInfo {
  username: string;
  email: string;
  phone: string;
  premium: boolean;
  expire: string;
  status: string;
  type: string;
  userId: string;
  avatar: string;
  limit: string;
  usage: string;
  haveSetPassword: boolean;
  overFreeTaskLimit: boolean;
  overStorageLimit: boolean;
  freeDays: number;
  /** Region access: true when blocked, null/undefined when unknown (spec §4). */
  ipBlock: boolean | null | undefined;
  getFreeVipCalled: boolean;
  vipInfo: VipInfo | null;
  unsubscribeInfo: { email: string; scene: string; d: string };
  /** Rights beyond a signed-in user's, from the profile (ours: spec §6 "not shown"). */
  rights: UserRight[];
}

export function emptyUserInfo(): UserInfo {
  return {
    username: '',
    email: '',
    phone: '',
    premium: false,
    expire: '',
    status: '',
    type: '',
    userId: '',
    avatar: '',
    limit: '',
    usage: '',
    haveSetPassword: false,
    overFreeTaskLimit: false,
    overStorageLimit: false,
    freeDays: 0,
    ipBlock: undefined,
    getFreeVipCalled: false,
    vipInfo: null,
    unsubscribeInfo: { email: '', scene: '', d: '' },
    rights: [],
  };
}

export type LoginScene = 'share_page' | 'official_page';

/** Spec §4: share page if the URL path has /s/, else official page. */
export function loginSceneFor(pathname: string): LoginScene {
  return pathname.includes('/s/') ? 'share_page' : 'official_page';
}

/** The access token is refreshed when it expires within this margin (ours). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

export interface SessionStoreDeps {
  api: Api;
  clientId: string;
  storage: KeyValueStorage;
  /** The tab session's storage: what is remembered per session (the invite call). */
  sessionStorage: KeyValueStorage;
  cookies: Cookies;
  now(): number;
  /** Current page location (for `rr` of the invite call and the login scene). */
  location(): { host: string; pathname: string };
  /** `rf`: saved referrer hosts joined by commas. */
  referrers(): string;
  /** `tf`: the attribution source. */
  source(): string;
  /** `from` of the invite call (not given by the spec; default 'web'). */
  inviteFrom?: string;
  logger?: Logger;
}

/**
 * The session (spec §3, §4): credentials, user info, premium, the invite-activity rule,
 * login scene, token exchange, refresh and logout. Observable (MobX); the host calls
 * `subscribe` and pushes `snapshot()` to the remotes.
 */
export class SessionStore {
  credentials: Credentials | null;
  user: UserInfo | null = null;
  loading = false;
  /**
   * The session was ended elsewhere (issue 31): its refresh token was refused (revoked by a
   * sign-out everywhere, a new password, or a reuse) while this tab still held it. The host
   * says so instead of silently showing the sign-in; a new sign-in clears it.
   */
  endedElsewhere = false;
  private refreshing: Promise<boolean> | null = null;

  constructor(private readonly deps: SessionStoreDeps) {
    this.credentials = readCredentials(deps.storage);
    makeAutoObservable<SessionStore, 'deps' | 'refreshing'>(this, {
      deps: false,
      refreshing: false,
    });
  }

  get signedIn(): boolean {
    return this.credentials !== null;
  }

  get premium(): boolean {
    return this.user?.premium ?? false;
  }

  /** Analytics user type: 2 premium, 1 otherwise. */
  get analyticsUserType(): 1 | 2 {
    return analyticsUserType(this.premium);
  }

  /** Plain data for the remotes' mount props (contract SessionSnapshot). */
  snapshot(): SessionSnapshot {
    const u = this.user;
    return {
      signedIn: this.signedIn,
      user:
        u && u.userId
          ? {
              userId: u.userId,
              username: u.username,
              email: u.email,
              avatar: u.avatar,
              premium: u.premium,
              expire: u.expire,
              rights: u.rights,
            }
          : null,
    };
  }

  /** Calls `listener` with a new snapshot whenever it changes; returns the disposer. */
  subscribe(listener: (s: SessionSnapshot) => void): () => void {
    return reaction(() => this.snapshot(), listener, { equals: compareStructural });
  }

  /** The AuthProvider the request helper uses for signed-in calls. */
  readonly authProvider: AuthProvider = {
    accessToken: async () => {
      const c = this.credentials;
      if (!c) return undefined;
      if (c.refresh_token && c.expires_at - this.deps.now() < TOKEN_REFRESH_MARGIN_MS) {
        await this.refreshToken();
      }
      return this.credentials?.access_token;
    },
    refresh: () => this.refreshToken(),
  };

  /** The login scene for the current location, remembered in `pp_login_scene`. */
  rememberLoginScene(): LoginScene {
    const scene = loginSceneFor(this.deps.location().pathname);
    this.deps.storage.setItem(STORAGE_KEYS.loginScene, scene);
    return scene;
  }

  setIpBlock(blocked: boolean | null | undefined): void {
    if (this.user) this.user.ipBlock = blocked;
  }

  private setCredentials(c: Credentials | null): void {
    this.credentials = c;
    writeCredentials(this.deps.storage, c);
  }

  /** Uses the refresh token (`POST /v1/auth/token`); concurrent calls share one request. */
  refreshToken(): Promise<boolean> {
    if (this.refreshing) return this.refreshing;
    const run = async (): Promise<boolean> => {
      const c = this.credentials;
      if (!c?.refresh_token) return false;
      const res = await this.deps.api.refreshAuthToken(c.refresh_token, this.deps.clientId);
      if (res.error) {
        const code = res.error.error_code;
        if (code === ERROR_CODES.invalid_grant || code === ERROR_CODES.unauthenticated) {
          runInAction(() => {
            this.signOutLocally();
            this.endedElsewhere = true;
          });
        }
        return false;
      }
      const data = res.data;
      runInAction(() =>
        this.setCredentials(
          credentialsFromToken(
            { ...data, refresh_token: data.refresh_token || c.refresh_token },
            this.deps.now(),
          ),
        ),
      );
      return true;
    };
    this.refreshing = run().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * Exchanges an authorization code (authorization_code grant) after signing out any prior
   * session, then refreshes the user. An invalid code is logged as 'invalid auth code!'.
   * `codeVerifier`: the PKCE verifier of a sign-in this browser started (see pkce.ts).
   */
  async exchangeCode(code: string, codeVerifier?: string): Promise<boolean> {
    if (this.credentials) await this.logout();
    const res = await this.deps.api.exchangeAuthCode(code, this.deps.clientId, codeVerifier);
    if (res.error) {
      (this.deps.logger ?? console).error('invalid auth code!');
      return false;
    }
    const data = res.data;
    runInAction(() => {
      this.setCredentials(credentialsFromToken(data, this.deps.now()));
      this.endedElsewhere = false;
    });
    return this.refreshUser(true);
  }

  /** Revokes the token (errors ignored) and clears credentials, user and the user id cookie. */
  async logout(): Promise<void> {
    const c = this.credentials;
    if (c) await this.deps.api.revokeAuthToken(c.access_token, this.deps.clientId);
    runInAction(() => {
      this.signOutLocally();
      this.endedElsewhere = false; // signed out here, on purpose
    });
  }

  private signOutLocally(): void {
    this.setCredentials(null);
    this.user = null;
    removeUserIdCookie(this.deps.cookies);
  }

  /**
   * Refresh user (spec §4): without stored credentials (unless forced) the user id cookie is
   * cleared and false returned. A profile error clears userId and the cookie. Then storage
   * quota, VIP (premium when status is 'ok') and the invite-activity rule.
   */
  async refreshUser(force = false): Promise<boolean> {
    const { api, cookies } = this.deps;
    const logger = this.deps.logger ?? console;
    if (!this.credentials && !force) {
      removeUserIdCookie(cookies);
      runInAction(() => {
        this.user = null;
      });
      return false;
    }
    runInAction(() => {
      this.loading = true;
    });
    try {
      const me = await api.getMe();
      if (me.error) {
        removeUserIdCookie(cookies);
        runInAction(() => {
          if (this.user) this.user.userId = '';
        });
        return false;
      }
      const p = me.data;
      const previous = this.user;
      const freeDaysCookie = Number(cookies.get(STORAGE_KEYS.freeDays) ?? 0) || 0;
      const user: UserInfo = {
        ...emptyUserInfo(),
        ipBlock: previous?.ipBlock,
        getFreeVipCalled: previous?.userId === p.sub ? previous.getFreeVipCalled : false,
        freeDays: freeDaysCookie,
        username: p.name ?? '',
        email: p.email ?? '',
        phone: p.phone_number ?? '',
        avatar: p.picture ?? '',
        userId: p.sub ?? '',
        haveSetPassword: p.password === 'set',
        rights: p.rights ?? [],
      };
      setUserIdCookie(cookies, user.userId);
      const [about, vip] = await Promise.all([api.getAbout(), api.getVip()]);
      if (about.error)
        logger.warn(`storage usage failure: ${about.error.error_description || about.error.error}`);
      else {
        user.limit = about.data.quota?.limit ?? '';
        user.usage = about.data.quota?.usage ?? '';
      }
      if (!vip.error && vip.data.data) {
        const v = vip.data.data;
        user.vipInfo = v;
        user.premium = v.status === 'ok';
        user.expire = v.expire ?? '';
        user.status = v.status ?? '';
        user.type = v.type ?? '';
      }
      runInAction(() => {
        this.user = user;
      });
      await this.applyInviteRule();
      return true;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /**
   * Spec §4: a signed-in user without premium, without free days and without the free-VIP
   * call made gets the invite-activity call; free_days > 0 sets freeDays, the free-days
   * cookie (that many days) and premium.
   *
   * Ours: the call is made once per user and session (issue 32), not once per page load: a
   * call the server answered is remembered in the tab's session storage
   * (`pp_free_vip_called`), so a new session asks again (the spec's rule is per sign-in state;
   * a browser that remembered it forever never learnt of a later campaign). It is a background call, so it never
   * shows the captcha challenge (when the server wants one, the call fails quietly and is made
   * again on a later page load). A visitor who came through an invite link has the source
   * `invite` and the inviter's code as attribution campaign, sent as `campaign`.
   */
  private async applyInviteRule(): Promise<void> {
    const u = this.user;
    if (!u || !this.signedIn || u.premium || u.freeDays > 0 || u.getFreeVipCalled) return;
    const { sessionStorage: storage, cookies } = this.deps;
    const called = readInviteCalled(storage);
    runInAction(() => {
      u.getFreeVipCalled = true;
    });
    if (called.includes(u.userId)) return;
    const loc = this.deps.location();
    const campaign = getAttribution(cookies).campaign;
    const res = await this.deps.api.inviteActivity(
      {
        from: this.deps.inviteFrom ?? 'web',
        rr: `${loc.host}${loc.pathname}`,
        tf: this.deps.source(),
        rf: this.deps.referrers(),
        ...(campaign ? { campaign } : {}),
      },
      { background: true },
    );
    if (res.error) return;
    storage.setItem(
      STORAGE_KEYS.freeVipCalled,
      JSON.stringify(
        [...called.filter((id) => id !== u.userId), u.userId].slice(-INVITE_CALLED_KEPT),
      ),
    );
    const days = Number(res.data.free_days ?? 0);
    if (days > 0) {
      setFreeDaysCookie(cookies, days);
      runInAction(() => {
        u.freeDays = days;
        u.premium = true;
      });
    }
  }
}

/** How many users of one session `pp_free_vip_called` remembers (ours). */
const INVITE_CALLED_KEPT = 20;

/** The users of this session whose invite-activity call was made (`pp_free_vip_called`). */
function readInviteCalled(storage: KeyValueStorage): string[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.freeVipCalled) ?? '[]');
    return Array.isArray(v) ? v.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
