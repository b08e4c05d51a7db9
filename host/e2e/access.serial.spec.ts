import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORIGINS } from '../../infra/e2e/origins';
import { control, HOST, ready } from './helpers';

const PORTS = ORIGINS.api.map((o) => Number(new URL(o).port));

/** A region answer on every API origin (port keys override '*', so each is set). */
async function regionEverywhere(
  request: APIRequestContext,
  region: 'accessible' | 'blocked' | 'dead',
) {
  for (const port of PORTS) await control(request, { port, region });
}

// Changes the API's region answer for every origin: serial, and always put back.
test.describe('region access (spec §4)', () => {
  test.afterEach(async ({ request }) => {
    await regionEverywhere(request, 'accessible');
  });

  test('denied: the block page and no main content', async ({ page, request }) => {
    await regionEverywhere(request, 'blocked');
    await page.goto('/faq');
    await expect(page.getByTestId('block-page')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Cumulus is not available in your region' }),
    ).toBeVisible();
    await expect(page.locator('[data-remote][data-status]')).toHaveCount(0);
    // The answer is cached for 10 minutes in a cookie.
    const cookie = (await page.context().cookies(HOST)).find(
      (c) => c.name === 'pp_access_to_visit',
    );
    expect(cookie?.value).toBe('0');
    const minutes = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  test('granted when any access endpoint says accessible', async ({ page, request }) => {
    await regionEverywhere(request, 'blocked');
    await control(request, { port: PORTS[2], region: 'accessible' });
    await page.goto('/faq');
    await ready(page);
    await expect(page.locator('[data-remote="mfe_marketing"][data-status]')).toHaveAttribute(
      'data-status',
      'ready',
    );
    await expect
      .poll(
        async () =>
          (await page.context().cookies(HOST)).find((c) => c.name === 'pp_access_to_visit')?.value,
      )
      .toBe('1');
    await expect(page.getByTestId('block-page')).toHaveCount(0);
  });

  test('granted when every access endpoint fails', async ({ page, request }) => {
    await regionEverywhere(request, 'dead');
    await page.goto('/faq');
    await expect
      .poll(
        async () =>
          (await page.context().cookies(HOST)).find((c) => c.name === 'pp_access_to_visit')?.value,
      )
      .toBe('1');
    await expect(page.getByTestId('block-page')).toHaveCount(0);
  });
});
