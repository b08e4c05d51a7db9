'use strict';
/** Access and refresh tokens (opaque, stored hashed) and request authentication. */
const { newToken, sha256 } = require('./util');

/**
 * Issue a token pair. Refresh tokens rotate within a family: revoking the family signs out.
 * @returns {{ token_type: 'Bearer', access_token: string, refresh_token: string, expires_in: number, sub: string }}
 */
function issueTokens(ctx, userId, clientId, scope, family) {
  const now = Date.now();
  const access = newToken();
  const refresh = newToken();
  const fam = family || newToken();
  const ttl = ctx.state.accessTokenTtlSec;
  const ins = ctx.db.prepare(
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

/** Look up a live token row of a kind; null when unknown, expired or revoked. */
function findToken(ctx, token, kind) {
  if (!token || typeof token !== 'string' || token.length > 200) return null;
  const row = ctx.db
    .prepare('SELECT * FROM tokens WHERE token_hash = ? AND kind = ?')
    .get(sha256(token), kind);
  if (!row || row.revoked_at || row.expires_at <= Date.now()) return null;
  return row;
}

function bearerOf(request) {
  const h = request.headers.authorization;
  if (!h || typeof h !== 'string') return '';
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  return m ? m[1] : '';
}

/** The signed-in user of a request, or null. */
function userOf(ctx, request) {
  const token = bearerOf(request);
  if (!token) return null;
  const row = findToken(ctx, token, 'access');
  if (!row) return null;
  return ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(row.user_id) || null;
}

/** Revoke every token of the family that `token` belongs to (any kind). Returns true if found. */
function revokeFamily(ctx, token) {
  if (!token || typeof token !== 'string' || token.length > 200) return false;
  const row = ctx.db.prepare('SELECT family FROM tokens WHERE token_hash = ?').get(sha256(token));
  if (!row) return false;
  revokeFamilyId(ctx, row.family);
  return true;
}

/** Revoke every token of a family by its id. */
function revokeFamilyId(ctx, family) {
  ctx.db
    .prepare('UPDATE tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL')
    .run(Date.now(), family);
}

module.exports = { issueTokens, findToken, userOf, bearerOf, revokeFamily, revokeFamilyId };
