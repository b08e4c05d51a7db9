/** Accounts in the users table (ours, decision 0016): sign-up, the password rule, passwords. */
import { Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { UserRow } from '../db/rows';
import { hashPassword, newSalt } from '../passwords';
import { newId } from '../util';

const EMAIL = new RegExp(Wire.EMAIL_PATTERN);
const GiB = 1024 ** 3;
/** The drive a signed-up user starts with (the free plan of the seed's free user). */
const STARTING_QUOTA = 6 * GiB;

/** The standard address check of spec §5 (the pattern the browser's isEmail uses). */
export const isEmailAddress = (value: string): boolean =>
  value.length <= Wire.EMAIL_MAX_LENGTH && EMAIL.test(value);

/** What is wrong with a new password, if anything (the rule is Wire's, decision 0016). */
export function passwordProblem(password: string): 'short' | 'long' | null {
  if (password.length < Wire.PASSWORD_MIN_LENGTH) return 'short';
  if (password.length > Wire.PASSWORD_MAX_LENGTH) return 'long';
  return null;
}

/** An address as accounts are looked up: trimmed, lower case. */
export const normalizeEmail = (email: string | undefined): string =>
  String(email || '')
    .trim()
    .toLowerCase();

export function findUserByEmail(ctx: ApiContext, email: string): UserRow | undefined {
  if (!email) return undefined;
  return ctx.db
    .prepare<[string], UserRow>('SELECT * FROM users WHERE lower(email) = ?')
    .get(normalizeEmail(email));
}

export function findUser(ctx: ApiContext, id: string): UserRow | undefined {
  return ctx.db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

/**
 * A signed-up account, pending until its address is confirmed. Signing up again for a pending
 * address replaces its name and password (whoever confirms the address owns the account).
 */
export function savePendingUser(
  ctx: ApiContext,
  o: { email: string; name: string; password: string },
): UserRow {
  const salt = newSalt();
  const hash = hashPassword(o.password, salt);
  const existing = findUserByEmail(ctx, o.email);
  if (existing) {
    ctx.db
      .prepare<[string, string, string, string]>(
        "UPDATE users SET name = ?, password_salt = ?, password_hash = ? WHERE id = ? AND status = 'pending'",
      )
      .run(o.name, salt, hash, existing.id);
  } else {
    ctx.db
      .prepare<[string, string, string, string, string, number, number]>(
        `INSERT INTO users (id, email, name, password_salt, password_hash, vip_type, vip_expire,
        quota_limit, country_code, created_at, status) VALUES (?, ?, ?, ?, ?, 'novip', NULL, ?, 'US', ?, 'pending')`,
      )
      .run(newId('u'), o.email, o.name, salt, hash, STARTING_QUOTA, Date.now());
  }
  const user = findUserByEmail(ctx, o.email);
  if (!user) throw new Error('the account was not saved');
  return user;
}

/** The address is confirmed: the account can sign in. */
export function activateUser(ctx: ApiContext, userId: string): void {
  ctx.db
    .prepare<[string]>("UPDATE users SET status = 'active' WHERE id = ? AND status = 'pending'")
    .run(userId);
}

/** A new password (a new salt too). */
export function setPassword(ctx: ApiContext, userId: string, password: string): void {
  const salt = newSalt();
  ctx.db
    .prepare<[string, string, number, string]>(
      'UPDATE users SET password_salt = ?, password_hash = ?, password_changed_at = ? WHERE id = ?',
    )
    .run(salt, hashPassword(password, salt), Date.now(), userId);
}
