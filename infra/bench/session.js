'use strict';
/**
 * Signs the demo VIP user in through the API's own sign-in form and token endpoint, and returns
 * the credentials in the shape the host keeps them (local storage `pp_oauth_info`:
 * access_token, refresh_token, expires_at, sub; host/src/stores/SessionStore.ts).
 */
const CLIENT_ID = 'cumulus-web';

async function signIn(
  apiOrigin,
  siteOrigin,
  email = 'vip@cumulus.test',
  password = 'cumulus-demo',
) {
  const redirectUri = `${siteOrigin}/auth`;
  const form = new URLSearchParams({
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
    }),
  });
  if (!tokenRes.ok) throw new Error(`token endpoint answered ${tokenRes.status}`);
  const t = await tokenRes.json();
  return {
    access_token: t.access_token,
    refresh_token: t.refresh_token,
    expires_at: Date.now() + Number(t.expires_in) * 1000,
    sub: t.sub,
  };
}

module.exports = { signIn };
