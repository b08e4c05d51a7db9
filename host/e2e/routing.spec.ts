import { expect, test } from '@playwright/test';
import { ready } from './helpers';

test.describe('routing rules (spec §2)', () => {
  test('matches case-insensitively and tolerates a trailing slash', async ({ page }) => {
    await page.goto('/FAQ/');
    await ready(page);
    await expect(page).toHaveURL(/\/FAQ\/$/);
    await expect(page.getByTestId('not-found-status')).toHaveCount(0);
    await expect(page.locator('[data-remote="mfe_marketing"][data-status]')).toHaveAttribute(
      'data-status',
      'ready',
    );
  });

  test('serves the root with and without a locale prefix', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.goto('/ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  });

  test('a locale-prefixed share path goes to /s/... and stores the locale', async ({
    page,
    context,
  }) => {
    await page.goto('/JA/s/demo-public?view=list');
    await expect(page).toHaveURL(/\/s\/demo-public\?view=list$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // The page may say its language before the host has written the cookie (both follow the
    // redirect): polled, not read once.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'pp_locale')?.value)
      .toBe('ja');
  });

  test('a failed validate rule shows the not-found page with logo and tip', async ({ page }) => {
    // The server answers 404 for it (same route table as the browser); known pages answer 200.
    const res = await page.goto('/policy/privacy-policy/1999-01-01');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('not-found-status')).toHaveText(
      '404 · Page Not Found: /policy/privacy-policy/1999-01-01',
    );
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    await expect(page.getByText('The link may be broken')).toBeVisible();
    await expect(page.locator('[data-status="404"] svg')).toBeVisible();
    await expect(page).toHaveTitle('We could not find that page · Cumulus');
  });

  test('unknown and hostile paths show the not-found page as text', async ({ page, request }) => {
    for (const known of ['/', '/ja/faq', '/s/demo-public', '/drive/all', '/activity/black-friday'])
      expect([known, (await request.get(known)).status()]).toEqual([known, 200]);
    expect((await request.get('/activity/no-such-campaign')).status()).toBe(404);
    const res = await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('not-found-status')).toContainText('Page Not Found: /%3Cimg');
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test('middleware redirects', async ({ page }) => {
    await page.goto('/help-center');
    await expect(page).toHaveURL(/\/help-center\/getting-started$/);
    await page.goto('/es/faq#copy-link');
    await expect(page).toHaveURL(/\/es\/help#copy-link$/);
    await page.goto('/drive');
    await expect(page).toHaveURL(/\/drive\/all$/);
  });

  test('a live activity from the registry renders in the activity layout', async ({ page }) => {
    await page.goto('/activity/Black-Friday');
    await expect(page.locator('[data-layout="activity"]')).toBeVisible();
    await expect(page.locator('[data-remote="mfe_activity"][data-status]')).toBeVisible();
  });

  test('the browser-extension prefix is stripped on mobile only', async ({ browser }) => {
    const mobile = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const m = await mobile.newPage();
    await m.goto('/browser-extension/help');
    await expect(m).toHaveURL(/\/help$/);
    await mobile.close();
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const d = await desktop.newPage();
    await d.goto('/browser-extension/help');
    await expect(d.getByTestId('not-found-status')).toContainText('/browser-extension/help');
    await desktop.close();
  });

  test('navigation scrolls to top; a hash scrolls to its element', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    await ready(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/#site-footer-probe');
    await ready(page);
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'late-target';
      el.style.cssText = 'height:10px;margin-top:3000px';
      document.querySelector('main')!.appendChild(el);
    });
    await page.evaluate(() => history.pushState(null, '', '/#late-target'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
});
