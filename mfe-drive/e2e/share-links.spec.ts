import { randomBytes } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { check, freshUser, item, PASSWORD, signIn } from './helpers';
import { bytesOf, unzip } from '../../infra/e2e/zip';

/**
 * Issue 30, "Done when": a link made in the drive (passcode, 7 days, two files and a folder)
 * behaves for a signed-out visitor like the seeded shares (wrong then right passcode, browse,
 * download the same bytes, save to another account's drive); the owner's Shared section counts
 * the views and saves, "End now" expires it, Revoke deletes it. A selection of three files and
 * a folder downloads from the drive as one zip (names and bytes checked), a selection over the
 * cap gets the API's message, and an uploaded PNG shows its own thumbnail in the drive grid and
 * on the share page.
 */

const PASS_CODE = 'tr4vel7';

/** A solid-colour RGB PNG (`size` px square), made here so the test knows every pixel. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The first pixel of an 8-bit RGB or RGBA PNG (whatever its row filter: the first pixel of the
 * first row is stored as is), and the image's width.
 */
function firstPixel(png: Buffer): { width: number; rgb: number[] } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  let at = 8;
  let width = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      expect(data[8]).toBe(8);
      colorType = data[9]!;
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  expect([2, 6]).toContain(colorType);
  const pixels = inflateSync(Buffer.concat(idat));
  return { width, rgb: [...pixels.subarray(1, 4)] };
}

const RED: [number, number, number] = [220, 20, 60];
const PNG = solidPng(64, RED);

/** The image an item shows is the uploaded picture itself (its colour, its own size). */
async function expectOwnThumbnail(page: Page, img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)))
    .toBe(64); // never enlarged: a 64 px image stays 64 px (the generated ones are bigger)
  const src = await img.getAttribute('src');
  expect(src).toBeTruthy();
  const res = await page.request.get(new URL(src!, page.url()).toString());
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('image/png');
  const { width, rgb } = firstPixel(await res.body());
  expect(width).toBe(64);
  rgb.forEach((v, i) => expect(Math.abs(v - RED[i]!)).toBeLessThanOrEqual(2));
}

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('upload-files-input').setInputFiles(files);
  await expect(page.getByTestId('upload-panel').getByRole('heading')).toHaveText(
    new RegExp(`^${files.length} uploads? finished$`),
    { timeout: 20_000 },
  );
}

