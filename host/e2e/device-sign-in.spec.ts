/**
 * Device sign-in (RFC 8628), both sides: the "TV" is this spec's `request` context polling the
 * API as a device would (form-encoded, the RFC's grant type), the person is the page on the
 * site's `/tv/link`. A code lives the spec's 10 minutes here; that an unanswered one runs out
 * (expired_token, 4052) is the API tests' part, on a clock (infra/api/test/device-sign-in.test.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '../../infra/e2e/origins';
import { scan, settle } from '../../infra/e2e/axe';
import { openWithCode, PASSWORD, ready } from './helpers';

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const TV = 'cumulus-tv';

interface DeviceCode {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  interval: number;
  expires_in: number;
}

async function newCode(request: APIRequestContext): Promise<DeviceCode> {
  const res = await request.post(`${API}/v1/auth/device/code`, { form: { client_id: TV } });
  expect(res.status()).toBe(200);
  return (await res.json()) as DeviceCode;
}

/** One poll of the token endpoint: the error name, or the access token. */
async function poll(request: APIRequestContext, deviceCode: string) {
  const res = await request.post(`${API}/v1/auth/token`, {
    form: { grant_type: GRANT, device_code: deviceCode, client_id: TV },
  });
  const body = (await res.json()) as { error?: string; error_code?: number; access_token?: string };
  return { status: res.status(), ...body };
}

const SHOTS = process.env.CUMULUS_SHOTS_DIR;
/** The page at 375 and 1280 px, light and dark (only with CUMULUS_SHOTS_DIR). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}-${width}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

/** No axe violation: light at 1280 px and dark at 375 px (two scans: a code is short-lived). */
async function expectAccessible(page: Page, label: string) {
  const before = page.viewportSize();
  for (const [colorScheme, width] of [
    ['light', 1280],
    ['dark', 375],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 800 });
    expect(await scan(page, `${label} ${colorScheme}`, String(width))).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

test.describe('device sign-in (RFC 8628)', () => {
  test('a TV polls (pending, slow_down), the person signs in on /tv/link and allows it, the TV gets a working token', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Signed out, the TV page asks to sign in, and the sign-in comes back to it.
    await page.goto('/tv/link');
    await ready(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to set up your TV' }),
    ).toBeVisible();
    await page.getByTestId('login-gate').getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('free@cumulus.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back from the sign-in (the code exchange, then the return path): slow on a loaded machine.
    await expect(page).toHaveURL(/\/tv\/link$/, { timeout: 30_000 });
    const field = page.getByLabel('Code from your device');
    await expect(field).toBeVisible({ timeout: 20_000 });

    // The TV asks for a code and polls: pending, then slow_down when it polls too soon.
    const code = await newCode(request);
    expect(new URL(code.verification_uri).pathname).toBe('/tv/link');
    expect(code.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(code.interval).toBe(5);
    expect(code.expires_in).toBe(600);
    const first = await poll(request, code.device_code);
    expect(first).toMatchObject({ status: 400, error: 'authorization_pending', error_code: 4050 });
    const second = await poll(request, code.device_code);
    expect(second).toMatchObject({ status: 400, error: 'slow_down', error_code: 4051 });

    // A wrong code is said, next to the field.
    await field.fill('BCDF GHJK');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('This code is wrong, has expired');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // The person types it the way people do (lower case, no dash), sees who asks, allows.
    await field.fill(code.user_code.toLowerCase().replace('-', ''));
    await page.keyboard.press('Enter');
    const question = page.getByRole('heading', {
      name: 'Cumulus TV wants to sign in to your account',
    });
    await expect(question).toBeVisible();
    await expect(question).toBeFocused();
    await expect(page.getByText('free@cumulus.test', { exact: false })).toBeVisible();
    // (The question is scanned by the next test: here the code's clock runs for the TV.)
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Cumulus TV is signed in. You can go back to your device.',
      { timeout: 20_000 },
    );
    // The TV keeps polling, now every 10 s (5 + 5 after slow_down), and gets its tokens.
    let token = '';
    await expect
      .poll(
        async () => {
          const r = await poll(request, code.device_code);
          token = r.access_token ?? '';
          return r.access_token ? 'token' : r.error;
        },
        { intervals: [10_500], timeout: 45_000 },
      )
      .toBe('token');
    const me = await request.get(`${API}/v1/user/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('free@cumulus.test');
    // The code was good once.
    expect((await poll(request, code.device_code)).error).toBe('invalid_grant');

    await expectAccessible(page, '/tv/link allowed');
    await shoot(page, 'tv-link-allowed');
  });

  test('arriving with the code (verification_uri_complete) asks at once; Deny refuses the TV', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openWithCode(page, request, 'vip@cumulus.test', '/tv/link');
    await expect(page.getByLabel('Code from your device')).toBeVisible({ timeout: 30_000 });
    const code = await newCode(request);
    const complete = new URL(code.verification_uri_complete);
    await page.goto(`${complete.pathname}${complete.search}`);
    await expect(
      page.getByRole('heading', { name: 'Cumulus TV wants to sign in to your account' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(code.user_code, { exact: true })).toBeVisible();
    await settle(page);
    await expectAccessible(page, '/tv/link question');
    await shoot(page, 'tv-link-question');
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You refused the sign-in. The device was not signed in.',
      { timeout: 20_000 },
    );
    await shoot(page, 'tv-link-denied');
    expect(await poll(request, code.device_code)).toMatchObject({
      status: 403,
      error: 'access_denied',
    });
    // Start over: the field is back, empty, and focused.
    await page.getByRole('button', { name: 'Enter another code' }).click();
    await expect(page.getByLabel('Code from your device')).toBeFocused();
    await expect(page.getByLabel('Code from your device')).toHaveValue('');
    await shoot(page, 'tv-link-enter');
    await expectAccessible(page, '/tv/link enter');
  });
});
