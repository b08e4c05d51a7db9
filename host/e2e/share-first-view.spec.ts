import { expect, test, type Page } from '@playwright/test';
import { ORIGINS } from '../../infra/e2e/origins';
import {
  headingIsTheArrivedOne,
  keepArrivedHeading,
  watchConsole,
} from '../../infra/e2e/hydration';

/**
 * A share's first view (issue 13): the host server asks the API for the share's first answer
 * and writes it into the page, so the page does not ask again; a share that asks for its
 * passcode arrives as the prerendered passcode form, readable before any script, then hydrated.
 */

/** The browser's own requests for a share's first answer. */
function shareRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (ORIGINS.api.includes(url.origin) && url.pathname === '/drive/v1/share') asked.push(r.url());
  });
  return asked;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'ja-JP' });

  test('a share that asks for its passcode shows the form, in the visitor’s language', async ({
    page,
  }) => {
    const res = await page.goto('/s/demo-passcode');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('main h1')).toHaveText('この共有にはパスコードが必要です');
    await expect(page.getByRole('textbox')).toBeVisible();
    // Styled before any script: the card is laid out, not inline text.
    const card = page.locator('main section').first();
    expect(await card.evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
  });
});

test('the passcode form is hydrated, asks nothing again, then opens the share', async ({
  page,
}) => {
  const seen = watchConsole(page);
  const asked = shareRequests(page);
  await keepArrivedHeading(page);
  await page.goto('/s/demo-passcode');
  await expect(page.locator('[data-remote="mfe_share"][data-status="ready"]')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText('This share needs a passcode');
  expect(await headingIsTheArrivedOne(page)).toBe(true);
  // The page's first question was answered in the HTML.
  expect(asked).toEqual([]);
  const input = page.getByRole('textbox', { name: 'Passcode' });
  await expect(input).toBeFocused();
  await input.fill('cu42');
  await input.press('Enter');
  await expect(
    page.getByTestId('share-list').getByRole('option', { name: /secret\.txt/ }),
  ).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get('pass_code')).toBe('cu42');
  expect(seen).toEqual([]);
});

test('a public share lists its files without asking the API for its first answer', async ({
  page,
}) => {
  const seen = watchConsole(page);
  const asked = shareRequests(page);
  await page.goto('/s/demo-public?view=list');
  await expect(page.getByTestId('share-list').getByRole('option').first()).toBeVisible();
  expect(asked).toEqual([]);
  expect(seen).toEqual([]);
});

test('a code typed before the page’s code ran stays in the field once it runs', async ({
  page,
}) => {
  const seen = watchConsole(page);
  // The host's code held back: the visitor types into the form the HTML brought.
  await page.route('**/main.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/s/demo-passcode', { waitUntil: 'commit' });
  const input = page.getByRole('textbox');
  await input.fill('cu42');
  await expect(page.locator('[data-remote="mfe_share"][data-status="ready"]')).toBeVisible();
  await expect(input).toHaveValue('cu42');
  await input.press('Enter');
  await expect(
    page.getByTestId('share-list').getByRole('option', { name: /secret\.txt/ }),
  ).toBeVisible();
  expect(seen).toEqual([]);
});

test('a code typed before the page’s code ran is carried over as s_code', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto('/s/demo-passcode');
  await page.getByRole('textbox').fill('cu42');
  await page.getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\/s\/demo-passcode\?s_code=cu42$/);
  await ctx.close();
});
