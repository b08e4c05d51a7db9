import { expect, test } from '../../infra/e2e/hydration';
import { option, sharePage } from './helpers';

/** Issue 31: the share page's preview has its own address too. */
test('opening a preview pushes ?preview=, Back closes it and stays on the share', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/s/demo-public?view=list&order=name_asc');
  await option(page, 'cover.jpg').click();
  const dialog = page.getByRole('dialog', { name: 'cover.jpg' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/s\/demo-public\?.*preview=/);
  // The counter counts the share's 130 items (file_num), not only the loaded or previewable ones.
  await expect(dialog).toContainText(/ of 130/);
  await dialog.getByRole('button', { name: 'Next file' }).click();
  await expect(page.getByRole('dialog', { name: 'diagram.png' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/preview=/);
  await expect(sharePage(page)).toHaveAttribute('data-mode', 'SHARE');
  // Forward shows the file it was on.
  await page.goForward();
  await expect(page.getByRole('dialog', { name: 'diagram.png' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close preview' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/preview=/);
});
