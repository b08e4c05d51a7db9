import { expect, test, type Page } from '@playwright/test';
import { breakRemote, type Failure, type RemoteKey } from './remotes';

/**
 * The remote-failure cases shared by failure-isolation.spec.ts and the timed fallbacks of
 * failure-fallback.spec.ts and, for a hang (close to the 5 s bar: it must not measure a loaded
 * CI machine), failure-fallback.serial.spec.ts.
 */

/** Every way a remote entry can fail that answers at once (a `hang` never answers). */
export const FAILURES: Failure[] = ['abort', '404', '500', 'truncated', 'wrong-mime'];

/**
 * Two remotes, each with a page of its own and a working page of another remote to go to. Each
 * page is one the browser renders (the contact form, the check-in guide): a prerendered page
 * keeps its content when its remote fails (host/e2e/prerender.spec.ts), so the card is not
 * what shows there.
 */
export const CASES: {
  remote: RemoteKey;
  path: string;
  content: RegExp;
  elsewhere: string;
  elsewhereRemote: RemoteKey;
}[] = [
  {
    remote: 'mfe_marketing',
    path: '/contact-us',
    content: /Contact us/,
    elsewhere: '/s/demo-public',
    elsewhereRemote: 'mfe_share',
  },
  {
    remote: 'mfe_activity',
    path: '/check-in-guide',
    content: /check-in/i,
    elsewhere: '/faq',
    elsewhereRemote: 'mfe_marketing',
  },
];

/** An in-app navigation (history API, as the host's links do), not a page load. */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((p) => history.pushState(null, '', p), path);
}

export const fallback = (page: Page) => page.getByTestId('remote-fallback');

export async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
export async function expectNoReload(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
}

/** The remote's entry fails in one way: fallback within 5 s, the shell works, retry recovers. */
export function fallbackTest(c: (typeof CASES)[number], failure: Failure) {
  test(`${c.remote} ${failure}: fallback within 5 s, shell works, retry recovers`, async ({
    page,
  }) => {
    const restore = await breakRemote(page, c.remote, failure);
    await page.goto(c.path, { waitUntil: 'commit' });
    // When the card shows, by the page's own clock (from its navigation start), checked every
    // frame: the assertion's own polling (100 ms, 250 ms, 500 ms, then every 1 s) added up to
    // a second to a card that had shown in time.
    const shown = await page.waitForFunction(
      () => {
        const card = document.querySelector('[data-testid="remote-fallback"]');
        return card?.checkVisibility() ? performance.now() : 0;
      },
      undefined,
      { polling: 'raf', timeout: 6_000 },
    );
    expect(await shown.jsonValue()).toBeLessThan(5_000);
    await expect(fallback(page)).toBeVisible();
    await expect(fallback(page).getByRole('heading')).toHaveText(
      'This part of the page could not be loaded',
    );
    // Why, as a stable code (host/src/remotes/failureCodes.ts): a hang shows the card by the
    // bar while later versions are still tried (REMOTE_SLOW), then says it timed out.
    await expect(fallback(page)).toHaveAttribute(
      'data-failure-code',
      failure === 'hang' ? /^REMOTE_(SLOW|TIMEOUT)$/ : 'REMOTE_FETCH',
    );

    // The shell keeps working: header, language menu.
    await page.waitForLoadState('domcontentloaded');
    await markPage(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Retry after the remote is back mounts it without a full reload.
    await restore();
    const retry = fallback(page).getByRole('button', { name: 'Try again' });
    if (failure === 'hang') {
      // The hung connections end when the remote is back, and a version whose entry then
      // answers replaces the card by itself (a late version): Try again only if it is still there.
      await retry.click({ timeout: 3_000 }).catch(() => undefined);
    } else await retry.click();
    await expect(page.locator(`[data-remote="${c.remote}"][data-build]`)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(c.content);
    await expect(fallback(page)).toHaveCount(0);
    await expectNoReload(page);
  });
}
