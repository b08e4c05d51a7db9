import { expect, test, type Page } from '@playwright/test';
import { describeFound, scanWidths } from '../../infra/e2e/axe';
import { expectNoReload, fallback, markPage } from '../../infra/e2e/failure-cases';
import { watchConsole } from '../../infra/e2e/hydration';
import { breakFiles, REMOTE_ORIGINS } from '../../infra/e2e/remotes';
import { freshUser, list, signIn } from './helpers';

/**
 * The drive's first view (decision 0035): the host server answers `/drive/*` with the host's
 * layout around the drive's shell (the section's heading, placeholders for its list), before
 * any script runs and without knowing who asks; the session, then the drive's code, decide what
 * replaces it: the list, the sign-in panel, or the fallback card.
 */

const shell = (page: Page) => page.locator('[data-shell]');
const skeleton = (page: Page) => page.getByTestId('file-list-skeleton');
const driveSlot = (page: Page) => page.locator('[data-remote="mfe_drive"][data-status]');

test.describe('before any script', () => {
  test.use({ javaScriptEnabled: false });

  test("the page is the drive's layout and the section's shell, in the path's language", async ({
    page,
  }) => {
    await page.goto('/drive/all');
    await expect(page.getByRole('heading', { level: 1, name: 'My drive' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Drive' });
    await expect(nav.getByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/drive/trash');
    await expect(skeleton(page)).toBeVisible();
    await expect(page.getByTestId('login-gate')).toHaveCount(0);
    // A folder has the shell of the section above it; another language its own words.
    await page.goto('/ja/drive/all/some-folder');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(shell(page)).toHaveAttribute('data-locale', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('My drive');
  });
});

test('the shell is axe-clean at 375 and 1280 px', async ({ page }) => {
  // The host's code never runs: the page stays as the server sent it.
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/drive/trash');
  await expect(skeleton(page)).toBeVisible();
  expect(describeFound(await scanWidths(page, 'drive shell'))).toBe('');
});

test('signed out: the shell gives way to the sign-in panel', async ({ page }) => {
  const res = await page.goto('/drive/all');
  expect(await res!.text()).toContain('data-shell');
  await expect(
    page.getByTestId('login-gate').getByRole('button', { name: 'Sign in' }),
  ).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(driveSlot(page)).toHaveCount(0);
});

test("signed in: the list replaces the skeleton; the drive's code failing shows the card, Try again recovers", async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  const seen = watchConsole(page);
  const res = await page.goto('/drive/all');
  expect(await res!.text()).toContain('data-shell');
  await expect(list(page).getByRole('option').first()).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My drive' })).toHaveCount(1);
  await expect(driveSlot(page)).toHaveAttribute('data-status', 'ready');
  expect(seen.filter((s) => /React error|hydrat/i.test(s))).toEqual([]);

  // Not a silent skeleton: without the drive's code, the fallback card in its place.
  const restore = await breakFiles(
    page,
    new RegExp(`^${REMOTE_ORIGINS.mfe_drive.replace(/[.:/]/g, '\\$&')}/`),
    'abort',
  );
  await page.goto('/drive/all', { waitUntil: 'commit' });
  await expect(fallback(page)).toBeVisible({ timeout: 20_000 });
  await expect(fallback(page)).toHaveAttribute('data-failure-code', /^REMOTE_/);
  await expect(page.getByRole('heading', { name: 'My drive' })).toBeHidden();
  await page.waitForLoadState('domcontentloaded');
  await markPage(page);
  await restore();
  await fallback(page).getByRole('button', { name: 'Try again' }).click();
  await expect(list(page).getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await expect(fallback(page)).toHaveCount(0);
  await expectNoReload(page);
});
