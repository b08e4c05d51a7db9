import { expect, test, type Route } from '@playwright/test';
import { HOST } from './helpers';

/** The host's hashed chunks (`/123.abcdef01.js`, and its fresh-URL retry), not main.js. */
const HOST_CHUNK = new RegExp(
  `^${HOST.replace(/[.:/]/g, '\\$&')}/\\d+\\.[0-9a-f]{8}\\.js(\\?.*)?$`,
);

test.describe('stale build (spec §4): one reload per 10 s per path', () => {
  test('a chunk missing after a deploy reloads once, then the page works', async ({ page }) => {
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });
    // "The new deploy": the reload's document gets the chunks. (Not on the first page error:
    // the guard's reload can start before that error reaches the test, and the reload's own
    // chunks then failed too, once in CI.)
    await page.route(HOST_CHUNK, (route: Route) =>
      documents < 2 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.goto('/faq');
    // The page is prerendered: readable before its scripts fail and reload it.
    await expect.poll(() => documents).toBe(2);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.locator('[data-remote][data-status="ready"]')).toBeAttached();
    expect(documents).toBe(2);
  });

  test('never a loop: a chunk that stays missing reloads only once', async ({ page }) => {
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });
    await page.route(HOST_CHUNK, (route: Route) => route.fulfill({ status: 404, body: 'gone' }));
    // The document load each error came in: one load's boot can fail on several chunks, so a
    // count of errors alone says nothing about the reload (it made this test flaky).
    const errorsIn: number[] = [];
    page.on('pageerror', () => errorsIn.push(documents));
    await page.goto('/faq');
    // The reload came and its boot failed too: allow for a busy CI machine.
    await expect.poll(() => errorsIn.includes(2), { timeout: 15_000 }).toBe(true);
    // The reload's request is counted before its document commits, so the guard may be read
    // while that document replaces the old one: such a read is retried, not a failure.
    await expect
      .poll(() =>
        page.evaluate(() => sessionStorage.getItem('pp_reload_guard:/faq')).catch(() => null),
      )
      .not.toBeNull();
    // The page arrived prerendered: its content stays readable without the host's code.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    // The guard refused a third load.
    expect(documents).toBe(2);
  });
});
