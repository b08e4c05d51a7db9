import { randomBytes, randomUUID } from 'node:crypto';
import { test as noHydration, type APIRequestContext, type Page } from '@playwright/test';
import { controlPost } from '../../infra/e2e/control';
import { expect, test } from '../../infra/e2e/hydration';
import { API } from '../../infra/e2e/origins';
import { option, sharePage } from './helpers';
import { bytesOf, unzip } from '../../infra/e2e/zip';

/**
 * Visitors download from a share that allows it (issue 30): one file (the same bytes as were
 * uploaded), a selection as one zip (the names inside, in UTF-8, and the bytes), and no download
 * controls at all on a share that does not allow them. The owner is a fresh account (control
 * endpoint) that uploads a file of known bytes (tus) and makes its links (`POST /drive/v1/share`).
 */

interface Owner {
  auth: Record<string, string>;
  /** Ids of the owner's top-level items by name. */
  ids: Record<string, string>;
}

/** A name that must survive the zip as it is (UTF-8 flag, not CP437). */
const UPLOADED = 'Résumé – Ünïcode.txt';

async function ownerWithUpload(
  request: APIRequestContext,
  bytes: Buffer,
  more: Record<string, Buffer> = {},
): Promise<Owner> {
  const user = await controlPost(request, '/users', {});
  expect(user.ok()).toBe(true);
  const { email } = (await user.json()) as { email: string };
  const code = await controlPost(request, '/code', { email });
  expect(code.ok()).toBe(true);
  const token = await request.post(`${API}/v1/auth/token`, {
    data: {
      grant_type: 'authorization_code',
      code: ((await code.json()) as { code: string }).code,
      client_id: 'cumulus-web',
    },
  });
  expect(token.ok()).toBe(true);
  const auth = {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };

  // tus uploads in a single PATCH each: files whose bytes the test knows.
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  for (const [name, data] of Object.entries({ [UPLOADED]: bytes, ...more })) {
    const created = await request.post(`${API}/drive/v1/uploads/`, {
      headers: {
        ...tus,
        'upload-length': String(data.length),
        'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
      },
    });
    expect(created.status()).toBe(201);
    const location = new URL(created.headers().location ?? '', API).toString();
    const patched = await request.patch(location, {
      headers: {
        ...tus,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      data,
    });
    expect(patched.status()).toBe(204);
  }

  const list = await request.get(`${API}/drive/v1/files`, {
    headers: auth,
    params: { parent_id: '', limit: 100 },
  });
  expect(list.ok()).toBe(true);
  const { files } = (await list.json()) as { files: Array<{ id: string; name: string }> };
  const ids = Object.fromEntries(files.map((f) => [f.name, f.id]));
  expect(ids[UPLOADED]).toBeTruthy();
  return { auth, ids };
}

/** A link to some of the owner's items (no passcode, never expires). */
async function makeLink(
  request: APIRequestContext,
  owner: Owner,
  names: string[],
  allowDownload: boolean,
): Promise<string> {
  const res = await request.post(`${API}/drive/v1/share`, {
    headers: { ...owner.auth, 'idempotency-key': randomUUID() },
    data: {
      file_ids: names.map((n) => owner.ids[n]),
      pass_code_option: 'NOT_REQUIRED',
      expiration_days: -1,
      allow_download: allowDownload,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { share_id: string }).share_id;
}

const bar = (page: Page) => page.getByRole('region', { name: 'Save' });

test('a visitor downloads one file of a share that allows it: the same bytes', async ({
  page,
  request,
}) => {
  const bytes = randomBytes(24_000);
  const owner = await ownerWithUpload(request, bytes);
  const shareId = await makeLink(request, owner, [UPLOADED, 'Documents', 'readme.md'], true);

  // Signed out, in a browser that never saw the owner.
  await page.goto(`/s/${shareId}?view=list`);
  await option(page, UPLOADED).locator('[data-check]').click();
  const link = bar(page).getByRole('link', { name: 'Download' });
  await expect(link).toHaveAttribute('download', UPLOADED);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(UPLOADED);
  expect((await bytesOf(download)).equals(bytes)).toBe(true);

  // The preview offers the same download.
  await option(page, UPLOADED).click();
  const dialog = page.getByRole('dialog', { name: UPLOADED });
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    (await link.getAttribute('href')) ?? '',
  );
});

test('a visitor downloads a selection as one zip: the names inside, and the bytes', async ({
  page,
  request,
}) => {
  const bytes = randomBytes(10_000);
  const owner = await ownerWithUpload(request, bytes);
  const shareId = await makeLink(request, owner, [UPLOADED, 'Documents', 'readme.md'], true);

  await page.goto(`/s/${shareId}?view=list`);
  await option(page, UPLOADED).locator('[data-check]').click();
  await option(page, 'Documents').locator('[data-check]').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar(page).getByRole('button', { name: 'Download as zip' }).click(),
  ]);
  await expect(page.getByTestId('share-download-notice')).toContainText(
    'Your download has started',
  );
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = (await unzip(await bytesOf(download))).filter((e) => !e.name.endsWith('/'));
  expect(entries.map((e) => e.name).sort()).toEqual(['Documents/notes.txt', UPLOADED].sort());
  const uploaded = entries.find((e) => e.name === UPLOADED)!;
  expect(uploaded.utf8).toBe(true);
  expect(uploaded.data.equals(bytes)).toBe(true);
});

