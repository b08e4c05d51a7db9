import { expect, test, type Page } from '@playwright/test';
import { describeFound, scanWidths, viewportOf, visit } from '../../infra/e2e/axe';
import { check, freshUser, list, signIn } from './helpers';
import { photograph } from '../../infra/e2e/shots';

/**
 * axe over every drive state, dialogs open included: each journey runs once at 1280 px and
 * checks each state it reaches at 375 and 1280 px (infra/e2e/axe.ts scanWidths).
 */

async function expectClean(page: Page, what: string) {
  const found = await scanWidths(page, what);
  expect(found, describeFound(found)).toEqual([]);
}

const viewport = '375 and 1280 px';

test(`drive states and dialogs are axe-clean at ${viewport}`, async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewportOf(1280));
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await expectClean(page, 'list');
  await page.goto('/drive/all?view=grid');
  await expect(list(page)).toHaveAttribute('data-view', 'grid');
  await expectClean(page, 'grid');
  await page.goto('/drive/all?view=list');
  await check(page, 'readme.md');
  await expectClean(page, 'selection');
  await page.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectClean(page, 'move dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New folder' }).click();
  await expectClean(page, 'new folder dialog');
  await page.keyboard.press('Escape');
});

test(`drive action dialogs and other views are axe-clean at ${viewport}`, async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewportOf(1280));
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  for (const action of [
    'show_storage_dialog',
    'open_redeem_box',
    'show_invite_dialog',
    'show_beginner_dialog',
    'show_activity_dialog',
  ]) {
    // In the same document (visit), as a link with the action would open it.
    await visit(page, `/drive/all?action=${action}`, page.getByRole('dialog'));
    await expectClean(page, action);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  for (const path of ['/drive/trash', '/drive/recent', '/drive/search?q=zzz']) {
    await visit(page, path);
    await expectClean(page, path);
  }
  await visit(page, '/drive/all/demo-nope-folder', page.getByRole('alert'));
  await expectClean(page, 'missing folder');
});

test(`payment pages, the shop and the checkout are axe-clean at ${viewport}`, async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewportOf(1280));
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  for (const path of [
    '/inapp/shop',
    '/drive/payment/storage',
    '/drive/payment/traffic',
    '/drive/payment?plan=premium-12m&campaign=black-friday',
  ]) {
    // The app's shop (a layout of its own, without the site's links) and the first payment
    // page after it are loaded; the other payment pages are reached in-app (visit).
    if (path === '/inapp/shop' || path === '/drive/payment/storage') await page.goto(path);
    else await visit(page, path);
    await expect(page.getByRole('button', { name: 'Continue to payment' }).first()).toBeVisible();
    await expectClean(page, path);
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay Cumulus' })).toBeVisible();
  await expectClean(page, 'checkout');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('order-outcome')).toContainText('declined');
  await expectClean(page, 'payment outcome');
});

const width = 1280;
test(`share links (dialog, link ready, the Shared section, passcode dialog) are axe-clean at ${viewport}`, async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewportOf(width));
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await page.goto('/drive/shared');
  await expect(page.getByRole('heading', { name: 'No links yet' })).toBeVisible();
  await expectClean(page, 'shared, empty');
  await page.goto('/drive/all?view=list');
  await check(page, 'readme.md');
  await page
    .getByRole('toolbar', { name: 'Actions for the selected items' })
    .getByRole('button', { name: 'Share link' })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Share / });
  await dialog.getByRole('radio', { name: 'Ask for a passcode' }).check();
  await expectClean(page, 'share dialog');
  await photograph(page, `share-dialog-${width}`);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const ready = page.getByRole('dialog', { name: 'Link ready' });
  await expect(ready.getByRole('textbox', { name: 'Link' })).toHaveValue(/\/s\//);
  await expectClean(page, 'link ready');
  await photograph(page, `link-ready-${width}`);
  await ready.getByRole('button', { name: 'Close' }).click();
  await page.goto('/drive/shared');
  await expect(page.getByRole('button', { name: 'Show passcode' })).toBeVisible();
  await expectClean(page, 'shared, one link');
  await photograph(page, `shared-${width}`, { fullPage: true });
  await page.getByRole('button', { name: 'Change passcode' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectClean(page, 'passcode dialog');
  await page.keyboard.press('Escape');
});
