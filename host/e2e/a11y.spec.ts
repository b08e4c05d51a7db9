import { expect, test } from '@playwright/test';
import { describeFound, scan, type Found } from '../../infra/e2e/axe';
import { openWithCode, ready } from './helpers';

/** Host states the route sweep (infra/e2e/a11y.spec.ts) does not reach: open menus, drawer, dark. */
test.describe('accessibility of the shell states', () => {
  test('menus, drawer and dark theme have no axe violations', async ({ page, request }) => {
    test.setTimeout(120_000);
    const found: Found[] = [];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq');
    await ready(page);
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('button', { name: '日本語' })).toBeVisible();
    found.push(...(await scan(page, '/faq (language menu open)', '1280')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '日本語' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    found.push(...(await scan(page, '/faq (dark)', '1280')));

    await openWithCode(page, request, 'vip@cumulus.test', '/faq');
    await page.getByRole('button', { name: 'Account menu for Victor VIP' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    found.push(...(await scan(page, '/faq (account menu open, dark)', '1280')));

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/drive/all');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Drive' })).toBeVisible();
    found.push(...(await scan(page, '/drive/all (drawer open)', '375')));

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    found.push(...(await scan(page, '/faq (mobile menu open, light)', '375')));

    // The desktop sign-in approval (a modal dialog), signed out, at 375 px.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/faq?from_source=pc_client&port=1f9a');
    await expect(page.getByRole('dialog', { name: 'Sign in with the desktop app?' })).toBeVisible();
    found.push(...(await scan(page, '/faq (desktop sign-in approval)', '375')));

    expect(found, describeFound(found)).toEqual([]);
  });
});
