/**
 * Idempotency keys (the IETF `Idempotency-Key` header) for POSTs that change things, so the
 * client may retry them after a failed answer (a 5xx, a dropped connection) without doing the
 * change twice: the first answer is kept per user and key for a day, and a repeat with the
 * same key gets it back. Ours: the spec says nothing about retrying a save.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from './context';

const KEEP_MS = 24 * 3600_000;
const KEY = /^[\x21-\x7e]{8,100}$/;

/** The request's idempotency key, when it has a well-formed one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && KEY.test(key) ? key : undefined;
}

/** The answer already given to this user for this key, if any. */
export function earlierAnswer<T>(ctx: ApiContext, userId: string, key: string): T | undefined {
  const row = ctx.db
    .prepare<[string, string, number], { response: string }>(
      'SELECT response FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?',
    )
    .get(userId, key, Date.now() - KEEP_MS);
  return row ? (JSON.parse(row.response) as T) : undefined;
}

/** Keeps the answer of a key (and forgets keys older than a day). */
export function keepAnswer(ctx: ApiContext, userId: string, key: string, answer: unknown): void {
  const now = Date.now();
  ctx.db
    .prepare<[string, string, string, number]>(
      'INSERT OR REPLACE INTO idempotency_keys (user_id, key, response, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(userId, key, JSON.stringify(answer), now);
  ctx.db.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_at < ?').run(now - KEEP_MS);
}
