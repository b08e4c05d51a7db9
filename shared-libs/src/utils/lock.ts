import { localError, RETRY_INFO_TYPE } from '../errors/ApiError';
import { clampRetry } from '../http/retry';
import { fail, ok, type Result } from '../http/request';

/** Who holds a lock: one session may take it again (reentrant). Spec §3 "Lock session: time". */
export interface LockSession {
  time: number;
}

export interface LockOptions {
  /** How long one wait may last in ms (ours: default 10 s). Must be a number. */
  timeout?: number;
  /** Extra waits after the first times out; default 2, clamped 0..4. Must be a number. */
  retry?: number;
}

export const DEFAULT_LOCK_TIMEOUT_MS = 10_000;

export function createLockSession(now: number = Date.now()): LockSession {
  return { time: now };
}

/** Releases one reference; calling it again does nothing. */
export type LockRelease = () => void;

/**
 * A lock (spec §4, §5): free or held; a session holding it may take it again and must release
 * as often (reference counting); other lockers wait and are retried on every release. A
 * waiter whose wait times out waits again up to `retry` times, then gets a `local` error
 * naming the counter.
 */
export class Lock {
  private holder: LockSession | null = null;
  private count = 0;
  private waiters = new Set<() => void>();

  get state(): 'free' | 'held' {
    return this.holder ? 'held' : 'free';
  }

  /** References held by the current session (0 when free). */
  get references(): number {
    return this.count;
  }

  async acquire(session: LockSession, options: LockOptions = {}): Promise<Result<LockRelease>> {
    if (
      options.timeout !== undefined &&
      (typeof options.timeout !== 'number' || Number.isNaN(options.timeout))
    ) {
      return fail(localError('wrong options param: timeout'));
    }
    if (
      options.retry !== undefined &&
      (typeof options.retry !== 'number' || Number.isNaN(options.retry))
    ) {
      return fail(localError('wrong options param: retry'));
    }
    const timeout = options.timeout ?? DEFAULT_LOCK_TIMEOUT_MS;
    const attempts = clampRetry(options.retry) + 1;
    for (let n = 1; n <= attempts; n += 1) {
      if (this.tryTake(session)) return ok(this.releaser());
      const deadline = Date.now() + timeout;
      // Wait for releases until this attempt's timeout; each release retries the take.
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) break;
        const released = await this.waitForRelease(left);
        if (this.tryTake(session)) return ok(this.releaser());
        if (!released) break;
      }
    }
    return fail(
      localError(`lock retry exceeded: ${attempts} attempts`, '', [
        { '@type': RETRY_INFO_TYPE, counter: 'lock retry', attempts, last_error: 'timeout' },
      ]),
    );
  }

  private tryTake(session: LockSession): boolean {
    if (this.holder && this.holder !== session) return false;
    this.holder = session;
    this.count += 1;
    return true;
  }

  private releaser(): LockRelease {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count -= 1;
      if (this.count <= 0) {
        this.count = 0;
        this.holder = null;
        const waiting = [...this.waiters];
        this.waiters.clear();
        waiting.forEach((wake) => wake());
      }
    };
  }

  /** Resolves true on a release, false when `ms` pass first. */
  private waitForRelease(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        resolve(false);
      }, ms);
      this.waiters.add(wake);
    });
  }
}
