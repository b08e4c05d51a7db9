import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionSnapshot, SessionStore as CoreSession } from 'shared-libs';

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';
export type LogoutListener = () => void;

/**
 * The host's view of the one session (shared-libs' SessionStore, the platform singleton that
 * remotes share). Adds what the shell needs: `status` ('unknown' until the start-up sign-in
 * paths have run, so the header does not flash "Sign in"), and logout listeners (the browser
 * extension path removes `from_source` on logout, spec §4).
 */
export class SessionStore {
  private settled = false;
  private readonly logoutListeners = new Set<LogoutListener>();

  constructor(private readonly core: CoreSession) {
    makeAutoObservable<SessionStore, 'core' | 'logoutListeners'>(this, {
      core: false,
      logoutListeners: false,
    });
  }

  get status(): SessionStatus {
    if (!this.settled) return 'unknown';
    return this.core.signedIn && this.core.user?.userId ? 'signed-in' : 'signed-out';
  }

  get user() {
    return this.status === 'signed-in' ? this.snapshot.user : null;
  }

  /** Plain data for the remotes' mount props (recomputed only when the session changes). */
  get snapshot(): SessionSnapshot {
    return this.core.snapshot();
  }

  /** The start-up sign-in paths are done: the status is known from now on. */
  markSettled() {
    this.settled = true;
  }

  /** The session was ended on another device (or expired) while this tab held it (issue 31). */
  get endedElsewhere(): boolean {
    return this.status === 'signed-out' && this.core.endedElsewhere;
  }

  hasValidLogin(): boolean {
    return this.core.credentials !== null;
  }

  onLogout(listener: LogoutListener): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }

  /** Exchanges a code after signing out any prior session; refreshes the user (shared-libs). */
  exchangeCode(code: string, codeVerifier?: string): Promise<boolean> {
    return this.core.exchangeCode(code, codeVerifier);
  }

  refreshUser(force = false): Promise<boolean> {
    return this.core.refreshUser(force);
  }

  async signOut(): Promise<void> {
    const was = this.core.signedIn;
    await this.core.logout();
    runInAction(() => (this.settled = true));
    if (was) for (const l of [...this.logoutListeners]) l();
  }
}
