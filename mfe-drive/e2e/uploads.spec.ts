import { expect, test } from '@playwright/test';
import { freshUser, item, signIn } from './helpers';

/** Uploads (tus) and URL tasks against the embedded API. */

const bytes = (n: number, c = 'a') => Buffer.alloc(n, c);

test('upload two files and a folder with progress; they land in the drive', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  await page.getByTestId('upload-files-input').setInputFiles([
    { name: 'alpha.txt', mimeType: 'text/plain', buffer: bytes(300_000) },
    { name: 'beta.txt', mimeType: 'text/plain', buffer: bytes(200_000, 'b') },
  ]);
  const panel = page.getByTestId('upload-panel');
  await expect(panel.getByRole('progressbar', { name: 'Total progress' })).toBeVisible();
  await expect(panel.getByRole('heading')).toHaveText('2 uploads finished', { timeout: 20_000 });
  await expect(item(page, 'alpha.txt')).toBeVisible();
  await expect(item(page, 'beta.txt')).toContainText('195.31 KB');

  // A folder (webkitdirectory): its tree is rebuilt in the drive.
  await page
    .getByTestId('upload-folder-input')
    .setInputFiles({
      name: 'trip',
      mimeType: 'inode/directory',
      buffer: Buffer.alloc(0),
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    // Playwright cannot pick a real directory here: give the input files with paths.
    const input = document.querySelector<HTMLInputElement>('[data-testid=upload-folder-input]')!;
    const dt = new DataTransfer();
    for (const [path, text] of [
      ['trip/day1.txt', 'day one'],
      ['trip/photos/beach.txt', 'sand'],
    ]) {
      const f = new File([text!], path!.split('/').pop()!, { type: 'text/plain' });
      Object.defineProperty(f, 'webkitRelativePath', { value: path });
      dt.items.add(f);
    }
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(panel.getByRole('heading')).toHaveText('4 uploads finished', { timeout: 20_000 });
  await item(page, 'trip').click();
  await expect(item(page, 'day1.txt')).toBeVisible();
  await item(page, 'photos').click();
  await expect(item(page, 'beach.txt')).toBeVisible();
});

test('an upload whose connection drops resumes from where it stopped', async ({
  page,
  request,
}) => {
  // Sign-in, handing a 10 MB file to the page, and three chunks with a retry between them.
  test.setTimeout(60_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  let killed = 0;
  const patches: string[] = [];
  await page.route('**/drive/v1/uploads/**', async (route) => {
    const req = route.request();
    if (req.method() === 'PATCH') {
      patches.push(req.headers()['upload-offset'] ?? '');
      // Kill the second chunk's request once, as a dropped connection would.
      if (patches.length === 2 && killed === 0) {
        killed += 1;
        return route.abort('connectionreset');
      }
    }
    return route.continue();
  });
  await page.getByTestId('upload-files-input').setInputFiles({
    name: 'big.bin',
    mimeType: 'application/octet-stream',
    buffer: bytes(10 * 1024 * 1024, 'z'),
  });
  const panel = page.getByTestId('upload-panel');
  await expect(panel.getByRole('heading')).toHaveText('1 upload finished', { timeout: 30_000 });
  expect(killed).toBe(1);
  // After the drop the upload went on from the server's offset, not from zero.
  expect(patches.slice(2).every((o) => Number(o) > 0)).toBe(true);
  await expect(item(page, 'big.bin')).toContainText('10 MB');
});

test('a URL task: create it, watch it complete, show the file', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&action=create_task');
  const dialog = page.getByRole('dialog', { name: 'Download from a link' });
  await dialog.getByLabel(/Link to download/).fill('not a link');
  await dialog.getByRole('button', { name: 'Start download' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter a full link');
  await dialog.getByLabel(/Link to download/).fill('https://example.test/files/report-2026.pdf');
  await dialog.getByRole('button', { name: 'Start download' }).click();
  await expect(dialog.getByRole('status')).toContainText('Download started');
  const row = dialog.getByRole('listitem').filter({ hasText: 'report-2026.pdf' });
  await expect(row).toContainText('Done', { timeout: 20_000 });
  await row.getByRole('button', { name: 'Show in my drive' }).click();
  await expect(item(page, 'report-2026.pdf')).toHaveAttribute('aria-selected', 'true');

  // show_task opens the panel on that task.
  await page.goto('/drive/all?action=show_task');
  await expect(page.getByRole('dialog', { name: 'Tasks' })).toContainText('report-2026.pdf');
});

test('preview: Markdown, text and audio open in the shared preview; arrows move between them', async ({
  page,
}) => {
  await signIn(page, 'vip@cumulus.test', '/drive/all?view=list&order=name_asc');
  await item(page, 'Getting started.md').click();
  const preview = page.getByTestId('preview');
  await expect(preview.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Download' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(preview).toContainText('meeting notes.txt');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await page.goto('/drive/recent');
  await expect(item(page, 'meeting notes.txt')).toBeVisible();
});
