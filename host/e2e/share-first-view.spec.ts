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
 * passcode arrives as the prerendered passcode form, readable before any script, then hydrated;
 * any other settled first view (a listing, a status) arrives rendered by the share remote's
 * Node build, then hydrated.
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

test.describe('a listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'ja-JP' });

  test('shows the share’s files, laid out as the page lays them out', async ({ page }) => {
    await page.goto('/s/demo-public');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('main h1')).toHaveText('Cumulus demo files');
    const options = page.getByTestId('share-list').getByRole('option');
    await expect(options.first()).toHaveAttribute('title', 'Documents');
    // A grid (the default view): CSS places the tiles in columns, before any script.
    const [a, b] = [await options.nth(0).boundingBox(), await options.nth(1).boundingBox()];
    expect(b!.y).toBe(a!.y);
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(a!.height).toBe(196);
  });

  test('a share that is gone says so', async ({ page }) => {
    await page.goto('/s/demo-expired');
    await expect(page.locator('[data-share-status="EXPIRED"]')).toBeVisible();
    await expect(page.locator('main h1')).not.toBeEmpty();
  });
});

for (const locale of ['en-US', 'ja-JP', 'ru-RU']) {
  test(`a listing is hydrated in place, in ${locale}`, async ({ browser }) => {
    // Another zone than the server's: its dates are UTC until the page's code runs.
    const ctx = await browser.newContext({ locale, timezoneId: 'Asia/Tokyo' });
    const page = await ctx.newPage();
    const seen = watchConsole(page);
    const asked = shareRequests(page);
    await keepArrivedHeading(page);
    // The host's code held back, to read the HTML's dates first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/s/demo-public?view=list', { waitUntil: 'domcontentloaded' });
    const time = page.getByTestId('share-list').getByRole('option').nth(3).locator('span').last();
    const before = await time.textContent();
    release();
    await expect(page.locator('[data-remote="mfe_share"][data-status="ready"]')).toBeVisible();
    expect(await headingIsTheArrivedOne(page)).toBe(true);
    // The visitor's own time zone once hydrated.
    await expect(time).not.toHaveText(before!);
    await expect(time).toHaveText(/^\d\d-\d\d-\d\d \d\d:\d\d$/);
    expect(asked).toEqual([]);
    expect(seen).toEqual([]);
    await ctx.close();
  });
}

test('a visitor whose display settings the server did not see gets them', async ({ page }) => {
  const seen = watchConsole(page);
  // A list view kept in the browser's storage (spec §3), not in a cookie.
  await page.addInitScript(() => {
    localStorage.setItem('pp_global_display_mode', JSON.stringify({ viewType: 'list' }));
  });
  await keepArrivedHeading(page);
  await page.goto('/s/demo-public');
  await expect(page.locator('[data-remote="mfe_share"][data-status="ready"]')).toBeVisible();
  await expect(page.getByTestId('share-list')).toHaveAttribute('data-view', 'list');
  // Rendered afresh, not hydrated: the server's HTML showed the grid.
  expect(await headingIsTheArrivedOne(page)).toBe(false);
  expect(seen).toEqual([]);
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

test('a share remote that cannot load leaves its files readable, under the notice with Retry', async ({
  page,
}) => {
  await page.route(`${ORIGINS['mfe-share']}/**`, (route) => route.abort());
  await page.goto('/s/demo-public');
  const slot = page.locator('[data-remote="mfe_share"][data-status]');
  await expect(slot).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  const files = page.getByTestId('share-list').getByRole('option');
  await expect(files.first()).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // A control that needs the code: the click does nothing but take the visitor to Retry.
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(retry).toBeFocused();
  await expect(files.first()).toBeVisible();
  // Saving is a form that works without the code: it opens the folder with action=save, which
  // the page acts on once its code runs (here it still cannot: the notice again, the files).
  await page.getByRole('button', { name: 'Save all to my drive' }).click();
  await expect(page).toHaveURL(/\/s\/demo-public\?action=save$/);
  await expect(slot).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(files.first()).toBeVisible();
});

test('with the API out of the browser’s reach, the first view still shows and works', async ({
  page,
}) => {
  const seen = watchConsole(page);
  // Every answer the first view needs came with the page.
  await page.route(/localhost:\d+\/drive\/v1\/share/, (route) => route.abort());
  await keepArrivedHeading(page);
  await page.goto('/s/demo-public');
  await expect(page.locator('[data-remote="mfe_share"][data-status="ready"]')).toBeVisible();
  expect(await headingIsTheArrivedOne(page)).toBe(true);
  const files = page.getByTestId('share-list').getByRole('option');
  await files.nth(1).locator('[data-check]').click();
  await expect(files.nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(seen).toEqual([]);
});
