/**
 * Codes sent by mail (ours, decision 0016): 6 digits, stored hashed, single use. A verification
 * code (confirm the address of a new account) works for 24 hours, a reset code (set a new
 * password) for 30 minutes; a new code replaces the one sent before, and a code dies after 5
 * wrong attempts (the guessing limits of limits.ts come on top: per account and per address).
 */
import nodeCrypto from 'node:crypto';
import type { ApiContext } from '../context';
import type { AccountCodeRow } from '../db/rows';
import { newId, sha256 } from '../util';

export type CodePurpose = AccountCodeRow['purpose'];

/** Lifetimes in ms (ours). */
export const CODE_TTL_MS: Readonly<Record<CodePurpose, number>> = {
  verify: 24 * 3600_000,
  reset: 30 * 60_000,
};
/** Wrong attempts a code survives (the 5th one kills it). */
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_DIGITS = 6;

const hashOf = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** Digits only: a code typed with spaces or a dash (`123 456`) is the same code. */
export const normalizeCode = (code: string | undefined): string =>
  String(code || '').replace(/[\s-]/g, '');

/** A new code for a user and purpose (the previous live one stops working). */
export function issueCode(ctx: ApiContext, userId: string, purpose: CodePurpose): string {
  const code = String(nodeCrypto.randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const now = Date.now();
  ctx.db.transaction(() => {
    ctx.db
      .prepare<[number, string, CodePurpose, number]>(
        'UPDATE account_codes SET expires_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
      )
      .run(now, userId, purpose, now);
    ctx.db
      .prepare<[string, string, CodePurpose, string, number, number]>(
        'INSERT INTO account_codes (id, user_id, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(newId('ac'), userId, purpose, hashOf(userId, code), now, now + CODE_TTL_MS[purpose]);
  })();
  return code;
}

/** `ok`: the code was right and is now used; `wrong`; `expired` (or used, or tried too often). */
export type CodeCheck = 'ok' | 'wrong' | 'expired';

/** Checks (and on success uses up) the latest code of a user for a purpose. */
export function useCode(
  ctx: ApiContext,
  userId: string,
  purpose: CodePurpose,
  typed: string,
): CodeCheck {
  const row = ctx.db
    .prepare<[string, CodePurpose], AccountCodeRow>(
      'SELECT * FROM account_codes WHERE user_id = ? AND purpose = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .get(userId, purpose);
  if (!row) return 'wrong';
  const now = Date.now();
  if (row.used_at !== null || row.expires_at <= now || row.attempts >= CODE_MAX_ATTEMPTS)
    return 'expired';
  const hash = hashOf(userId, normalizeCode(typed));
  if (!nodeCrypto.timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(hash, 'hex'))) {
    // A code sent before this one (replaced by "send it again"): out of date, not a guess.
    const earlier = ctx.db
      .prepare<[string, CodePurpose, string], { id: string }>(
        'SELECT id FROM account_codes WHERE user_id = ? AND purpose = ? AND code_hash = ?',
      )
      .get(userId, purpose, hash);
    if (earlier) return 'expired';
    ctx.db
      .prepare<[string]>('UPDATE account_codes SET attempts = attempts + 1 WHERE id = ?')
      .run(row.id);
    return 'wrong';
  }
  // Single use, even for two posts at once: only one update finds it unused.
  const used = ctx.db
    .prepare<[number, string]>(
      'UPDATE account_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
    )
    .run(now, row.id);
  return used.changes === 1 ? 'ok' : 'expired';
}

/**
 * Whether `typed` is the latest code of a user for a purpose and was used already (a second
 * post of a code that worked: its answer may have been lost).
 */
export function usedCodeMatches(
  ctx: ApiContext,
  userId: string,
  purpose: CodePurpose,
  typed: string,
): boolean {
  const row = ctx.db
    .prepare<[string, CodePurpose], AccountCodeRow>(
      'SELECT * FROM account_codes WHERE user_id = ? AND purpose = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .get(userId, purpose);
  return !!row && row.used_at !== null && row.code_hash === hashOf(userId, normalizeCode(typed));
}
