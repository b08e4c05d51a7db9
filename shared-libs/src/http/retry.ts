/**
 * Retry strategies of spec §7-§9.
 *
 * - `fixed` (the first client): waits 300 ms between attempts; `retry` extra attempts, default
 *   2, clamped to 0..4, so at most retry + 1 attempts.
 * - `exponential` (the second client): waits 1 s, 2 s, 4 s ... (2^n s before retry n+1), calls
 *   `before(attempt)` / `after(attempt, error)` around each attempt, at most 15 attempts.
 *
 * Jitter: every wait is `base * (1 + JITTER_RATIO * random())` with random() in [0, 1), so a
 * wait is never shorter than the spec's number and is strictly below 1.2 times it.
 * Upper bounds of the total waiting (without the per-attempt timeouts):
 * - fixed, retry 4: 4 waits < 4 * 360 ms = 1.44 s;
 * - exponential, 15 attempts: 14 waits < 1.2 * (2^14 - 1) s, about 5.5 h. That is the
 *   spec's schedule; pass `maxDelayMs` to cap one wait (then the bound is 14 * maxDelayMs * 1.2).
 */
export const FIXED_RETRY_WAIT_MS = 300;
export const DEFAULT_RETRY = 2;
export const MIN_RETRY = 0;
export const MAX_RETRY = 4;
export const EXPONENTIAL_BASE_MS = 1000;
export const MAX_EXPONENTIAL_ATTEMPTS = 15;
export const JITTER_RATIO = 0.2;

export interface FixedRetryPolicy {
  strategy: 'fixed';
  /** Extra attempts after the first; default 2, clamped to 0..4. */
  retry?: number;
}

export interface ExponentialRetryPolicy<E = unknown> {
  strategy: 'exponential';
  /** Total attempts; default and maximum 15. */
  maxAttempts?: number;
  /** Cap of one wait in ms (not in the spec; default none). */
  maxDelayMs?: number;
  /** Called before each attempt (1-based). */
  before?(attempt: number): void | Promise<void>;
  /** Called after each attempt with its error (null on success). */
  after?(attempt: number, error: E | null): void | Promise<void>;
}

export type RetryPolicy<E = unknown> =
  FixedRetryPolicy | ExponentialRetryPolicy<E> | { strategy: 'none' };

export const DEFAULT_RETRY_POLICY: FixedRetryPolicy = { strategy: 'fixed', retry: DEFAULT_RETRY };

/** Clamps a retry count to 0..4; anything not a finite number becomes the default 2. */
export function clampRetry(retry: unknown): number {
  if (typeof retry !== 'number' || !Number.isFinite(retry)) return DEFAULT_RETRY;
  return Math.min(MAX_RETRY, Math.max(MIN_RETRY, Math.floor(retry)));
}

/** How many attempts a policy allows in total. */
export function maxAttempts(policy: RetryPolicy<never>): number {
  switch (policy.strategy) {
    case 'none':
      return 1;
    case 'fixed':
      return clampRetry(policy.retry ?? DEFAULT_RETRY) + 1;
    case 'exponential': {
      const n = policy.maxAttempts ?? MAX_EXPONENTIAL_ATTEMPTS;
      if (!Number.isFinite(n)) return MAX_EXPONENTIAL_ATTEMPTS;
      return Math.min(MAX_EXPONENTIAL_ATTEMPTS, Math.max(1, Math.floor(n)));
    }
  }
}

/** The wait before attempt `attempt + 1` (attempt is 1-based: the one that just failed). */
export function retryDelay(
  policy: RetryPolicy<never>,
  attempt: number,
  random: () => number,
): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  const jitter = (base: number) => base + Math.floor(base * JITTER_RATIO * r);
  switch (policy.strategy) {
    case 'none':
      return 0;
    case 'fixed':
      return jitter(FIXED_RETRY_WAIT_MS);
    case 'exponential': {
      const base = EXPONENTIAL_BASE_MS * 2 ** (attempt - 1);
      const capped = policy.maxDelayMs === undefined ? base : Math.min(base, policy.maxDelayMs);
      return jitter(capped);
    }
  }
}

/** setTimeout-based sleep (works with jest fake timers), abortable. */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const id = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(id);
      resolve();
    });
  });
}
