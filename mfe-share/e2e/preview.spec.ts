import { expect, test } from '../../infra/e2e/hydration';
import { describeFound, scanWidths } from '../../infra/e2e/axe';
import { REMOTE_ORIGINS } from '../../infra/e2e/remotes';
import { sharePage, option } from './helpers';

test('preview an image, move to the next one, close with Escape', async ({ page }) => {
  await page.goto('/s/demo-public?view=list&order=name_asc');
  await option(page, 'cover.jpg').click();
  const dialog = page.getByRole('dialog', { name: 'cover.jpg' });
  await expect(dialog).toBeVisible();
  await expect(sharePage(page)).toHaveAttribute('data-mode', 'SHARE_PREVIEW_WINDOW');
  const img = dialog.getByRole('img', { name: 'cover.jpg' });
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Next file' }).click();
  await expect(page.getByRole('dialog', { name: 'diagram.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(sharePage(page)).toHaveAttribute('data-mode', 'SHARE');
});

test('preview a video: the player asks for a rendition', async ({ page }) => {
  await page.goto('/s/demo-public?view=list&order=name_asc');
  const media = page.waitForRequest((r) => /\/media\/v1\/s\/pub-video\?v=\d+P/.test(r.url()));
  await option(page, 'Big Buck Demo.mp4').click();
  const dialog = page.getByRole('dialog', { name: 'Big Buck Demo.mp4' });
  await expect(dialog).toBeVisible();
  await expect(sharePage(page)).toHaveAttribute('data-mode', 'SHARE_PREVIEW_WINDOW');
  await media;
  // The player plays it, or (when this browser cannot decode the bytes) says so and offers saving.
  await expect(
    dialog.locator('video[src*="/media/v1/"]').or(dialog.getByText(/cannot be played here/)),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('EAC3 audio says it cannot play and offers saving', async ({ page }) => {
  await page.goto('/s/demo-public?view=list&order=name_asc');
  await option(page, 'Concert (EAC3 audio).mkv').click();
  const dialog = page.getByRole('dialog', { name: 'Concert (EAC3 audio).mkv' });
  await expect(dialog.getByText(/EAC3 audio, which cannot be played/)).toBeVisible();
  await expect(dialog.locator('video')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save to my drive' }).first()).toBeVisible();
});

test('the hostile file name is text, in the list and in the text preview', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto('/s/demo-public?view=list&order=name_asc');
  const name = '<img src=x onerror=alert(1)>.txt';
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // A text file previews: its name is the dialog's title, its content preformatted text.
  await option(page, name).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(dialog.getByRole('region', { name })).toContainText(
    'a demo file of the Cumulus seed',
  );
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('preview a Markdown file: rendered, links open in a new tab', async ({ page }) => {
  await page.goto('/s/demo-public/pub-dir-docs?view=list&order=name_asc');
  await option(page, 'README.md').click();
  const dialog = page.getByRole('dialog', { name: 'README.md' });
  await expect(dialog.getByRole('heading', { name: 'README', exact: true })).toBeVisible();
  const link = dialog.getByRole('link', { name: /the Cumulus help pages/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(dialog.locator('pre code')).toContainText('api.listFiles');
});

test('preview a PDF: pages drawn by pdf.js under the strict CSP', async ({ page }) => {
  await page.goto('/s/demo-public/pub-dir-docs?view=list&order=name_asc');
  await option(page, 'manual.pdf').click();
  const dialog = page.getByRole('dialog', { name: 'manual.pdf' });
  await expect(dialog.getByText('1 page', { exact: true })).toBeVisible();
  const pageOne = dialog.getByRole('group', { name: 'Page 1 of 1' });
  await expect(pageOne).toBeVisible();
  // Drawn: the canvas has the page's size, and its text is there for screen readers.
  await expect
    .poll(() => pageOne.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width))
    .toBeGreaterThan(0);
  await expect(pageOne).toContainText('manual.pdf');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The preview's own chunk (`share-preview.0123abcd.js`, with or without a retry's query). */
const previewChunk = new RegExp(
  `^${REMOTE_ORIGINS.mfe_share.replace(/[.:/]/g, '\\$&')}/(?:[^?]*/)?share-preview\\.[0-9a-f]{8}\\.js(\\?.*)?$`,
);

test('the preview’s code cannot be had: a dialog says so; Close closes it, Try again previews', async ({
  page,
}) => {
  await page.route(previewChunk, (route) => route.abort());
  await page.goto('/s/demo-public?view=list&order=name_asc');
  await option(page, 'cover.jpg').click();
  const failed = page.getByRole('alertdialog', { name: 'The preview could not be loaded.' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeFocused();
  const found = await scanWidths(page, 'preview failed');
  expect(found, describeFound(found)).toEqual([]);
  // Close (Escape too): the page as it was, the listing there.
  await page.keyboard.press('Escape');
  await expect(failed).toHaveCount(0);
  await expect(sharePage(page)).toHaveAttribute('data-mode', 'SHARE');
  await expect(page).not.toHaveURL(/preview=/);
  await expect(option(page, 'cover.jpg')).toBeVisible();

  await option(page, 'cover.jpg').click();
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await page.unroute(previewChunk);
  await failed.getByRole('button', { name: 'Try again' }).click();
  const dialog = page.getByRole('dialog', { name: 'cover.jpg' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'cover.jpg' })).toBeVisible();
  await expect(failed).toHaveCount(0);
});
