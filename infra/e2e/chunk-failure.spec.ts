import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshUser, signIn } from '../../mfe-drive/e2e/helpers';
import { expectNoReload, fallback, goInApp, markPage } from './failure-cases';
import { hydrated } from './hydration';
import { breakFiles, chunkPattern, REMOTE_ORIGINS, type RemoteKey } from './remotes';

/**
 * Lazy chunks behind a remote's entry, and lazy chunks inside a mounted remote, that hang or
 * arrive truncated (issue 12, item 3): the part that needs them shows its local fallback, never
 * a blank page, and "Try again" loads them (with a fresh URL: infra/presets/chunk-retry.ts)
 * without a full reload.
 */

/** output.chunkLoadTimeout of infra/presets/webpack.preset.ts. */
const CHUNK_TIMEOUT_MS = 6_000;

const PUBLIC: { remote: RemoteKey; path: string; content: (page: Page) => Locator }[] = [
  {
    // A page the browser renders (a prerendered one keeps its content: prerender.spec.ts).
    remote: 'mfe_marketing',
    path: '/contact-us',
    content: (p) => p.getByRole('heading', { level: 1, name: /Contact us/ }),
  },
  {
    // A folder of a share, rendered by the server (share-view.ts): its listing stays, under
    // the notice (mfe-share/e2e/first-view-failure.spec.ts has the share's own cases).
    remote: 'mfe_share',
    path: '/s/demo-public/pub-dir-docs',
    content: (p) => p.getByRole('listbox'),
  },
  {
    remote: 'mfe_activity',
    path: '/check-in-guide',
    content: (p) => p.getByRole('heading', { level: 1, name: /check-in/i }),
  },
];

/** Try again, if the late chunk has not already mounted the remote by itself (RemoteSlot). */
async function tryAgain(page: Page) {
  const retry = fallback(page).getByRole('button', { name: 'Try again' });
  // The button may go away while it is being clicked: that is the late mount, not a failure.
  if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => undefined);
}

for (const failure of ['hang', 'truncated'] as const) {
  for (const c of PUBLIC) {
    test(`${c.remote}: its chunks ${failure === 'hang' ? 'hang' : 'arrive truncated'}, fallback, Try again recovers`, async ({
      page,
    }) => {
      const restore = await breakFiles(page, chunkPattern(REMOTE_ORIGINS[c.remote]), failure);
      // A hung chunk holds the load event: do not wait for it.
      await page.goto(c.path, { waitUntil: 'commit' });
      await expect(fallback(page)).toBeVisible({ timeout: 10_000 });
      await page.waitForLoadState('domcontentloaded');
      await expect(page.getByRole('banner')).toBeVisible();
      await markPage(page);
      await restore();
      await tryAgain(page);
      await expect(c.content(page)).toBeVisible({ timeout: 15_000 });
      await expect(fallback(page)).toHaveCount(0);
      await expectNoReload(page);
    });
  }
}

test('mfe_drive: its chunks arrive truncated, fallback, Try again recovers', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  const restore = await breakFiles(page, chunkPattern(REMOTE_ORIGINS.mfe_drive), 'truncated');
  await page.reload();
  await expect(fallback(page)).toBeVisible({ timeout: 10_000 });
  await markPage(page);
  await restore();
  await tryAgain(page);
  await expect(page.getByTestId('drive-page')).toBeVisible({ timeout: 15_000 });
  await expectNoReload(page);
});

test('a page chunk that arrives truncated after the remote mounted: fallback, Try again loads it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-remote="mfe_marketing"][data-build]')).toBeAttached();
  // Home is prerendered: until its code has hydrated it, no router hears the pushState below.
  await hydrated(page);
  const restore = await breakFiles(
    page,
    chunkPattern(REMOTE_ORIGINS.mfe_marketing, 'page-faq'),
    'truncated',
  );
  await markPage(page);
  await goInApp(page, '/faq');
  await expect(fallback(page)).toBeVisible({ timeout: 10_000 });
  await restore();
  await fallback(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expectNoReload(page);
});

for (const failure of ['hang', 'truncated'] as const) {
  test(`the preview's Markdown chunk ${failure === 'hang' ? 'hangs' : 'arrives truncated'}: the preview says so, the page stays, Try again renders it`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A hung chunk fails after the chunk timeout and one retry (2 x 6 s), timed by the page's
    // clock: moved on below rather than waited for.
    if (failure === 'hang') await page.clock.install();
    const restore = await breakFiles(
      page,
      // The preview kit's chunks are built into each remote that uses it.
      chunkPattern(REMOTE_ORIGINS.mfe_share, 'kit-preview-markdown'),
      failure,
    );
    await page.goto('/s/demo-public/pub-dir-docs?view=list&order=name_asc', {
      waitUntil: 'domcontentloaded',
    });
    // Rows are links before the page's code runs (they open the server's preview page): the
    // in-page preview is the hydrated page's.
    await expect(page.locator('[data-remote="mfe_share"][data-status="ready"]')).toBeVisible();
    await markPage(page);
    await page.getByRole('option', { name: /README\.md/ }).click();
    const dialog = page.getByRole('dialog', { name: 'README.md' });
    const failed = dialog.getByText('The preview could not be loaded.');
    if (failure === 'hang') {
      // Each step moves the page's clock one chunk timeout on; the retry asks again meanwhile.
      await expect(async () => {
        await page.clock.fastForward(CHUNK_TIMEOUT_MS);
        await expect(failed).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    }
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await restore();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('heading', { name: 'README', exact: true })).toBeVisible();
    await expectNoReload(page);
  });
}
