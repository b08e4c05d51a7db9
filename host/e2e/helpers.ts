import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { hydrated } from '../../infra/e2e/hydration';
import { API, ORIGINS } from '../../infra/e2e/origins';
import { controlPost } from '../../infra/e2e/control';

export const HOST = ORIGINS.host;
export const PASSWORD = 'cumulus-demo';
export const CLIENT_ID = 'cumulus-web';

/**
 * The host has rendered a route (its content slot or a host page is in the DOM) and runs it: a
 * prerendered page's markup is there before its code (decision 0018), so a slot still in its
 * `prerendered` state is waited for until the code took it over.
 */
export async function ready(page: Page) {
  await page.locator('main#main').waitFor();
  await hydrated(page);
}

/** A PKCE pair (RFC 7636 S256), as the host makes one when a sign-in starts. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * An authorization code for a seed user, straight from the API's sign-in form, bound to a
 * PKCE verifier (what the sign-in page gives a tab that started the sign-in).
 */
export async function authCode(
  request: APIRequestContext,
  email: string,
  pkce = pkcePair(),
): Promise<{ code: string; verifier: string }> {
  const res = await request.post(`${API}/v1/auth/authorize`, {
    form: {
      client_id: CLIENT_ID,
      redirect_uri: `${HOST}/auth`,
      response_type: 'code',
      scope: 'user pan offline',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      email,
      password: PASSWORD,
    },
    maxRedirects: 0,
  });
  const location = res.headers().location;
  if (res.status() !== 302 || !location) throw new Error(`sign-in failed: ${res.status()}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error('no code in the redirect');
  return { code, verifier: pkce.verifier };
}

/**
 * Opens `path?code=...` in a tab that started that sign-in (its verifier in session storage,
 * as `startSignIn` leaves it), so the host exchanges the code.
 */
export async function openWithCode(
  page: Page,
  request: APIRequestContext,
  email: string,
  path = '/auth',
) {
  const { code, verifier } = await authCode(request, email);
  if (!page.url().startsWith(HOST)) await page.goto('/robots.txt');
  await page.evaluate((v) => sessionStorage.setItem('pp_pkce_verifier', v), verifier);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}code=${code}`);
}

/** A code as an app hands one over through its bridge (native, extension): not PKCE-bound. */
export async function bridgeCode(request: APIRequestContext, email: string): Promise<string> {
  const res = await controlPost(request, '/code', { email });
  if (!res.ok()) throw new Error(`control code ${res.status()}`);
  return ((await res.json()) as { code: string }).code;
}

/** The API's loopback-only control endpoint (tests only). */
export async function control(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await controlPost(request, '', body);
  if (!res.ok()) throw new Error(`control ${res.status()}: ${await res.text()}`);
  return res.json();
}
