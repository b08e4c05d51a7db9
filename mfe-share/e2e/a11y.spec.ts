import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../../infra/e2e/hydration';
import { describeFound, scanWidths, viewportOf, visit } from '../../infra/e2e/axe';
import { listbox, option } from './helpers';
import { photograph } from '../../infra/e2e/shots';

/**
 * axe over every state of the share page, each checked at 375 and 1280 px where it is reached
 * (infra/e2e/axe.ts scanWidths), with a screenshot at 1280 px for people. Two journeys, each in
 * one document where the page allows: the states of a listing, then the passcode and status
 * pages.
 */
async function expectClean(page: Page, name: string) {
  const found = await scanWidths(page, name);
  await photograph(page, `share-${name}-1280`);
  expect(found, describeFound(found)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewportOf(1280));
});

test('axe: a listing, its preview and selection at 375 and 1280 px', async ({ page }) => {
  await page.goto('/s/demo-public?view=grid');
  await expect(option(page, 'Photos')).toBeVisible();
  await expectClean(page, 'listing-grid');

  await visit(
    page,
    '/s/demo-public?view=list&order=name_asc',
    listbox(page).and(page.locator('[data-view="list"]')),
  );
  await expect(option(page, 'cover.jpg')).toBeVisible();
  await expectClean(page, 'listing-list');

  await option(page, 'cover.jpg').click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'cover.jpg' })).toBeVisible();
  await expectClean(page, 'preview-image');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The seeded shares allow downloads: one file selected, its Download link in the bar.
  await hydrated(page);
  await option(page, 'cover.jpg').locator('[data-check]').click();
  const save = page.getByRole('region', { name: 'Save' });
  await expect(save.getByRole('link', { name: 'Download' })).toBeVisible();
  await expectClean(page, 'selection-download');
  await option(page, 'cover.jpg').locator('[data-check]').click();
  await expect(save.getByRole('link', { name: 'Download' })).toHaveCount(0);

  await option(page, 'Big Buck Demo.mp4').click();
  // The demo video's bytes are filler (infra/api README): the player may show, or its
  // "cannot be played" message once the browser gives up; both states are checked by axe.
  const dialog = page.getByRole('dialog');
  await expect(
    dialog
      .locator('video')
      .or(dialog.getByText(/cannot be played/))
      .first(),
  ).toBeVisible();
  await expectClean(page, 'preview-video');
});

test('axe: the passcode form, a wrong passcode and the status pages at 375 and 1280 px', async ({
  page,
}) => {
  await page.goto('/s/demo-passcode');
  await expect(page.getByRole('textbox', { name: 'Passcode' })).toBeVisible();
  await expectClean(page, 'passcode');

  // A passcode in the link is read when the page loads (spec §2).
  await page.goto('/s/demo-passcode?s_code=zz99');
  await expect(page.getByRole('alert')).toHaveText(/wrong/);
  await expectClean(page, 'passcode-wrong');

  for (const name of ['expired', 'prohibited']) {
    await visit(page, `/s/demo-${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClean(page, `error-${name}`);
  }
});
