import { expect, test, type BrowserContext } from '@playwright/test';
import { HOST, ready } from './helpers';

/**
 * Chromium derives the document's Accept-Language from the context locale (navigator.language),
 * so the header is set on the document request itself to tell the two apart.
 */
async function withHeader(ctx: BrowserContext, acceptLanguage: string) {
  await ctx.route(
    (url) => url.origin === HOST && !/\.\w+$/.test(url.pathname),
    (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'accept-language': acceptLanguage },
      }),
  );
}

test.describe('locale choice (spec §5): cookie, Accept-Language, browser, en-US', () => {
  test('the cookie wins', async ({ browser }) => {
    const ctx = await browser.newContext({ locale: 'ru-RU' });
    await withHeader(ctx, 'ko-KR,ko;q=0.9');
    await ctx.addCookies([{ name: 'pp_locale', value: 'ja', url: HOST }]);
    const page = await ctx.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
    await ctx.close();
  });

  test("then the request's Accept-Language", async ({ browser }) => {
    const ctx = await browser.newContext({ locale: 'ru-RU' });
    await withHeader(ctx, 'fr-FR,ko;q=0.8');
    const page = await ctx.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await ctx.close();
  });

  test('then the browser language (same language prefix)', async ({ browser }) => {
    const ctx = await browser.newContext({ locale: 'pt-BR' });
    await withHeader(ctx, 'fr-FR');
    const page = await ctx.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await ctx.close();
  });

  test('else en-US', async ({ browser }) => {
    const ctx = await browser.newContext({ locale: 'fr-FR' });
    await withHeader(ctx, 'de-DE');
    const page = await ctx.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await ctx.close();
  });
});

test.describe('language menu', () => {
  test('switches host and remote in place, without a reload, and keeps the choice 365 days', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Save anything/);
    await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
    const slot = page.locator('[data-remote="mfe_marketing"][data-status]');
    await slot.evaluate((el) => el.setAttribute('data-probe', 'same-node'));

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: '日本語' }).click();

    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Save anything/);
    await expect(page.getByRole('link', { name: 'アプリを入手' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload),
    ).toBe(1);
    await expect(slot).toHaveAttribute('data-probe', 'same-node');
    await expect(page).not.toHaveTitle(/Save anything/);
    await expect(page).toHaveTitle(/ · Cumulus$/);

    const cookie = (await context.cookies()).find((c) => c.name === 'pp_locale');
    expect(cookie?.value).toBe('ja');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test('page titles follow the language', async ({ page }) => {
    await page.goto('/ja/nope');
    await expect(page).toHaveTitle('ページが見つかりませんでした · Cumulus');
    await page.getByRole('button', { name: /言語/ }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/nope$/);
    await expect(page).toHaveTitle('No encontramos esa página · Cumulus');
  });

  test('is in every header and can be hidden with hide_lang_change=1', async ({ page }) => {
    for (const path of [
      '/',
      '/drive/all',
      '/policy/user-agreement',
      '/s/demo-public',
      '/auth-success',
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole('banner').getByRole('button', { name: /Language/ }),
      ).toBeVisible();
    }
    await page.goto('/faq?hide_lang_change=1');
    await ready(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: /Language/ })).toHaveCount(0);
    // Remembered for the tab.
    await page.goto('/help');
    await ready(page);
    await expect(page.getByRole('button', { name: /Language/ })).toHaveCount(0);
    await page.goto('/help?hide_lang_change=0');
    await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
  });
});
