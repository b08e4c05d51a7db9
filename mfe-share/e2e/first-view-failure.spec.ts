import { expect, test, type Page } from '@playwright/test';
import { describeFound, scan } from '../../infra/e2e/axe';
import { expectNoReload, fallback, markPage } from '../../infra/e2e/failure-cases';
import { hydrated } from '../../infra/e2e/hydration';
import { ORIGINS } from '../../infra/e2e/origins';
import { breakFiles, REMOTE_ORIGINS } from '../../infra/e2e/remotes';
import { option } from './helpers';
import { photograph } from '../../infra/e2e/shots';

/**
 * The share remote's hashed chunks (`5322.0123abcd.js`), directly under its origin or under a
 * version's path (`/_v/{version}/`), with or without a retry's query (remotes.ts' chunkPattern
 * knows only the first).
 */
const shareChunks = new RegExp(
  `^${REMOTE_ORIGINS.mfe_share.replace(/[.:/]/g, '\\$&')}/(?:[^?]*/)?[\\w-]+\\.[0-9a-f]{8}\\.js(\\?.*)?$`,
);

/**
 * "Never silently broken" (part 1): a share's first view arrives rendered by the host server
 * (infra/serve/share-view.ts). It works as links before, or without, the share remote's code:
 * folders and breadcrumbs open their server-rendered folder, a file its preview page. When that
 * code cannot be had (the origin down, its chunks hung or cut short), the listing stays and the
 * host's localized notice with Retry shows above it within 5 s, as the card does on a page the
 * browser renders; Retry mounts the remote without a reload.
 */

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The ways the share remote's code fails for this page. How soon the notice shows (5 s) is
 * measured in first-view-failure.serial.spec.ts, alone on the machine; here, that it shows,
 * over what, and that Retry recovers.
 */
const FAULTS: Record<string, (page: Page) => Promise<() => Promise<void>>> = {
  'its origin down': (page) =>
    breakFiles(page, new RegExp(`^${escapeRe(ORIGINS['mfe-share'])}/`), 'abort'),
  'its chunks hung': (page) => breakFiles(page, shareChunks, 'hang'),
  'a chunk truncated': (page) => breakFiles(page, shareChunks, 'truncated'),
};

const shareSlot = (page: Page) => page.locator('[data-remote="mfe_share"][data-status]');
const notice = (page: Page) => fallback(page);

/** Try again, unless a late chunk already mounted the remote by itself (RemoteSlot). */
async function tryAgain(page: Page) {
  const retry = notice(page).getByRole('button', { name: 'Try again' });
  if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => undefined);
}

for (const [fault, breakIt] of Object.entries(FAULTS)) {
  test(`/s/demo-public with the share remote's code failing (${fault}): the listing stays, the notice with Retry above it, Retry mounts it`, async ({
    page,
  }) => {
    test.slow();
    const restore = await breakIt(page);
    // A hung chunk holds the load event: do not wait for it.
    await page.goto('/s/demo-public', { waitUntil: 'commit' });
    await expect(notice(page)).toBeVisible({ timeout: 20_000 });
    await expect(notice(page).getByRole('heading')).toHaveText(
      'Parts of this page are not working',
    );
    await expect(shareSlot(page)).toHaveAttribute('data-status', 'failed');
    // The server's listing is still there, under the notice, its folders links.
    const docs = option(page, 'Documents');
    await expect(docs).toBeVisible();
    await expect(docs).toHaveAttribute('href', /\/s\/demo-public\/pub-dir-docs$/);

    await page.waitForLoadState('domcontentloaded');
    await markPage(page);
    await restore();
    await tryAgain(page);
    await expect(shareSlot(page)).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    await expect(notice(page)).toHaveCount(0);
    // Hydrated: a folder opens in the page (the host's navigation), not as a new document.
    await option(page, 'Documents').click();
    await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs$/);
    await expect(option(page, 'README.md')).toBeVisible();
    await expectNoReload(page);
  });
}

test('the notice over the listing: axe clean, and its screenshots at 375 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await breakIt(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    await page.goto('/s/demo-public');
    await expect(notice(page)).toBeVisible();
    await expect(option(page, 'Documents')).toBeVisible();
    // The notice is beside the content, not over the first rows of the listing.
    const box = (await notice(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width);
    await photograph(page, `share-notice-${width}`);
    expect(describeFound(await scan(page, '/s/demo-public', String(width)))).toBe('');
  }

  function breakIt(p: Page) {
    return FAULTS['its origin down']!(p);
  }
});

test('a file’s preview page opens the preview once the page’s code runs', async ({ page }) => {
  await page.goto('/s/demo-public/pub-dir-docs?preview=pub-doc-readme');
  await hydrated(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('share-file-view')).toHaveCount(0);
});

test('a server-rendered folder is hydrated in place', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/s/demo-public/pub-dir-docs');
  const crumbs = page.getByRole('navigation', { name: 'Folder path' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Cumulus demo files', 'Documents']);
  await hydrated(page);
  await expect(shareSlot(page)).toHaveAttribute('data-status', 'ready');
  await markPage(page);
  await crumbs.getByRole('link', { name: 'Cumulus demo files' }).click();
  await expect(option(page, 'Documents')).toBeVisible();
  await expectNoReload(page);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a folder link opens the folder, rendered by the server, and the breadcrumb leads back', async ({
    page,
  }) => {
    await page.goto('/s/demo-public');
    await option(page, 'Documents').click();
    await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs$/);
    await expect(option(page, 'README.md')).toBeVisible();
    await expect(option(page, 'manual.pdf')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Cumulus demo files', 'Documents']);
    await crumbs.getByRole('link', { name: 'Cumulus demo files' }).click();
    await expect(page).toHaveURL(/\/s\/demo-public$/);
    await expect(option(page, 'Documents')).toBeVisible();
  });

  test('"Save all to my drive" is a form: it opens the folder with action=save', async ({
    page,
  }) => {
    await page.goto('/s/demo-public/pub-dir-docs');
    await page.getByRole('button', { name: 'Save all to my drive' }).click();
    await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs\?action=save$/);
    await expect(option(page, 'README.md')).toBeVisible();
  });

  test('a file link opens its preview page, which leads back to the folder', async ({ page }) => {
    await page.goto('/s/demo-public/pub-dir-docs');
    await option(page, 'README.md').click();
    await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs\?preview=pub-doc-readme$/);
    const view = page.getByRole('region', { name: 'File: README.md' });
    await expect(view.getByRole('heading', { name: 'README.md' })).toBeVisible();
    await view.getByRole('link', { name: 'Back to the folder' }).click();
    await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs$/);
    await expect(option(page, 'README.md')).toBeVisible();
  });
});

test('the page acts on the Save form sent before its code ran (action=save): signed out, it asks to sign in to save', async ({
  page,
}) => {
  await page.goto('/s/demo-public/pub-dir-docs?action=save');
  // The host sends the visitor to the sign-in page, the pending save kept (save.spec.ts).
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 });
});

test('home with the marketing origin down: its content stays, the notice with Retry above it', async ({
  page,
}) => {
  await page.route(`${ORIGINS['mfe-marketing']}/**`, (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
  await expect(notice(page)).toBeVisible({ timeout: 20_000 });
  await expect(notice(page).getByRole('heading')).toHaveText('Parts of this page are not working');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(notice(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(describeFound(await scan(page, '/', String(page.viewportSize()?.width)))).toBe('');
});
