import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../infra/e2e/hydration';
import { API, ORIGINS } from '../../infra/e2e/origins';
import { option } from './helpers';

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

test('save while signed out -> sign in -> the save resumes -> task completes -> file in the drive', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/s/demo-public/pub-dir-docs?view=list');
  await option(page, 'README.md').locator('[data-check]').click();
  await expect(page.getByText('1 item selected (2 KB)')).toBeVisible();
  await page.getByRole('button', { name: 'Save to my drive' }).click();

  // The host sends the visitor to the sign-in page; the pending save is in storage.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill('free@cumulus.test');
  await page.getByLabel('Password', { exact: true }).fill('cumulus-demo');
  await page.getByRole('button', { name: /sign in/i }).click();

  // Back on the share page, signed in: the save runs by itself.
  await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-docs/);
  const panel = page.getByTestId('restore-panel');
  await expect(panel).toContainText('Saved to your drive.', { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('pp_restore_continue'))).toBeNull();

  // The file is in the user's drive, through the API.
  const token = await tokenFor(request, 'free@cumulus.test');
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
