import { expect, test, type Page } from '@playwright/test';
import { ready } from './helpers';

/** [layout, header at 1280, header at 375, footer, sidebar] */
const LAYOUTS: Array<[string, boolean, boolean, boolean, boolean]> = [
  ['activity', true, true, true, false],
  ['basic', true, true, true, false],
  ['basic-activity', true, true, true, false],
  ['basic-header', true, true, false, false],
  ['basic-footer', false, false, true, false],
  ['basic-mobile-header', false, true, true, false],
  ['basic-pc-header', true, false, true, false],
  ['drive', true, true, false, true],
  ['drive-header', true, true, false, false],
  ['drive-sidebar', false, false, false, true],
  ['policy', true, true, true, true],
  ['simple', true, true, false, false],
];

test.describe('the twelve layouts (spec §2), responsive at 768 px', () => {
  for (const [id, headerPc, headerMobile, footer, sidebar] of LAYOUTS) {
    test(`${id} at 1280 and 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/test?layout=${id}`);
      await ready(page);
      await expect(page.locator(`[data-layout="${id}"]`)).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(headerPc ? 1 : 0);
      await expect(page.getByRole('contentinfo')).toHaveCount(footer ? 1 : 0);
      await expect(page.locator('aside')).toHaveCount(sidebar ? 1 : 0);
      if (sidebar) await expect(page.locator('aside nav')).toBeVisible();

      await page.setViewportSize({ width: 375, height: 740 });
      await expect(page.getByRole('banner')).toHaveCount(headerMobile ? 1 : 0);
      // Nothing overflows sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('mobile layout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header collapses its navigation into a menu button', async ({ page }) => {
    await page.goto('/faq');
    await ready(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    const box = await burger.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await burger.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await nav.getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL(/\/help-center\/getting-started$/);
    await expect(nav).toBeHidden();
  });

  test('the drive sidebar is a drawer', async ({ page }) => {
    await page.goto('/drive/all');
    await ready(page);
    const drawer = page.getByRole('navigation', { name: 'Drive' });
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    // A vertical list, not the policy index's scrolling row.
    const first = await drawer.getByRole('link', { name: 'All files' }).boundingBox();
    const second = await drawer.getByRole('link', { name: 'Recent' }).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(second!.x).toBe(first!.x);
    await drawer.getByRole('link', { name: 'Trash' }).click();
    await expect(page).toHaveURL(/\/drive\/trash$/);
    await expect(drawer).toBeHidden();
  });

  test('?action=show_mobile_sidebar opens the drawer', async ({ page }) => {
    await page.goto('/drive/all?action=show_mobile_sidebar');
    await expect(page.getByRole('navigation', { name: 'Drive' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('at 1280 px the same page shows the navigation inline', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('dark mode', () => {
  const bg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('follows the system by default', async ({ browser }) => {
    const ctx = await browser.newContext({ colorScheme: 'dark' });
    const page = await ctx.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await ctx.close();
  });

  test('the switch themes host and remote, and is remembered', async ({ browser }) => {
    const ctx = await browser.newContext({ colorScheme: 'light' });
    const page = await ctx.newPage();
    await page.goto('/');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightBg = await bg(page);
    const heading = page.getByRole('heading', { level: 1 });
    const lightText = await heading.evaluate((el) => getComputedStyle(el).color);

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await bg(page)).not.toBe(lightBg);
    // The remote's heading follows the host's CSS variables.
    await expect
      .poll(() => heading.evaluate((el) => getComputedStyle(el).color))
      .not.toBe(lightText);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await ctx.close();
  });
});
