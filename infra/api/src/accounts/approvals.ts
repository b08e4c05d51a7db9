/**
 * The pieces both "a person approves a sign-in elsewhere, the asker polls" flows share: the
 * desktop app's loopback service (routes/desktop.ts) and device sign-in (RFC 8628,
 * accounts/deviceCodes.ts). Requests wait in memory, kept with the app's runtime state, so a
 * reset of the state (control endpoint) forgets them too; a poll is answered with the spec's
 * polling states (§4, §8 4050-4052) and access_denied (4123).
 */
import type { ApiContext } from '../context';
import { ApiError } from '../errors';

/** A request waiting for a person's answer. */
export interface Approval {
  expiresAt: number;
  /** Kept (answering expired_token) until then; default: dropped once expired. */
  keepUntil?: number;
  status: 'pending' | 'allowed' | 'denied';
  /** The account the person allowed. */
  userId?: string;
}

/**
 * A map of waiting requests per app (per runtime state), expired ones dropped on every read
 * (after `keepUntil` when set). Insertion order is kept: oldest first.
 */
export function approvalStore<T extends Approval>(): (ctx: ApiContext) => Map<string, T> {
  const all = new WeakMap<ApiContext['state'], Map<string, T>>();
  return (ctx) => {
    let m = all.get(ctx.state);
    if (!m) all.set(ctx.state, (m = new Map()));
    const now = Date.now();
    for (const [id, w] of m) if ((w.keepUntil ?? w.expiresAt) <= now) m.delete(id);
    return m;
  };
}

/**
 * The answer to a poll that is not (yet) a grant: expired_token (4052) for an unknown or
 * expired request, authorization_pending (4050) while the person has not answered,
 * access_denied (4123) when they refused. Returns the allowed request otherwise. The caller
 * removes an answered request (single use).
 */
export function settledOrThrow<T extends Approval>(
  w: T | undefined,
  where: string,
): T & { userId: string } {
  if (!w || w.expiresAt <= Date.now())
    throw new ApiError('expired_token', 'This sign-in request is unknown or expired');
  if (w.status === 'pending')
    throw new ApiError('authorization_pending', `Waiting for approval ${where}`);
  if (w.status === 'denied' || !w.userId)
    throw new ApiError('access_denied', `The sign-in was denied ${where}`);
  return { ...w, userId: w.userId };
}
