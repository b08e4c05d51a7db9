import { expect, test, type Page } from '@playwright/test';
import { scan, settle } from '../../infra/e2e/axe';
import { freshUser, item, list, signIn } from './helpers';
import { photograph } from '../../infra/e2e/shots';

/** Issue 31: the preview has its own address; Back closes it and stays in the folder. */

const preview = (page: Page) => page.getByRole('dialog');

test('opening a preview pushes ?preview=, Back closes it in the folder, a deep link opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  await item(page, 'readme.md').click();
  await expect(preview(page)).toHaveAccessibleName('readme.md');
  await expect(page).toHaveURL(/\/drive\/all\?.*preview=VF/);
  // The counter counts the folder: 2 folders first, then readme.md, report.pdf, song.mp3.
  await expect(preview(page)).toContainText('3 of 5');
  const found = await scan(page, 'preview', '1280px');
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);

  // Next replaces the address (Back still closes the preview, not the file before).
  const first = page.url();
  await page.keyboard.press('ArrowRight');
  await expect(preview(page)).toHaveAccessibleName('report.pdf');
  await expect(page).not.toHaveURL(first);
  const deepLink = page.url();

  await page.goBack();
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/drive\/all\?[^#]*order=name_asc/);
  await expect(page).not.toHaveURL(/preview=/);
  await expect(list(page)).toBeVisible();

  // A deep link opens the preview; its close button leaves the folder on screen.
  await page.goto(deepLink);
  await expect(preview(page)).toHaveAccessibleName('report.pdf');
  await photograph(page, 'preview-1280');
  await preview(page).getByRole('button', { name: 'Close' }).click();
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/drive\/all\?[^#]*order=name_asc/);
  await expect(page).not.toHaveURL(/preview=/);
  await expect(item(page, 'report.pdf')).toBeVisible();
});

test('the counter counts the whole folder, not the loaded page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'vip@cumulus.test', '/drive/all/demo-drive-big?view=list&order=name_asc');
  await expect(list(page)).toHaveAttribute('data-total', '100000');
  await list(page).focus();
  // Enter at once, before the last page has loaded: the preview opens when it arrives.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(preview(page)).toContainText('100,000 of 100,000');
  // Back to the nearest item that has a preview (others are stepped over), still counted in
  // the whole folder.
  await page.keyboard.press('ArrowLeft');
  await expect(preview(page)).toContainText(/99,99\d of 100,000/);
  await page.keyboard.press('Escape');
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(/demo-drive-big\?/);
  await expect(page).not.toHaveURL(/preview=/);
});

test('on a phone: arrows over the content, swipe to the next file', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  await item(page, 'readme.md').click();
  await expect(preview(page)).toHaveAccessibleName('readme.md');
  const next = preview(page).getByRole('button', { name: 'Next file' });
  await expect(next).toBeVisible();
  await settle(page).catch(() => undefined);
  await photograph(page, 'preview-375');
  // A swipe to the left: the next file.
  const stage = page.getByTestId('preview-stage');
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  await stage.dispatchEvent('touchstart', {
    touches: [{ identifier: 1, clientX: box.x + 300, clientY: y }],
  });
  await stage.dispatchEvent('touchend', {
    changedTouches: [{ identifier: 1, clientX: box.x + 60, clientY: y + 10 }],
  });
  await expect(preview(page)).toHaveAccessibleName('report.pdf');
  const found = await scan(page, 'preview phone', '375px');
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
});
