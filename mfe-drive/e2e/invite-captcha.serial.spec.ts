import { expect, test } from '@playwright/test';
import { control, openWithCode } from '../../host/e2e/helpers';
import { controlPost } from '../../infra/e2e/control';

/**
 * The invite-activity call is made in the background after a sign-in (spec §4); the route is
 * captcha guarded. When the server wants a challenge, that call must not open the challenge
 * frame on whatever page the person is on: it fails quietly and is tried on a later page load.
 * Serial: it switches the server's captcha mode.
 */

test.afterEach(async ({ request }) => {
  await control(request, { captchaMode: 'silent' });
});

test('a challenge wanted for the background invite call never pops up', async ({
  page,
  request,
}) => {
  const res = await controlPost(request, '/users', {});
  const { email } = (await res.json()) as { email: string };
  await control(request, { captchaMode: 'challenge' });
  const init = page.waitForResponse((r) => r.url().endsWith('/v1/shield/captcha/init'));
  const invites: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/vip/v1/activity/invite')) invites.push(r.url());
  });
  await openWithCode(page, request, email, '/drive/all');
  expect(((await (await init).json()) as { url?: string }).url).toContain('/captcha/challenge');
  await expect(page.getByTestId('drive-page')).toBeVisible();
  await expect(page.locator('[data-cumulus-captcha]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(invites).toEqual([]);

  // The server no longer wants one: the next page load makes the call (once).
  await control(request, { captchaMode: 'silent' });
  const invite = page.waitForResponse((r) => r.url().endsWith('/vip/v1/activity/invite'));
  await page.reload();
  expect((await invite).status()).toBe(200);
  await expect(page.locator('[data-cumulus-captcha]')).toHaveCount(0);
});
