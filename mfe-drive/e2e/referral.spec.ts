import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openWithCode } from '../../host/e2e/helpers';
import { describeFound, scan } from '../../infra/e2e/axe';
import { controlPost } from '../../infra/e2e/control';

/**
 * The invite programme end to end (issue 14): a user's invite link on /referral; a newcomer who
 * opens it and signs in gets free premium days once (spec §4: the pp_free_days cookie lasts that
 * many days, premium shows), and shows up in the inviter's list with the days earned.
 */

const SHOTS = process.env.CUMULUS_SHOTS;
const DAY_S = 86400;

/** Both widths of a screen: no axe violation; screenshots when asked for (CUMULUS_SHOTS=<folder>). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const found = await scan(page, `${name} ${page.url()}`, String(width));
    expect(found, `axe violations:\n${describeFound(found)}`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

async function freshUser(request: APIRequestContext): Promise<{ email: string; user_id: string }> {
  const res = await controlPost(request, '/users', {});
  expect(res.ok()).toBe(true);
  return (await res.json()) as { email: string; user_id: string };
}

/** The header's account menu, opened. */
async function accountMenu(page: Page) {
  const button = page.getByRole('button', { name: /^Account menu/ });
  await button.click();
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

test('a friend who signs in through the invite link gets free days once and shows in the list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const inviter = await freshUser(request);
  await openWithCode(page, request, inviter.email, '/referral');
  const link = page.getByRole('textbox', { name: 'Your invite link' });
  await expect(link).toHaveValue(/\?__source=invite&__medium=link&__campaign=/);
  const rewards = page.getByRole('region', { name: 'Your rewards' });
  await expect(rewards).toContainText('0 friends joined');
  await expect(rewards).toContainText(
    'You earn 3 premium days for each friend who joins; your friend gets 3 free days of premium.',
  );
  await expect(page.getByText(/^No one has joined with your link yet/)).toBeVisible();
  await shoot(page, 'referral-empty');
  const url = new URL(await link.inputValue());
  expect(url.searchParams.get('__campaign')).toBe(inviter.user_id);

  // The friend, in a browser of their own: opens the link, then signs in.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const invites: number[] = [];
  friend.on('response', (r) => {
    if (r.url().endsWith('/vip/v1/activity/invite')) invites.push(r.status());
  });
  await friend.goto(`${url.pathname}${url.search}`);
  await expect(friend.getByRole('heading', { level: 1 })).toBeVisible();
  const newcomer = await freshUser(request);
  await openWithCode(friend, request, newcomer.email, '/drive/all');
  await expect.poll(() => invites).toEqual([200]);
  const freeDays = (await friendContext.cookies()).find((c) => c.name === 'pp_free_days');
  expect(freeDays?.value).toBe('3');
  const lifetime = (freeDays?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(3 * DAY_S - 120);
  expect(lifetime).toBeLessThanOrEqual(3 * DAY_S + 5);
  const menu = await accountMenu(friend);
  await expect(menu.getByText('Premium', { exact: true })).toBeVisible();

  // Once per user: another page load makes no second call.
  await friend.goto('/referral');
  await expect(friend.getByRole('region', { name: 'Your rewards' })).toBeVisible();
  expect(invites).toEqual([200]);
  await friendContext.close();

  // The inviter's list.
  await page.reload();
  await expect(rewards).toContainText('1 friend joined');
  await expect(rewards).toContainText('3 premium days earned');
  const table = page.getByRole('table', { name: 'Friends who joined' });
  const masked = `${newcomer.email.slice(0, 2)}***${newcomer.email.slice(newcomer.email.indexOf('@'))}`;
  await expect(table.getByRole('row').nth(1)).toContainText(masked);
  await expect(table.getByRole('row').nth(1)).toContainText('+3 days');
  await expect(table).not.toContainText(newcomer.email);
  await shoot(page, 'referral-list');
});

test('one’s own link gives nothing', async ({ page, request }) => {
  const user = await freshUser(request);
  await page.goto(`/?__source=invite&__medium=link&__campaign=${user.user_id}`);
  const invite = page.waitForResponse((r) => r.url().endsWith('/vip/v1/activity/invite'));
  await openWithCode(page, request, user.email, '/referral');
  expect(await (await invite).json()).toEqual({ free_days: 0 });
  await expect(page.getByRole('region', { name: 'Your rewards' })).toContainText(
    '0 friends joined',
  );
  expect((await page.context().cookies()).some((c) => c.name === 'pp_free_days')).toBe(false);
});
