/** Access and refresh tokens (opaque, stored hashed) and request authentication. */
import type { FastifyRequest } from 'fastify';
import type { Wire } from 'shared-libs/contracts';
import type { ApiContext } from './context';
import type { TokenKind, TokenRow, UserRow } from './db/rows';
import { ApiError } from './errors';
import { newToken, sha256 } from './util';

/** The answer of POST /v1/auth/token: its schema's type (Wire.TokenResponse). */
export type TokenResponse = Wire.TokenResponse;

/**
 * Issue a token pair. Refresh tokens rotate within a family: revoking the family signs out.
 */
export function issueTokens(
  ctx: ApiContext,
  userId: string,
  clientId: string,
  scope: string,
  family?: string,
): TokenResponse {
  const now = Date.now();
  const access = newToken();
  const refresh = newToken();
  const fam = family || newToken();
  const ttl = ctx.state.accessTokenTtlSec;
  const ins = ctx.db.prepare<[string, TokenKind, string, string, string, string, number]>(
    'INSERT INTO tokens (token_hash, kind, user_id, client_id, scope, family, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  ctx.db.transaction(() => {
    ins.run(sha256(access), 'access', userId, clientId, scope, fam, now + ttl * 1000);
    ins.run(
      sha256(refresh),
      'refresh',
      userId,
      clientId,
      scope,
      fam,
      now + ctx.options.refreshTokenTtlSec * 1000,
    );
  })();
  return {
    token_type: 'Bearer',
    access_token: access,
    refresh_token: refresh,
    expires_in: ttl,
    sub: userId,
  };
}

/**
 * Look up a live token row of a kind; null when unknown, expired or revoked (`includeRevoked`:
 * a revoked one too, for reuse detection).
 */
export function findToken(
  ctx: ApiContext,
  token: unknown,
  kind: TokenKind,
  o: { includeRevoked?: boolean } = {},
): TokenRow | null {
  if (!token || typeof token !== 'string' || token.length > 200) return null;
  const row = ctx.db
    .prepare<[string, TokenKind], TokenRow>(
      'SELECT * FROM tokens WHERE token_hash = ? AND kind = ?',
    )
    .get(sha256(token), kind);
  if (!row || (row.revoked_at && !o.includeRevoked) || row.expires_at <= Date.now()) return null;
  return row;
}

export function bearerOf(request: FastifyRequest): string {
  const h = request.headers.authorization;
  if (!h || typeof h !== 'string') return '';
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  return m?.[1] ?? '';
}

/** The signed-in user of a request, or null. */
export function userOf(ctx: ApiContext, request: FastifyRequest): UserRow | null {
  const token = bearerOf(request);
  if (!token) return null;
  const row = findToken(ctx, token, 'access');
  if (!row) return null;
  return (
    ctx.db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(row.user_id) || null
  );
}

/**
 * The signed-in user of a route declared with `config: { auth: 'required' }` (the server's
 * preValidation guard has already answered 401 when there is none).
 */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new ApiError('unauthenticated');
  return request.user;
}

/** Revoke every token of the family that `token` belongs to (any kind). Returns true if found. */
export function revokeFamily(ctx: ApiContext, token: unknown): boolean {
  if (!token || typeof token !== 'string' || token.length > 200) return false;
  const row = ctx.db
    .prepare<[string], Pick<TokenRow, 'family'>>('SELECT family FROM tokens WHERE token_hash = ?')
    .get(sha256(token));
  if (!row) return false;
  revokeFamilyId(ctx, row.family);
  return true;
}

/** Revoke every token of a family by its id. */
export function revokeFamilyId(ctx: ApiContext, family: string): void {
  ctx.db
    .prepare<[number, string]>(
      'UPDATE tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL',
    )
    .run(Date.now(), family);
}

/** The family (one sign-in: its access and refresh tokens) of a token, or null. */
export function familyOf(ctx: ApiContext, token: unknown): string | null {
  if (!token || typeof token !== 'string' || token.length > 200) return null;
  const row = ctx.db
    .prepare<[string], Pick<TokenRow, 'family'>>('SELECT family FROM tokens WHERE token_hash = ?')
    .get(sha256(token));
  return row?.family ?? null;
}

/**
 * Signs a user out everywhere (decision 0016): revokes every live token family of the user
 * except `keepFamily` (the session that asked, when it stays signed in). Returns how many
 * sessions ended.
 */
export function revokeUserFamilies(ctx: ApiContext, userId: string, keepFamily?: string): number {
  const now = Date.now();
  return ctx.db.transaction(() => {
    const families = ctx.db
      .prepare<[string, number], string>(
        'SELECT DISTINCT family FROM tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?',
      )
      .pluck()
      .all(userId, now)
      .filter((f) => f !== keepFamily);
    const revoke = ctx.db.prepare<[number, string, string]>(
      'UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND family = ? AND revoked_at IS NULL',
    );
    for (const f of families) revoke.run(now, userId, f);
    return families.length;
  })();
}
