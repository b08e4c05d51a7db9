import { expect, test, type Page } from '@playwright/test';
import { ORIGINS } from './origins';
import { breakRemote, patchRegistry, type Failure, type RemoteKey } from './remotes';

const FAILURES: Failure[] = ['abort', '404', '500', 'hang', 'truncated', 'wrong-mime'];

/** Two remotes, each with a page of its own and a working page of another remote to go to. */
const CASES: {
  remote: RemoteKey;
  path: string;
  content: RegExp;
  elsewhere: string;
  elsewhereRemote: RemoteKey;
}[] = [
  {
    remote: 'mfe_marketing',
    path: '/',
    content: /Save anything/,
    elsewhere: '/s/demo-public',
    elsewhereRemote: 'mfe_share',
  },
  {
    remote: 'mfe_activity',
    path: '/activity/black-friday',
    content: /Black Friday/,
    elsewhere: '/faq',
    elsewhereRemote: 'mfe_marketing',
  },
];

/** An in-app navigation (history API, as the host's links do), not a page load. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((p) => history.pushState(null, '', p), path);
}

const fallback = (page: Page) => page.getByTestId('remote-fallback');

async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function expectNoReload(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
}

for (const c of CASES) {
  for (const failure of FAILURES) {
    test(`${c.remote} ${failure}: fallback within 5 s, shell works, retry recovers`, async ({
      page,
    }) => {
      const restore = await breakRemote(page, c.remote, failure);
      const t0 = Date.now();
      await page.goto(c.path, { waitUntil: 'commit' });
      await expect(fallback(page)).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - t0).toBeLessThan(5_000);
      await expect(fallback(page).getByRole('heading')).toHaveText(
        'This part of the page could not be loaded',
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
      await fallback(page).getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator(`[data-remote="${c.remote}"][data-build]`)).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(c.content);
      await expect(fallback(page)).toHaveCount(0);
      await expectNoReload(page);
    });
  }

  test(`${c.remote} down: navigation to another remote still works`, async ({ page }) => {
    await breakRemote(page, c.remote, '500');
    await page.goto(c.path);
    await expect(fallback(page)).toBeVisible({ timeout: 5_000 });
    await markPage(page);
    await goInApp(page, c.elsewhere);
    await expect(page.locator(`[data-remote="${c.elsewhereRemote}"][data-build]`)).toBeAttached();
    await expect(fallback(page)).toHaveCount(0);
    await expectNoReload(page);
  });

  for (const stage of ['mount', 'render'] as const) {
    test(`${c.remote} throwing while ${stage === 'mount' ? 'mounting' : 'rendering'}: fallback, then the next page works`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${c.path}?__drill=${stage}`);
      await expect(fallback(page)).toBeVisible({ timeout: 5_000 });
      await expect(page.getByRole('banner')).toBeVisible();
      expect(errors.some((e) => e.includes(`[remote] ${c.remote}@0.1.0 ${stage}`))).toBe(true);
      await markPage(page);
      // Same remote, without the drill: the next navigation mounts it again.
      await goInApp(page, c.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(c.content);
      await expectNoReload(page);
    });
  }
}

test('a remote built for another contract version is refused with a clear message', async ({
  page,
}) => {
  await patchRegistry(page, (r) => {
    r.remotes.mfe_activity = {
      entry: `${ORIGINS['contract-next']}/remoteEntry.js`,
      version: '0.1.0-contract-next',
    };
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/activity/black-friday');
  await expect(fallback(page).getByRole('heading')).toHaveText(
    'This part of the site is being updated',
  );
  await expect(page.locator('[data-remote="mfe_activity"][data-build]')).toHaveCount(0);
  expect(
    errors.some((e) =>
      /mfe_activity@0\.1\.0-contract-next contract: contract version 999 is not supported/.test(e),
    ),
  ).toBe(true);
});

test('the fallback is localized', async ({ page, context }) => {
  await context.addCookies([{ name: 'pp_locale', value: 'es', url: ORIGINS.host }]);
  await breakRemote(page, 'mfe_marketing', '404');
  await page.goto('/es');
  await expect(fallback(page)).toBeVisible({ timeout: 5_000 });
  await expect(fallback(page).getByRole('button')).not.toHaveText('Try again');
});
