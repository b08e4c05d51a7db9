import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { describeFound, scanWidths } from '../../infra/e2e/axe';
import { controlPost } from '../../infra/e2e/control';
import { expect, test } from '../../infra/e2e/hydration';
import { API, ORIGINS } from '../../infra/e2e/origins';
import { REMOTE_ORIGINS } from '../../infra/e2e/remotes';
import { option } from './helpers';
import { photograph, SHOTS_DIR } from '../../infra/e2e/shots';

/** Signs in through the API's authorization-code flow (the site's client, PKCE) -> a token. */
async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const redirect = `${ORIGINS.host}/auth`;
  const verifier = randomBytes(32).toString('base64url');
  const res = await request.post(`${API}/v1/auth/authorize`, {
    form: {
      client_id: 'cumulus-web',
      redirect_uri: redirect,
      scope: 'user+pan+offline',
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      email,
      password: 'cumulus-demo',
    },
    maxRedirects: 0,
  });
  const code = new URL(res.headers().location ?? '', redirect).searchParams.get('code');
  expect(code).toBeTruthy();
  const tok = await request.post(`${API}/v1/auth/token`, {
    data: {
      grant_type: 'authorization_code',
      code,
      client_id: 'cumulus-web',
      code_verifier: verifier,
    },
  });
  return ((await tok.json()) as { access_token: string }).access_token;
}

/**
 * A fresh account (its own drive, the demo password), so a journey's saves are its own: a save
 * asks when README.md is already in the account's "My Pack" (decision 0031).
 */
async function freshAccount(request: APIRequestContext): Promise<string> {
  const res = await controlPost(request, '/users', {});
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { email: string }).email;
}

test('save while signed out -> sign in -> the save resumes -> task completes -> file in the drive', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await freshAccount(request);
  await page.goto('/s/demo-public/pub-dir-docs?view=list');
  await option(page, 'README.md').locator('[data-check]').click();
  await expect(page.getByText('1 item selected (2 KB)')).toBeVisible();
  await page.getByRole('button', { name: 'Save to my drive' }).click();

  // The host sends the visitor to the sign-in page; the pending save is in storage.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cumulus-demo');
  await page.getByRole('button', { name: /sign in/i }).click();

  // Back on the share page, signed in: the save runs by itself.
  await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs/);
  const panel = page.getByTestId('restore-panel');
  await expect(panel).toContainText('Saved to your drive.', { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('pp_restore_continue'))).toBeNull();

  // The file is in the user's drive, through the API.
  const token = await tokenFor(request, email);
  const auth = { Authorization: `Bearer ${token}` };
  const root = await (
    await request.get(`${API}/drive/v1/files?parent_id=&limit=100`, { headers: auth })
  ).json();
  const pack = (root.files as Array<{ id: string; name: string }>).find(
    (f) => f.name === 'My Pack',
  );
  expect(pack).toBeTruthy();
  const inPack = await (
    await request.get(`${API}/drive/v1/files?parent_id=${pack!.id}&limit=100`, { headers: auth })
  ).json();
  expect((inPack.files as Array<{ name: string }>).map((f) => f.name)).toContain('README.md');

  // "Open in my drive" goes to the drive through the host.
  await panel.getByRole('button', { name: 'Open in my drive' }).click();
  await expect(page).toHaveURL(/\/drive\/all/);
});

/** The save's own chunk (`share-save.0123abcd.js`, with or without a retry's query). */
const saveChunk = new RegExp(
  `^${REMOTE_ORIGINS.mfe_share.replace(/[.:/]/g, '\\$&')}/(?:[^?]*/)?share-save\\.[0-9a-f]{8}\\.js(\\?.*)?$`,
);

test('the save’s code cannot be had: the page says so with Try again, which goes on with the save', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await freshAccount(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (saveChunk.test(r.url())) asked.push(r.url());
  });
  await page.route(saveChunk, (route) => route.abort());
  await selectReadme(page);
  // The first view does not carry the save.
  expect(asked).toEqual([]);
  await page.getByRole('button', { name: 'Save to my drive' }).click();
  const panel = page.getByTestId('restore-panel');
  await expect(panel).toHaveAttribute('data-phase', 'failed', { timeout: 15_000 });
  await expect(panel).toContainText(
    'The save could not start: part of this page did not load. Check your connection and try again.',
  );
  // The page is still there and works: the listing, the selection, the save button.
  await expect(option(page, 'README.md')).toBeVisible();
  await expect(page.getByText('1 item selected (2 KB)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to my drive' })).toBeEnabled();
  const found = await scanWidths(page, 'save chunk failed');
  expect(found, describeFound(found)).toEqual([]);

  await page.unroute(saveChunk);
  await panel.getByRole('button', { name: 'Try again' }).click();
  // The save goes on: signed out, the host sends the visitor to sign in; back, it completes.
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cumulus-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs/);
  await expect(panel).toContainText('Saved to your drive.', { timeout: 20_000 });
});

test('signed in: saving too much explains the missing space', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/s/demo-public?view=list&order=size_desc');
  await option(page, 'huge-dataset.zip').locator('[data-check]').click();
  await page.getByRole('button', { name: 'Save to my drive' }).click();
  await page.getByLabel('Email').fill('free@cumulus.test');
  await page.getByLabel('Password', { exact: true }).fill('cumulus-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByTestId('restore-panel')).toContainText(
    'There is not enough space in your drive',
    {
      timeout: 20_000,
    },
  );
});

