/**
 * The counters of the guessing limits (limits.ts): a fixed window per key, as @fastify/rate-limit's
 * own in-memory store counts (`continueExceeding` and `exponentialBackoff` off), keeping the most
 * recently used `capacity` keys.
 *
 * Ours because the plugin does not export its store: `@fastify/rate-limit` exports the plugin,
 * its types and `normalizeIP`; its `LocalStore` is a plain-JavaScript file reached only by a deep
 * import, which needed a hand-written `declare module`. The counters must outlive one app (every
 * origin of the server shares them, context.ts), so the plugin cannot make them itself. The
 * plugin's store type has no `read`, which the plugin calls for `{ increment: false }` (a check
 * that counts nothing): `LimitStore` adds it.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The plugin's store with the non-counting `read` it calls for `{ increment: false }`. */
export interface LimitStore extends FastifyRateLimitStore {
  read(key: string, callback: Answer, timeWindow: number): void;
}

interface Window {
  current: number;
  startMs: number;
}

export class WindowCounters implements LimitStore {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's window, now the most recently used (null: none, or it has ended). */
  private live(key: string, timeWindow: number, nowMs: number): Window | null {
    const w = this.windows.get(key);
    if (!w) return null;
    this.windows.delete(key);
    this.windows.set(key, w);
    return w.startMs + timeWindow <= nowMs ? null : w;
  }

  incr(key: string, callback: Answer, timeWindow: number): void {
    const nowMs = this.now();
    let w = this.live(key, timeWindow, nowMs);
    if (w) w.current += 1;
    else {
      w = { current: 1, startMs: nowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
      if (this.windows.size > this.capacity) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    callback(null, { current: w.current, ttl: timeWindow - (nowMs - w.startMs) });
  }

  read(key: string, callback: Answer, timeWindow: number): void {
    const nowMs = this.now();
    const w = this.live(key, timeWindow, nowMs);
    callback(
      null,
      w
        ? { current: w.current, ttl: timeWindow - (nowMs - w.startMs) }
        : {
            current: 0,
            ttl: 0,
          },
    );
  }

  child(): LimitStore {
    return new WindowCounters(this.capacity, this.now);
  }
}