/** Uploads a folder tree (the folder input with relative paths, as a browser gives them). */
async function uploadFolder(page: Page, entries: [path: string, text: string][]) {
  await page.evaluate((list) => {
    const input = document.querySelector<HTMLInputElement>('[data-testid=upload-folder-input]')!;
    const dt = new DataTransfer();
    for (const [path, text] of list) {
      const f = new File([text], path.split('/').pop()!, { type: 'text/plain' });
      Object.defineProperty(f, 'webkitRelativePath', { value: path });
      dt.items.add(f);
    }
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, entries);
}

const selectionBar = (page: Page) =>
  page.getByRole('toolbar', { name: 'Actions for the selected items' });
const shareBar = (page: Page) => page.getByRole('region', { name: 'Save' });
const shareOption = (page: Page, name: string) =>
  page.getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

test('a link with passcode and 7 days: visitor opens, browses, downloads, saves; the owner counts, ends and revokes it', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await freshUser(request);
  const saver = await freshUser(request);
  await signIn(page, owner.email, '/drive/all?view=list&order=name_asc');
  const text = randomBytes(20_000);
  await upload(page, [
    { name: 'alpha.bin', mimeType: 'application/octet-stream', buffer: text },
    { name: 'pixel.png', mimeType: 'image/png', buffer: PNG },
  ]);

  // The PNG shows its own thumbnail in the drive grid.
  await page.goto('/drive/all?view=grid&order=name_asc');
  await expectOwnThumbnail(page, item(page, 'pixel.png').locator('img'));
  await page.goto('/drive/all?view=list&order=name_asc');

  // Two files and a folder -> Share link -> passcode and 7 days.
  await check(page, 'alpha.bin');
  await check(page, 'pixel.png');
  await check(page, 'Documents');
  await selectionBar(page).getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share 3 items' });
  await dialog.getByRole('radio', { name: 'Ask for a passcode' }).check();
  const code = dialog.getByRole('textbox', { name: 'Passcode' });
  await expect(code).toHaveValue(/^[a-z0-9]{6}$/); // one is made for the owner
  await code.fill('no!');
  await expect(dialog.getByRole('alert')).toHaveText('Use only letters and digits.');
  await code.fill(PASS_CODE);
  await dialog.getByRole('radio', { name: 'In 7 days' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Allow download' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create link' }).click();

  const ready = page.getByRole('dialog', { name: 'Link ready' });
  const linkField = ready.getByRole('textbox', { name: 'Link' });
  await expect(linkField).toHaveValue(/\/s\/[A-Za-z0-9_-]+$/);
  const shareUrl = await linkField.inputValue();
  const shareId = shareUrl.split('/').pop()!;
  await expect(ready.getByText(`Passcode: ${PASS_CODE}`)).toBeVisible();
  await expect(ready.getByText(/^Expires /)).toBeVisible();
  await ready.getByRole('button', { name: 'Copy link' }).click();
  await expect(ready.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await ready.getByRole('button', { name: 'Close' }).click();
  await expect(ready).toBeHidden();

  // The Shared section lists it, nobody has opened it yet.
  await page.getByRole('link', { name: 'Shared', exact: true }).click();
  await expect(page).toHaveURL(/\/drive\/shared$/);
  const card = page.locator(`[data-share-id="${shareId}"]`);
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('0 views')).toBeVisible();
  await expect(card.getByText('0 saves')).toBeVisible();
  await expect(card.getByText('Passcode set')).toBeVisible();
  await card.getByRole('button', { name: 'Show passcode' }).click();
  await expect(card.getByText(`Passcode: ${PASS_CODE}`)).toBeVisible();

  // A signed-out visitor in another browser context.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const sharePath = new URL(shareUrl).pathname;
  await visitor.goto(`${sharePath}?view=list`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'This share needs a passcode',
  );
  const input = visitor.getByRole('textbox', { name: 'Passcode' });
  await input.fill('wrong12');
  await visitor.getByRole('button', { name: 'Open' }).click();
  await expect(visitor.getByRole('alert')).toHaveText(
    'That passcode is wrong. Check it and try again.',
  );
  await input.fill(PASS_CODE);
  await input.press('Enter');
  await expect(shareOption(visitor, 'alpha.bin')).toBeVisible();
  await expect(shareOption(visitor, 'pixel.png')).toBeVisible();
  await expect(shareOption(visitor, 'Documents')).toBeVisible();

  // Browse the folder, and back.
  await shareOption(visitor, 'Documents').click();
  await expect(visitor).toHaveURL(new RegExp(`/s/${shareId}/[A-Za-z0-9_-]+`));
  await expect(shareOption(visitor, 'notes.txt')).toBeVisible();
  await visitor.goBack();
  await expect(shareOption(visitor, 'alpha.bin')).toBeVisible();

  // Download one file: the same bytes.
  await shareOption(visitor, 'alpha.bin').locator('[data-check]').click();
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    shareBar(visitor).getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('alpha.bin');
  expect((await bytesOf(download)).equals(text)).toBe(true);

  // The PNG's own thumbnail on the share page too.
  await visitor.goto(`${sharePath}?view=grid`);
  await expectOwnThumbnail(visitor, shareOption(visitor, 'pixel.png').locator('img'));

  // Save to another account's drive (sign-in on the way, the save resumes).
  await visitor.goto(`${sharePath}?view=list`);
  await shareOption(visitor, 'alpha.bin').locator('[data-check]').click();
  await visitor.getByRole('button', { name: 'Save to my drive' }).click();
  await visitor.getByLabel('Email').fill(saver.email);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: /sign in/i }).click();
  await expect(visitor.getByTestId('restore-panel')).toContainText('Saved to your drive.', {
    timeout: 30_000,
  });

  // The owner sees views, saves and the download counted.
  await page.reload();
  await expect(card.getByText(/^[1-9]\d* views?$/)).toBeVisible();
  await expect(card.getByText('1 save')).toBeVisible();
  await expect(card.getByText(/^[1-9]\d* downloads?$/)).toBeVisible();

  // End now: the visitor sees the share as expired.
  await card.getByRole('button', { name: 'End now' }).click();
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByText('The link has ended: visitors now see it as expired.')).toBeVisible();
  await visitor.goto(sharePath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/This share has expired/);

  // A new expiry opens it again; Revoke: the visitor sees it deleted, the list no longer has it.
  await card.getByRole('combobox', { name: 'Change expiry' }).selectOption({ label: 'In 7 days' });
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: /^Revoke / });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Link revoked.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await visitor.goto(sharePath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/This share was deleted/);
  await visitorContext.close();
});

