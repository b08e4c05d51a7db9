import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openWithCode } from '../../host/e2e/helpers';
import { describeFound, scan } from '../../infra/e2e/axe';
import { controlPost } from '../../infra/e2e/control';

/**
 * The compensation claim (issue 14) on the production build: a visitor is asked to sign in; a
 * signed-in user claims the live type once, a second claim is refused as already made; the
 * ended type (spec §3 aliyun_accident_202409) says it ended and links to the activity-end page.
 * Each journey has a fresh user (the control endpoint), so specs run side by side.
 */

const SHOTS = process.env.CUMULUS_SHOTS;
const ALIYUN = 'aliyun_accident_202409';

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

async function freshUser(request: APIRequestContext): Promise<string> {
  const res = await controlPost(request, '/users', {});
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { email: string }).email;
}

const typeCard = (page: Page) =>
  page.getByRole('region', { name: 'A recent service interruption' });

test('a visitor is asked to sign in to claim', async ({ page }) => {
  await page.goto('/activity/compensation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Our apology, with extra premium days',
  );
  await expect(typeCard(page)).toContainText('Sign in to claim your 5 premium days.');
  await expect(typeCard(page).getByText(/^Claim by /)).toBeVisible();
  await expect(typeCard(page).getByRole('button', { name: 'Sign in to claim' })).toBeVisible();
  await shoot(page, 'compensation-visitor');
});

test('signed in, a person claims once; the days and the new end date show, then it is done', async ({
  page,
  request,
}) => {
  // Six axe scans (three screens at two widths): over the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  await openWithCode(page, request, await freshUser(request), '/activity/compensation');
  const claim = typeCard(page).getByRole('button', { name: 'Claim 5 premium days' });
  await expect(claim).toBeVisible();
  await shoot(page, 'compensation-claim');
  await claim.click();
  await expect(typeCard(page).getByRole('status')).toContainText(
    /^✓? ?Done: 5 premium days were added to your account\. Premium now runs until \w+ \d+, \d{4}\.$/,
  );
  await expect(typeCard(page).getByRole('button', { name: /Claim/ })).toHaveCount(0);
  await shoot(page, 'compensation-claimed');

  await page.reload();
  await expect(
    page.getByText('You have already claimed this compensation. Each account can claim it once.'),
  ).toBeVisible();
  await expect(page.getByText(/^Your premium currently runs until /)).toBeVisible();
  await expect(typeCard(page).getByRole('button', { name: /Claim/ })).toHaveCount(0);
  await shoot(page, 'compensation-already');
});

test('a second claim (another tab) is refused clearly', async ({ page, context, request }) => {
  await openWithCode(page, request, await freshUser(request), '/activity/compensation');
  const second = await context.newPage();
  await second.goto('/activity/compensation');
  await expect(
    typeCard(second).getByRole('button', { name: 'Claim 5 premium days' }),
  ).toBeVisible();

  await typeCard(page).getByRole('button', { name: 'Claim 5 premium days' }).click();
  await expect(typeCard(page).getByText(/^Done: 5 premium days/)).toBeVisible();

  const refused = second.waitForResponse((r) => r.url().endsWith('/vip/v1/activity/compensate'));
  await typeCard(second).getByRole('button', { name: 'Claim 5 premium days' }).click();
  expect((await refused).status()).toBe(409);
  await expect(
    second.getByText('You have already claimed this compensation. Each account can claim it once.'),
  ).toBeVisible();
  await expect(typeCard(second).getByRole('button', { name: /Claim/ })).toHaveCount(0);
});

test('the ended type says it ended and links to the activity-end page', async ({ page }) => {
  await page.goto(`/activity/compensation?type=${ALIYUN}`);
  const card = page.getByRole('region', { name: 'The September 2024 outage' });
  await expect(card).toContainText(
    'This compensation has ended: claims closed on October 31, 2024.',
  );
  await expect(card.getByRole('button')).toHaveCount(0);
  await shoot(page, 'compensation-ended');
  await card.getByRole('link', { name: 'See what is still running' }).click();
  await expect(page).toHaveURL(
    /\/activity-end\?activity=compensation&type=aliyun_accident_202409$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The compensation for the September 2024 outage has ended',
  );
  await expect(page.getByText('It ended on October 31, 2024.')).toBeVisible();
  const running = page.getByRole('region', { name: 'Still running' });
  await shoot(page, 'activity-end-compensation-type');
  await running.getByRole('link', { name: 'Claim your make-up premium days' }).click();
  await expect(typeCard(page)).toBeVisible();
});
