import { expect, test } from '@playwright/test';
import {
  CASES,
  expectNoReload,
  fallback,
  fallbackTest,
  FAILURES,
  goInApp,
  markPage,
} from './failure-cases';
import { ORIGINS } from './origins';
import { breakRemote, patchRegistry } from './remotes';

for (const c of CASES) {
  for (const failure of FAILURES) fallbackTest(c, failure);

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
      // The version is the published one the site serves (0.1.0-<content hash>).
      const reported = new RegExp(`\\[remote\\] ${c.remote}@0\\.1\\.0(-\\w+)? ${stage}`);
      expect(errors.some((e) => reported.test(e))).toBe(true);
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
  // A page the browser renders (a prerendered one keeps its content: prerender.spec.ts).
  await page.goto('/check-in-guide');
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
  await page.goto('/es/contact-us');
  await expect(fallback(page)).toBeVisible({ timeout: 5_000 });
  await expect(fallback(page).getByRole('button')).not.toHaveText('Try again');
});
