import { devices, expect, test } from '@playwright/test';
import { ORIGINS } from '../../infra/e2e/origins';
import {
  headingIsTheArrivedOne,
  keepArrivedHeading,
  watchConsole,
} from '../../infra/e2e/hydration';

/**
 * Prerendered public pages (decision 0018, issue 13): the content is in the HTML, in the
 * page's locale, before any script; the browser hydrates that markup without a mismatch and
 * keeps its nodes; a remote that cannot load leaves the content readable.
 */

const PAGES: {
  path: string;
  lang: string;
  h1: string | RegExp;
  title: RegExp;
  remote?: string;
}[] = [
  { path: '/ja/faq', lang: 'ja', h1: 'よくある質問', title: /よくある質問 · Cumulus/ },
  { path: '/zh-CN/policy/privacy-policy', lang: 'zh-CN', h1: '隐私政策', title: /隐私政策/ },
  { path: '/', lang: 'en-US', h1: 'Save anything. Watch it anywhere.', title: /Cumulus/ },
  { path: '/ru/tv', lang: 'ru', h1: /Cumulus/, title: /Cumulus/ },
  {
    path: '/ko/activity/black-friday',
    lang: 'ko',
    h1: '블랙 프라이데이: 더 저렴한 프리미엄',
    title: /블랙 프라이데이/,
    remote: 'mfe_activity',
  },
];

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of PAGES) {
    test(`${p.path}: full content in ${p.lang}`, async ({ page }) => {
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
      await expect(page).toHaveTitle(p.title);
      await expect(page.locator('main h1').first()).toHaveText(p.h1);
      // The host's chrome too, in the same locale, and styled (its stylesheet is a link).
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      const main = page.locator('main');
      expect(await main.evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
    });
  }

  test('the FAQ answers open without JavaScript', async ({ page }) => {
    await page.goto('/faq');
    const first = page.locator('main details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
  });

  test('an unprefixed page is rendered in the locale the request asks for', async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await ctx.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await ctx.close();
  });
});

test.describe('hydration', () => {
  for (const p of [...PAGES.slice(0, 3), PAGES[4]!]) {
    test(`${p.path}: hydrates the prerendered markup, no mismatch`, async ({ page }) => {
      const seen = watchConsole(page);
      // The heading as it arrived in the HTML, before any script ran.
      await keepArrivedHeading(page);
      await page.goto(p.path);
      const slot = page.locator(
        `[data-remote="${p.remote ?? 'mfe_marketing'}"][data-status="ready"]`,
      );
      await expect(slot).toBeVisible();
      await expect(page.locator('main h1').first()).toHaveText(p.h1);
      // Hydrated, not rendered again: the node that arrived is the node shown.
      expect(await headingIsTheArrivedOne(page)).toBe(true);
      expect(seen).toEqual([]);
    });
  }

  test('on a phone, in dark mode: hydrated, then the real viewport and theme apply', async ({
    browser,
  }) => {
    const ctx = await browser.newContext({
      viewport: { width: 375, height: 740 },
      colorScheme: 'dark',
    });
    const page = await ctx.newPage();
    const seen = watchConsole(page);
    await page.goto('/ja/faq');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('[data-remote="mfe_marketing"][data-status="ready"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ダークモード' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(seen).toEqual([]);
    await ctx.close();
  });

  test('on a phone (its user agent), every kind of page hydrates without a mismatch', async ({
    browser,
  }) => {
    const ctx = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await ctx.newPage();
    const seen = watchConsole(page);
    for (const path of [
      '/',
      '/mobile-app',
      '/desktop-app',
      '/tv',
      '/browser-extension',
      '/install-apk-troubleshooting',
      '/help',
      '/help-center/sharing/share-links',
      '/policy/privacy-policy/2023-11-06',
      '/activity/christmas',
    ]) {
      await page.goto(path);
      await expect(page.locator('[data-remote][data-status="ready"]')).toBeVisible();
      expect(seen, path).toEqual([]);
    }
    await ctx.close();
  });

  test('the language switch works in place after hydration', async ({ page }) => {
    const seen = watchConsole(page);
    await page.goto('/ja/faq');
    await expect(page.locator('[data-remote="mfe_marketing"][data-status="ready"]')).toBeVisible();
    await page.getByRole('button', { name: /言語/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('main h1').first()).toHaveText('Frequently asked questions');
    await expect(page.getByRole('link', { name: 'Help center' }).first()).toBeVisible();
    expect(seen).toEqual([]);
  });

  test('in-app links navigate without a reload after hydration', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('[data-remote="mfe_marketing"][data-status="ready"]')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    await page.locator('header nav').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/mobile-app$/);
    expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
  });
});

test.describe('a remote that cannot load', () => {
  test('leaves the prerendered content readable, under the notice with Retry', async ({ page }) => {
    await page.route(`${ORIGINS['mfe-marketing']}/**`, (route) => route.abort());
    await page.goto('/help-center/sharing');
    const slot = page.locator('[data-remote="mfe_marketing"][data-status]');
    await expect(slot).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
    await expect(page.locator('main h1').first()).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    // What needs the code takes the visitor to Retry; the content stays.
    await page.locator('main input').first().click();
    await expect(retry).toBeFocused();
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});