test('three files and a folder download from the drive as one zip; over the cap, the API says why', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  const files = {
    'a.bin': randomBytes(5_000),
    'b.bin': randomBytes(7_000),
    'Ünïcode – c.txt': Buffer.from('grüße aus dem zip\n', 'utf8'),
  };
  await upload(
    page,
    Object.entries(files).map(([name, buffer]) => ({
      name,
      mimeType: 'application/octet-stream',
      buffer,
    })),
  );
  await uploadFolder(page, [
    ['trip/day1.txt', 'day one'],
    ['trip/photos/beach.txt', 'sand'],
  ]);
  await expect(page.getByTestId('upload-panel').getByRole('heading')).toHaveText(
    '5 uploads finished',
    { timeout: 20_000 },
  );
  await expect(item(page, 'trip')).toBeVisible();

  for (const name of [...Object.keys(files), 'trip']) await check(page, name);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    selectionBar(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByText(/^Downloading “/)).toBeVisible();
  const entries = (await unzip(await bytesOf(download))).filter((e) => !e.name.endsWith('/'));
  expect(entries.map((e) => e.name).sort()).toEqual(
    [...Object.keys(files), 'trip/day1.txt', 'trip/photos/beach.txt'].sort(),
  );
  for (const [name, bytes] of Object.entries(files))
    expect(entries.find((e) => e.name === name)!.data.equals(bytes)).toBe(true);
  expect(entries.find((e) => e.name === 'trip/photos/beach.txt')!.data.toString()).toBe('sand');

  // A folder alone is a zip too.
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await check(page, 'trip');
  const [folderZip] = await Promise.all([
    page.waitForEvent('download'),
    selectionBar(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  const inFolder = (await unzip(await bytesOf(folderZip))).filter((e) => !e.name.endsWith('/'));
  expect(inFolder.map((e) => e.name).sort()).toEqual(['trip/day1.txt', 'trip/photos/beach.txt']);

  // Over the cap: the API refuses before any byte (out_of_range, the cap in its message).
  const message = 'An archive holds at most 2147483648 bytes (2 GB); this selection has 3 GB.';
  await page.route('**/drive/v1/files:archive', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'out_of_range',
        error_code: 11,
        error_description: message,
        error_uri: '',
        details: [
          { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en', message },
        ],
      }),
    }),
  );
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await check(page, 'a.bin');
  await selectionBar(page).getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText(`The zip was not made: ${message}`)).toBeVisible();
  expect(downloads).toBe(0);
});

test('the context menu (right-click, Shift+F10) has the selection bar’s actions, Share link among them', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  await item(page, 'readme.md').click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Actions' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Download',
    'Share link',
    'Rename',
    'Move',
    'Copy',
    'Star',
    'Delete',
    'Details',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Download' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share “readme.md”' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('drive-list')).toBeFocused();

  // From the keyboard: the focused folder gets the menu; Escape gives focus back to the list.
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('drive-list')).toBeFocused();
});
