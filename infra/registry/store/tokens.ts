/**
 * Publish tokens (`auth/tokens.json`): names and sha256 hashes, never the tokens themselves. The
 * first token needs none (whoever can write the storage bootstraps it); every later one does.
 */
import crypto from 'node:crypto';
import { casUpdate } from './cas';
import { isObject, sha256 } from './checks';
import type { StoreContext } from './context';
import { AuthError, StoreError } from './errors';
import { appendLog } from './log';

const TOKENS = 'auth/tokens.json';

interface TokenFile {
  tokens: { name: string; sha256: string; createdAt: string }[];
}

// Written by createToken below.
function parseTokens(ctx: StoreContext, body: Buffer): TokenFile {
  return ctx.parse<TokenFile>(
    TOKENS,
    body,
    (v) => isObject(v) && Array.isArray(v.tokens),
    'Restore it from a backup, or move it away and create the first token again (`npm run remote -- token create <name>`).',
  );
}

async function readTokens(ctx: StoreContext): Promise<TokenFile> {
  const got = await ctx.storage.get(TOKENS);
  return got ? parseTokens(ctx, got.body) : { tokens: [] };
}

/** The name of a publish token; throws AuthError when it is missing or unknown. */
export async function authenticate(ctx: StoreContext, token: string | undefined): Promise<string> {
  if (!token)
    throw new AuthError(
      'writes need a publish token: set CUMULUS_PUBLISH_TOKEN (create one with `npm run remote -- token create <name>`)',
    );
  const hash = sha256(token);
  const found = (await readTokens(ctx)).tokens.find((t) =>
    crypto.timingSafeEqual(Buffer.from(t.sha256, 'hex'), Buffer.from(hash, 'hex')),
  );
  if (!found) throw new AuthError('CUMULUS_PUBLISH_TOKEN is not a known publish token');
  return found.name;
}

/** A new token named `name` (returned once, only its hash is stored). */
export async function createToken(
  ctx: StoreContext,
  name: string,
  actorToken: string | undefined,
): Promise<string> {
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(name))
    throw new StoreError(`invalid token name "${name}"`);
  const { token, who } = await casUpdate(
    ctx.storage,
    TOKENS,
    async (got) => {
      const file = got ? parseTokens(ctx, got.body) : { tokens: [] };
      const who = file.tokens.length ? await authenticate(ctx, actorToken) : name;
      if (file.tokens.some((t) => t.name === name))
        throw new StoreError(`a token named "${name}" exists already`);
      const token = `cpt_${crypto.randomBytes(24).toString('base64url')}`;
      file.tokens.push({ name, sha256: sha256(token), createdAt: ctx.now().toISOString() });
      return { body: JSON.stringify(file, null, 1), result: { token, who } };
    },
    { what: 'the token list', put: { contentType: 'application/json' } },
  );
  await appendLog(ctx, { who, action: 'token', detail: `created token "${name}"` });
  return token;
}
