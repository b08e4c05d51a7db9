import type { APIRequestContext, Page } from '@playwright/test';
import { API, ORIGINS } from '../../infra/e2e/origins';

export const HOST = ORIGINS.host;
export const PASSWORD = 'cumulus-demo';
export const CLIENT_ID = 'cumulus-web';

/** The host has rendered a route (its content slot or a host page is in the DOM). */
export async function ready(page: Page) {
  await page.locator('main#main').waitFor();
}

/** An authorization code for a seed user, straight from the API's sign-in form. */
export async function authCode(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${API}/v1/auth/authorize`, {
    form: {
      client_id: CLIENT_ID,
      redirect_uri: `${HOST}/auth`,
      response_type: 'code',
      scope: 'user pan offline',
      email,
      password: PASSWORD,
    },
    maxRedirects: 0,
  });
  const location = res.headers().location;
  if (res.status() !== 302 || !location) throw new Error(`sign-in failed: ${res.status()}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error('no code in the redirect');
  return code;
}

/** The API's loopback-only control endpoint (tests only). */
export async function control(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post(`${API}/__control`, { data: body });
  if (!res.ok()) throw new Error(`control ${res.status()}: ${await res.text()}`);
  return res.json();
}