test("a selection over the API's cap: its message, and nothing downloads", async ({
  page,
  request,
}) => {
  const owner = await ownerWithUpload(request, randomBytes(1_000));
  const shareId = await makeLink(request, owner, [UPLOADED, 'Documents'], true);
  // The API's own refusal (out_of_range, before any byte), as it answers a selection over the
  // cap (2 GiB here, more than a test drive holds).
  const message = 'An archive holds at most 2147483648 bytes (2 GB); this selection has 3 GB.';
  await page.route('**/drive/v1/share:archive', (route) =>
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
  await page.goto(`/s/${shareId}?view=list`);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await bar(page).getByRole('button', { name: 'Download all' }).click();
  const notice = page.getByTestId('share-download-notice');
  await expect(notice).toContainText('This selection is too large to download as one zip.');
  await expect(notice).toContainText(message);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeEmpty();
  expect(downloads).toBe(0);
});

test('a share that does not allow downloads shows no download control', async ({
  page,
  request,
}) => {
  const owner = await ownerWithUpload(request, randomBytes(1_000));
  const shareId = await makeLink(request, owner, [UPLOADED, 'Documents'], false);

  await page.goto(`/s/${shareId}?view=list`);
  await expect(option(page, UPLOADED)).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Save all to my drive' })).toBeVisible();
  const shown = sharePage(page);
  await expect(shown.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await option(page, UPLOADED).locator('[data-check]').click();
  await expect(bar(page).getByText('1 item selected')).toBeVisible();
  await expect(shown.getByRole('link', { name: 'Download' })).toHaveCount(0);
  await option(page, 'Documents').locator('[data-check]').click();
  await expect(bar(page).getByText('2 items selected')).toBeVisible();
  await expect(shown.getByRole('button', { name: /^Download/ })).toHaveCount(0);

  // Nor in the preview, and the API refuses the address anyway.
  await option(page, UPLOADED).click();
  const dialog = page.getByRole('dialog', { name: UPLOADED });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveCount(0);
  const direct = await request.get(`${API}/drive/v1/share/download`, {
    params: { share_id: shareId, file_id: owner.ids[UPLOADED]! },
    maxRedirects: 0,
  });
  expect(direct.status()).toBe(403);
  expect(((await direct.json()) as { error: string }).error).toBe('permission_denied');
});

noHydration.describe('without JavaScript', () => {
  noHydration.use({ javaScriptEnabled: false });

  noHydration(
    "a file's page, rendered by the server, downloads it; a file with no preview downloads from its row",
    async ({ page, request }) => {
      const bytes = randomBytes(8_000);
      const packed = randomBytes(6_000);
      const owner = await ownerWithUpload(request, bytes, { 'pack.zip': packed });
      const shareId = await makeLink(request, owner, [UPLOADED, 'pack.zip'], true);

      await page.goto(`/s/${shareId}?view=list`);
      await option(page, UPLOADED).click();
      await expect(page).toHaveURL(/\?(.*&)?preview=/);
      const view = page.getByRole('region', { name: `File: ${UPLOADED}` });
      const [one] = await Promise.all([
        page.waitForEvent('download'),
        view.getByRole('link', { name: 'Download' }).click(),
      ]);
      expect((await bytesOf(one)).equals(bytes)).toBe(true);

      await view.getByRole('link', { name: 'Back to the folder' }).click();
      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        option(page, 'pack.zip').click(),
      ]);
      expect(zip.suggestedFilename()).toBe('pack.zip');
      expect((await bytesOf(zip)).equals(packed)).toBe(true);
    },
  );
});
