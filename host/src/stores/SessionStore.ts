import { makeAutoObservable, runInAction } from 'mobx';
import { STORAGE_KEYS, type SessionSnapshot, type UserSnapshot } from 'shared-libs';
import { getCookie, LAX_SECURE, removeCookie, setCookie } from '../lib/cookies';
import { CLIENT_ID, type HostApi } from '../lib/hostApi';
import type { KeyValue } from '../lib/storage';

/** Stored credentials (spec §3: sub, expires_at), in local storage, never in a cookie. */
export interface Credentials {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
  sub: string;
}

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  sub: string;
}
interface ProfileResponse {
  sub: string;
  name: string;
  email: string;
  picture: string;
}
interface VipResponse {
  data?: { status?: string; expire?: string };
}

const USER_ID_COOKIE_SECONDS = 365 * 86400;

function parseCredentials(raw: string | null): Credentials | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(raw) as Partial<Credentials>;
    if (
      typeof c.access_token === 'string' &&
      typeof c.refresh_token === 'string' &&
      typeof c.expires_at === 'number' &&
      typeof c.sub === 'string'
    )
      return c as Credentials;
  } catch {
    /* corrupt: treated as signed out */
  }
  return null;
}

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';
export type LogoutListener = () => void;

/**
 * The host's session (spec §4 "Login", "Refresh user"). Remotes see it only as a snapshot.
 * shared-libs' session store is not there yet; this store keeps the same storage keys so it
 * can be swapped for it.
 */
export class SessionStore {
  status: SessionStatus = 'unknown';
  user: UserSnapshot | null = null;
  /** Last sign-in failure message (for the /auth page). */
  lastError: string | null = null;
  private readonly logoutListeners = new Set<LogoutListener>();

  constructor(
    private readonly api: HostApi,
    private readonly store: KeyValue,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<SessionStore, 'api' | 'store' | 'now' | 'logoutListeners'>(this, {
      api: false,
      store: false,
      now: false,
      logoutListeners: false,
    });
  }

  get snapshot(): SessionSnapshot {
    return { signedIn: this.status === 'signed-in', user: this.user };
  }

  get credentials(): Credentials | null {
    return parseCredentials(this.store.get(STORAGE_KEYS.oauthInfo));
  }

  accessToken(): string | undefined {
    return this.credentials?.access_token;
  }

  /** A login that is still valid (or refreshable). */
  hasValidLogin(): boolean {
    const c = this.credentials;
    return !!c && (c.expires_at > this.now() || !!c.refresh_token);
  }

  onLogout(listener: LogoutListener): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }

  private save(t: TokenResponse) {
    const c: Credentials = {
      access_token: t.access_token,
      refresh_token: t.refresh_token,
      expires_at: this.now() + t.expires_in * 1000,
      sub: t.sub,
    };
    this.store.set(STORAGE_KEYS.oauthInfo, JSON.stringify(c));
  }

  /** Exchanges an authorization code, after signing out any prior session (spec §4). */
  async exchangeCode(code: string, redirectUri?: string): Promise<boolean> {
    await this.signOut({ quiet: true });
    const res = await this.api.call<TokenResponse>('/v1/auth/token', {
      method: 'POST',
      body: {
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        ...(redirectUri ? { redirect_uri: redirectUri } : {}),
      },
    });
    if (!res.ok || typeof res.data.access_token !== 'string') {
      console.warn('invalid auth code!');
      runInAction(() => (this.lastError = res.ok ? 'invalid_grant' : res.error));
      return false;
    }
    this.save(res.data);
    runInAction(() => (this.lastError = null));
    return true;
  }

  private async refreshTokens(): Promise<boolean> {
    const c = this.credentials;
    if (!c?.refresh_token) return false;
    const res = await this.api.call<TokenResponse>('/v1/auth/token', {
      method: 'POST',
      body: { grant_type: 'refresh_token', refresh_token: c.refresh_token, client_id: CLIENT_ID },
    });
    if (!res.ok) return false;
    this.save(res.data);
    return true;
  }

  /**
   * Refreshes the user (spec §4): without stored credentials (unless forced) the user id
   * cookie is cleared and false is returned; a profile error clears the user id.
   */
  async refreshUser(force = false): Promise<boolean> {
    if (!this.credentials && !force) {
      removeCookie(STORAGE_KEYS.userId, LAX_SECURE);
      runInAction(() => {
        this.status = 'signed-out';
        this.user = null;
      });
      return false;
    }
    if (this.credentials && this.credentials.expires_at <= this.now()) await this.refreshTokens();
    let me = await this.api.call<ProfileResponse>('/v1/user/me', { auth: true });
    if (!me.ok && (me.status === 401 || me.code === 16) && (await this.refreshTokens())) {
      me = await this.api.call<ProfileResponse>('/v1/user/me', { auth: true });
    }
    if (!me.ok) {
      if (me.code === 16 || me.status === 401) console.warn('not logged in');
      removeCookie(STORAGE_KEYS.userId, LAX_SECURE);
      if (me.status === 401 || me.code === 16) this.store.remove(STORAGE_KEYS.oauthInfo);
      runInAction(() => {
        this.status = 'signed-out';
        this.user = null;
      });
      return false;
    }
    const vip = await this.api.call<VipResponse>('/drive/v1/privilege/vip', { auth: true });
    const vipData = vip.ok ? vip.data.data : undefined;
    const user: UserSnapshot = {
      userId: me.data.sub,
      username: me.data.name ?? '',
      email: me.data.email ?? '',
      avatar: me.data.picture ?? '',
      premium: vipData?.status === 'ok',
      expire: vipData?.expire ?? '',
    };
    if (getCookie(STORAGE_KEYS.userId) !== user.userId) {
      setCookie(STORAGE_KEYS.userId, user.userId, {
        ...LAX_SECURE,
        maxAgeSeconds: USER_ID_COOKIE_SECONDS,
      });
    }
    runInAction(() => {
      this.user = user;
      this.status = 'signed-in';
    });
    return true;
  }

  /** Signs out: revokes the tokens (best effort), clears credentials, tells the listeners. */
  async signOut({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    const c = this.credentials;
    const wasSignedIn = this.status === 'signed-in' || !!c;
    this.store.remove(STORAGE_KEYS.oauthInfo);
    removeCookie(STORAGE_KEYS.userId, LAX_SECURE);
    runInAction(() => {
      this.user = null;
      this.status = 'signed-out';
    });
    if (c) {
      void this.api.call('/v1/auth/revoke', {
        method: 'POST',
        body: { token: c.refresh_token },
        timeoutMs: 3000,
      });
    }
    if (wasSignedIn && !quiet) for (const l of this.logoutListeners) l();
  }
}
