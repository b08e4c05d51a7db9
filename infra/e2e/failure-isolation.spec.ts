import { expect, test, type Page } from '@playwright/test';
import { CASES, expectNoReload, fallback, goInApp, markPage } from './failure-cases';
import { ORIGINS } from './origins';
import { breakRemote, patchRegistry } from './remotes';

// The timed fallback of each failing entry: failure-fallback.spec.ts (a hang: its .serial twin).
for (const c of CASES) {
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
      await page.goto(`${c.path}?__drill=${stage}`);
      await expect(fallback(page)).toBeVisible({ timeout: 5_000 });
      await expect(page.getByRole('banner')).toBeVisible();
      const code = stage === 'mount' ? 'REMOTE_MOUNT' : 'REMOTE_RENDER';
      await expect(fallback(page)).toHaveAttribute('data-failure-code', code);
      // Reported with the published version the site serves (0.1.0-<content hash>).
      expect(await reported(page)).toContainEqual(
        expect.objectContaining({
          code,
          remote: c.remote,
          version: expect.stringMatching(/^0\.1\.0(-\w+)?$/),
        }),
      );
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
  // A page the browser renders (a prerendered one keeps its content: prerender.spec.ts).
  await page.goto('/check-in-guide');
  await expect(fallback(page).getByRole('heading')).toHaveText(
    'This part of the site is being updated',
  );
  await expect(fallback(page)).toHaveAttribute('data-failure-code', 'REMOTE_CONTRACT');
  await expect(page.locator('[data-remote="mfe_activity"][data-build]')).toHaveCount(0);
  expect(await reported(page)).toContainEqual(
    expect.objectContaining({
      code: 'REMOTE_CONTRACT',
      remote: 'mfe_activity',
      version: '0.1.0-contract-next',
      message: expect.stringContaining('contract version 999 is not supported'),
    }),
  );
});

test('the fallback is localized', async ({ page, context }) => {
  await context.addCookies([{ name: 'pp_locale', value: 'es', url: ORIGINS.host }]);
  await breakRemote(page, 'mfe_marketing', '404');
  await page.goto('/es/contact-us');
  await expect(fallback(page)).toBeVisible({ timeout: 5_000 });
  await expect(fallback(page).getByRole('button')).not.toHaveText('Try again');
});

/** The host's in-page log of remote failures (host/src/remotes/reportRemoteError.ts). */
function reported(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __CUMULUS_REMOTE_ERRORS__?: unknown[] }).__CUMULUS_REMOTE_ERRORS__ ??
      [],
  );
}
