import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bytesOf } from '../../infra/e2e/zip';
import { check, freshUser, item, signIn } from './helpers';

/**
 * Uploads that survive (issue 31): files dropped anywhere in the window, the leave-page question
 * while an upload runs, an upload interrupted by a reload listed afterwards and resumed with the
 * same file picked again (another file refused), the stored bytes the same as the picked ones.
 */

const MB = 1024 * 1024;
const panel = (page: Page) => page.getByTestId('upload-panel');
const selectionBar = (page: Page) =>
  page.getByRole('toolbar', { name: 'Actions for the selected items' });

/** Drags a file over `target` and drops it there, as a person dragging from the desktop would. */
async function dropFile(page: Page, target: Locator, name: string, text: string) {
  const data = await page.evaluateHandle(
    ([n, t]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: 'text/plain' }));
      return dt;
    },
    [name, text] as const,
  );
  await target.dispatchEvent('dragenter', { dataTransfer: data });
  await target.dispatchEvent('dragover', { dataTransfer: data });
  await expect(page.getByTestId('drop-overlay')).toBeVisible();
  await target.dispatchEvent('drop', { dataTransfer: data });
  await expect(page.getByTestId('drop-overlay')).toHaveCount(0);
}

/** Picks files through the "New" menu's "Upload files" (the system file chooser). */
async function pickToUpload(page: Page, path: string) {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('menuitem', { name: 'Upload files' }).click(),
  ]);
  await chooser.setFiles(path);
}

test('files dropped on the sidebar and the header upload into the folder on screen; the trash refuses a drop and the app stays', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  const sidebar = page.getByRole('navigation', { name: 'Drive' });
  await dropFile(page, sidebar, 'sidebar-drop.txt', 'dropped on the sidebar');
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('1 upload finished', {
    timeout: 20_000,
  });
  await expect(item(page, 'sidebar-drop.txt')).toBeVisible();

  await dropFile(
    page,
    page.getByRole('banner').first(),
    'header-drop.txt',
    'dropped on the header',
  );
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('2 uploads finished', {
    timeout: 20_000,
  });
  await expect(item(page, 'header-drop.txt')).toBeVisible();

  // In the trash nothing can be uploaded: the drop is refused, and the browser does not get it.
  await page.goto('/drive/trash');
  await expect(page.getByTestId('drive-page')).toHaveAttribute('data-view', 'trash');
  // The page takes the drag and the drop (preventDefault), so the browser never opens the file.
  const taken = await sidebar.evaluate((nav) => {
    const dt = new DataTransfer();
    dt.items.add(new File(['no'], 'not-here.txt', { type: 'text/plain' }));
    const fire = (type: string) => {
      const e = new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt });
      nav.dispatchEvent(e);
      return { prevented: e.defaultPrevented, effect: dt.dropEffect };
    };
    return { over: fire('dragover'), drop: fire('drop') };
  });
  expect(taken.over).toEqual({ prevented: true, effect: 'none' });
  expect(taken.drop.prevented).toBe(true);
  await expect(page.getByTestId('drop-overlay')).toHaveCount(0);
  await expect(page).toHaveURL(/\/drive\/trash/);
  await expect(page.getByTestId('drive-page')).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
});

