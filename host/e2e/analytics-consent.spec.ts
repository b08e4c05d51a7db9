/**
 * Issue 32: the cookie tips and the ppa queue, end to end. Consent is opt-in (decision 0024):
 * accepted, the collector holds the sign-in and share events with the user type (1 free, 2
 * premium), in order, once each; declined, nothing reaches the collector. Other specs never
 * accept, so what the collector gets in this file is this file's; the tests run one after the
 * other (the collector is one per run) and read only the events newer than their start.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../infra/e2e/hydration';
import { API } from '../../infra/e2e/origins';
import { DEV_KEY } from '../../infra/e2e/control';
import { HOST, openWithCode, PASSWORD, ready } from './helpers';

test.describe.configure({ mode: 'serial' });
// A first visit: no answer to the cookie tips yet (the config's default has one).
test.use({ storageState: { cookies: [], origins: [] } });

interface Collected {
  id: number;
  event: string;
  user_type: number;
  page: string;
  params: Record<string, unknown>;
}

async function collected(request: APIRequestContext): Promise<Collected[]> {
  const res = await request.get(`${API}/dev/analytics?key=${DEV_KEY}&limit=1000`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { events: Collected[] }).events;
}
const lastId = async (request: APIRequestContext) =>
  (await collected(request)).reduce((m, e) => Math.max(m, e.id), 0);

/** Every request the browser makes to the collector, from any page of the context. */
function watchCollector(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/analytics/v1/ppa')) seen.push(r.url());
  });
  return seen;
}

const tips = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
const SIGN_IN_AND_SHARE = ['login_page_impress', 'login_page_click', 'login', 'share_page_show'];

test('accepted: sign-in and share events reach the collector in order, user type 1', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const since = await lastId(request);
  await page.goto('/drive/all');
  await ready(page);
  await expect(tips(page)).toBeVisible();
  await tips(page).getByRole('button', { name: 'Accept' }).click();
  await expect(tips(page)).toHaveCount(0);

  const gate = page.getByTestId('login-gate');
  await gate.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/v1/auth/authorize\\?`));
  await page.getByLabel('Email').fill('free@cumulus.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${HOST}/drive/all`, { timeout: 20_000 });
  await expect(page.locator('[data-remote="mfe_drive"][data-status]')).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/s/demo-public');
  await expect(page.getByRole('option', { name: /Photos/ })).toBeVisible({ timeout: 20_000 });
  // The choice is remembered: no notice on the next pages.
  await expect(tips(page)).toHaveCount(0);
  // Leaving the page sends what is left (pagehide beacon).
  await page.goto('/faq');
  await ready(page);

  await expect
    .poll(
      async () =>
        (await collected(request))
          .filter((e) => e.id > since && SIGN_IN_AND_SHARE.includes(e.event))
          .map((e) => `${e.event}:${e.user_type}`),
      { timeout: 20_000 },
    )
    .toEqual(['login_page_impress:1', 'login_page_click:1', 'login:1', 'share_page_show:1']);
  const mine = (await collected(request)).filter((e) => e.id > since);
  expect(mine.map((e) => e.event)).toEqual(
    expect.arrayContaining(['cookie_tips_show', 'cookie_tips_click']),
  );
  expect(mine.every((e) => e.user_type === 1)).toBe(true);
  expect(mine.find((e) => e.event === 'share_page_show')?.params).toMatchObject({
    share_id: 'demo-public',
    status: 'OK',
  });
});

test('declined: nothing reaches the collector; the footer reopens the choice', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const since = await lastId(request);
  const sent = watchCollector(context);
  await page.goto('/');
  await ready(page);
  await tips(page).getByRole('button', { name: 'Decline' }).click();
  await expect(tips(page)).toHaveCount(0);

  await page.goto('/drive/all');
  await expect(page.getByTestId('login-gate')).toBeVisible();
  await expect(tips(page)).toHaveCount(0);
  await openWithCode(page, request, 'free@cumulus.test', '/drive/all');
  await expect(page.locator('[data-remote="mfe_drive"][data-status]')).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/s/demo-public');
  await expect(page.getByRole('option', { name: /Photos/ })).toBeVisible({ timeout: 20_000 });
  await page.goto('/faq');
  await ready(page);

  // "Cookie settings" in the footer opens the notice again, with the focus on it.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(tips(page)).toBeVisible();
  await expect(tips(page).getByRole('heading', { name: 'Cookies and measurement' })).toBeFocused();
  await tips(page).getByRole('button', { name: 'Decline' }).click();
  await expect(tips(page)).toHaveCount(0);
  await page.goto('/help');
  await ready(page);

  expect(sent).toEqual([]);
  expect((await collected(request)).filter((e) => e.id > since)).toEqual([]);
});

test('a premium account’s events carry user type 2', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const since = await lastId(request);
  await context.addCookies([{ name: 'allow_analysis', value: '1', url: HOST }]);
  await page.goto('/faq');
  await ready(page);
  await expect(tips(page)).toHaveCount(0);
  // Signed in first: an event carries the user type of its moment (a share read while the
  // sign-in is still being exchanged is a visitor's, type 1).
  await openWithCode(page, request, 'vip@cumulus.test', '/faq');
  await expect(page.getByRole('button', { name: 'Account menu for Victor VIP' })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/s/demo-public');
  await expect(page.getByRole('option', { name: /Photos/ })).toBeVisible({ timeout: 20_000 });
  await page.goto('/faq');
  await ready(page);
  await expect
    .poll(
      async () =>
        (await collected(request))
          .filter((e) => e.id > since && ['login', 'share_page_show'].includes(e.event))
          .map((e) => `${e.event}:${e.user_type}`),
      { timeout: 20_000 },
    )
    .toEqual(['login:2', 'share_page_show:2']);
});