// ---- Names already in the folder (decision 0031): the save asks Keep both / Replace / Skip ----

interface Item {
  id: string;
  name: string;
}

/** The share's Documents with README.md selected. */
async function selectReadme(page: Page) {
  await page.goto('/s/demo-public/pub-dir-docs?view=list');
  await option(page, 'README.md').locator('[data-check]').click();
  await expect(page.getByText('1 item selected (2 KB)')).toBeVisible();
}

/** A first save of README.md, signing in as `email` on the way: it lands in "My Pack". */
async function saveReadmeOnce(page: Page, email: string) {
  await selectReadme(page);
  await page.getByRole('button', { name: 'Save to my drive' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cumulus-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs/);
  const panel = page.getByTestId('restore-panel');
  await expect(panel).toContainText('Saved to your drive.', { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Close' }).click();
}

/** Saves README.md again (signed in): the question comes up. */
async function saveAgain(page: Page) {
  await selectReadme(page);
  await page.getByRole('button', { name: 'Save to my drive' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'An item with this name is already in “My Pack”',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Already there' })).toHaveText('README.md');
  return dialog;
}

/** The account's drive through the API: "My Pack"'s items and the trash. */
async function driveOf(request: APIRequestContext, email: string) {
  const auth = { Authorization: `Bearer ${await tokenFor(request, email)}` };
  const files = async (query: string) =>
    (
      (await (await request.get(`${API}/drive/v1/files?${query}`, { headers: auth })).json()) as {
        files: Item[];
      }
    ).files;
  const pack = (await files('parent_id=&limit=100')).find((f) => f.name === 'My Pack');
  expect(pack).toBeTruthy();
  return {
    inPack: () => files(`parent_id=${pack!.id}&limit=100`),
    trash: () =>
      files(`parent_id=*&limit=100&filters=${encodeURIComponent('{"trashed":{"eq":true}}')}`),
  };
}
const namesOf = (items: Item[]) => items.map((f) => f.name).sort();

test('saving again asks: Escape and Cancel save nothing, Keep both adds "README (1).md"; axe clean', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const email = await freshAccount(request);
  await saveReadmeOnce(page, email);
  const drive = await driveOf(request, email);
  expect(namesOf(await drive.inPack())).toEqual(['README.md']);

  let dialog = await saveAgain(page);
  // The focus is in the question, on its first choice: Keep both, for all of the names.
  await expect(dialog.getByRole('radio', { name: /Keep both/ })).toBeFocused();
  await expect(dialog.getByRole('radio', { name: /Keep both/ })).toBeChecked();
  await expect(
    dialog.getByText('The saved copy gets a number, like “README (1).md”.'),
  ).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'What should happen to it?' })).toBeVisible();

  // The question at a phone's and a desktop's width: axe clean, and photographed.
  const found = await scanWidths(page, `save question (${info.project.name})`);
  expect(found, describeFound(found)).toEqual([]);
  for (const width of SHOTS_DIR ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    await photograph(page, `save-conflict-${width}`);
  }

  // Escape: nothing saved, the focus back on the save button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const save = page.getByRole('button', { name: 'Save to my drive' });
  await expect(save).toBeFocused();
  await expect(page.getByTestId('restore-panel')).toHaveCount(0);

  // Cancel: the same.
  await save.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  expect(namesOf(await drive.inPack())).toEqual(['README.md']);

  // Keep both (the default): two items, the new one numbered.
  await save.click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The save button is disabled while the save runs: the focus goes to its progress.
  const panel = page.getByTestId('restore-panel');
  await expect(panel).toBeFocused();
  await expect(panel).toContainText('Saved to your drive.', { timeout: 20_000 });
  expect(namesOf(await drive.inPack())).toEqual(['README (1).md', 'README.md']);
});

test('saving again, Replace: one README.md in "My Pack", the old one in the trash', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await freshAccount(request);
  await saveReadmeOnce(page, email);
  const drive = await driveOf(request, email);
  const [old] = await drive.inPack();

  const dialog = await saveAgain(page);
  await dialog.getByRole('radio', { name: /Replace/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('restore-panel')).toContainText('Saved to your drive.', {
    timeout: 20_000,
  });
  const now = await drive.inPack();
  expect(namesOf(now)).toEqual(['README.md']);
  expect(now[0]!.id).not.toBe(old!.id);
  expect((await drive.trash()).map((f) => f.id)).toEqual([old!.id]);
});

test('saving again, Skip: nothing new, and the page says so', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await freshAccount(request);
  await saveReadmeOnce(page, email);
  const drive = await driveOf(request, email);
  const before = await drive.inPack();

  const dialog = await saveAgain(page);
  await dialog.getByRole('radio', { name: /Skip Nothing new is saved/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('restore-panel')).toContainText(
    'Nothing was saved: every item is already in “My Pack”.',
  );
  expect((await drive.inPack()).map((f) => f.id)).toEqual(before.map((f) => f.id));
  expect(await drive.trash()).toEqual([]);
});
