/**
 * Signs the demo VIP user in through the API's own sign-in form and token endpoint, and returns
 * the credentials in the shape the host keeps them (local storage `pp_oauth_info`:
 * access_token, refresh_token, expires_at, sub; host/src/stores/SessionStore.ts).
 */
import nodeCrypto from 'node:crypto';

const CLIENT_ID = 'cumulus-web';

/** What the host keeps in local storage `pp_oauth_info`. */
export interface Session {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
  sub: string;
}

/** The part of the token endpoint's answer read here. */
interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number | string;
  sub: string;
}

export async function signIn(
  apiOrigin: string,
  siteOrigin: string,
  email = 'vip@cumulus.test',
  password = 'cumulus-demo',
): Promise<Session> {
  const redirectUri = `${siteOrigin}/auth`;
  // The web client's sign-in is PKCE-bound (RFC 7636 S256), as the host does it.
  const verifier = nodeCrypto.randomBytes(32).toString('base64url');
  const challenge = nodeCrypto.createHash('sha256').update(verifier).digest('base64url');
  const form = new URLSearchParams({
    code_challenge: challenge,
    code_challenge_method: 'S256',
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'user pan offline',
    state: 'bench',
    email,
    password,
  });
  const res = await fetch(`${apiOrigin}/v1/auth/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  const code = location && new URL(location, apiOrigin).searchParams.get('code');
  if (!code) throw new Error(`authorize answered ${res.status} without a code`);
  const tokenRes = await fetch(`${apiOrigin}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  if (!tokenRes.ok) throw new Error(`token endpoint answered ${tokenRes.status}`);
  // The embedded API's token endpoint (infra/api, OAuth 2.0 token response).
  const t = (await tokenRes.json()) as TokenAnswer;
  return {
    access_token: t.access_token,
    refresh_token: t.refresh_token,
    expires_at: Date.now() + Number(t.expires_in) * 1000,
    sub: t.sub,
  };
}