test('a 30 MB upload interrupted by a reload at 40% asks before leaving, is listed after the reload, resumes with the same file and keeps its bytes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const bytes = randomBytes(30 * MB);
  const path = testInfo.outputPath('big-30mb.bin');
  const otherPath = testInfo.outputPath('other.bin');
  await writeFile(path, bytes);
  await writeFile(otherPath, randomBytes(1000));

  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');

  // The chunk that starts at 12 MB (40%) is held until the page is gone: the server has 12 MB.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/drive/v1/uploads/**', async (route) => {
    const req = route.request();
    if (req.method() === 'PATCH' && Number(req.headers()['upload-offset']) >= 12 * MB) {
      held = true;
      await gate;
      return route.abort('connectionreset').catch(() => undefined);
    }
    return route.continue();
  });
  await pickToUpload(page, path);
  await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
  const running = panel(page);
  await expect(running.getByRole('heading', { level: 2 })).toHaveText('Uploading 1 file');
  // 40% is in (the held chunk's bytes may count as sent before the server has them).
  const bar = running.getByRole('progressbar', { name: 'Upload progress of big-30mb.bin' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(40);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(54);
  await expect(running.getByText(/ of 30 MB · (Measuring speed…|.+\/s)/)).toBeVisible();

  // Reloading now: the browser asks first (beforeunload); the person leaves anyway.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // After the reload: listed with how far it got, nothing uploading, so no question on leaving.
  const after = panel(page);
  await expect(after.getByRole('heading', { level: 2 })).toHaveText('1 interrupted upload');
  await expect(
    after.getByRole('progressbar', { name: 'How far the upload of big-30mb.bin got' }),
  ).toHaveAttribute('aria-valuenow', '40');
  await expect(after.getByText('12 MB of 30 MB (40%)')).toBeVisible();

  // Another file is refused with a clear message; nothing starts.
  let [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    after.getByRole('button', { name: 'Resume upload of big-30mb.bin' }).click(),
  ]);
  await chooser.setFiles(otherPath);
  await expect(after.getByRole('alert')).toContainText(
    'This is not the file that was being uploaded. Pick “big-30mb.bin” (30 MB)',
  );

  // The same file: it goes on from the server's 12 MB (no new upload is created).
  const requests: { method: string; offset?: string }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/drive/v1/uploads'))
      requests.push({ method: req.method(), offset: req.headers()['upload-offset'] });
  });
  [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    after.getByRole('button', { name: 'Resume upload of big-30mb.bin' }).click(),
  ]);
  await chooser.setFiles(path);
  await expect(after.getByRole('heading', { level: 2 })).toHaveText('1 upload finished', {
    timeout: 60_000,
  });
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  expect(requests.find((r) => r.method === 'PATCH')?.offset).toBe(String(12 * MB));
  await expect(item(page, 'big-30mb.bin')).toContainText('30 MB');

  // The drive holds the very bytes that were picked.
  await check(page, 'big-30mb.bin');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    selectionBar(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  expect((await bytesOf(download)).equals(bytes)).toBe(true);

  // Nothing runs now: leaving asks nothing.
  dialogs.length = 0;
  await page.reload();
  expect(dialogs).toEqual([]);
  await expect(panel(page)).toHaveCount(0);
});

test('Discard forgets an interrupted upload and ends it on the server; Cancel all says what it cancelled', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const path = testInfo.outputPath('discard-me.bin');
  await writeFile(path, randomBytes(10 * MB));
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');

  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/drive/v1/uploads/**', async (route) => {
    const req = route.request();
    if (req.method() === 'PATCH' && Number(req.headers()['upload-offset']) >= 4 * MB) {
      held = true;
      await gate;
      return route.abort('connectionreset').catch(() => undefined);
    }
    return route.continue();
  });
  await pickToUpload(page, path);
  await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const after = panel(page);
  await expect(after.getByRole('heading', { level: 2 })).toHaveText('1 interrupted upload');
  const ended = page.waitForResponse(
    (res) => res.request().method() === 'DELETE' && res.url().includes('/drive/v1/uploads/'),
  );
  await after.getByRole('button', { name: 'Discard upload of discard-me.bin' }).click();
  expect((await ended).status()).toBe(204);
  await expect(panel(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('drive-page')).toBeVisible();
  await expect(panel(page)).toHaveCount(0);

  // Cancel all: the panel says what was cancelled, never "0 uploads finished / 0 B of 0 B".
  await page.route('**/drive/v1/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') return; // never answered: they stay running
    return route.continue();
  });
  await page.getByTestId('upload-files-input').setInputFiles([
    { name: 'one.bin', mimeType: 'application/octet-stream', buffer: randomBytes(2 * MB) },
    { name: 'two.bin', mimeType: 'application/octet-stream', buffer: randomBytes(2 * MB) },
  ]);
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Uploading 2 files');
  await panel(page).getByRole('button', { name: 'Cancel all' }).click();
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('2 uploads cancelled');
  await expect(panel(page)).not.toContainText('0 B of 0 B');
  await expect(panel(page).getByRole('progressbar', { name: 'Total progress' })).toHaveCount(0);
});
