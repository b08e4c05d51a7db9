import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { scan } from '../../infra/e2e/axe';
import { API } from '../../infra/e2e/origins';
import { controlGet, controlPost, outboxUrl } from '../../infra/e2e/control';
import { CLIENT_ID, HOST, PASSWORD, pkcePair } from './helpers';

/**
 * Accounts (issue 14, decision 0016): sign-up with the mailed code, password reset, change of
 * password and sign out everywhere, through the API's pages in the site's language. The mail
 * stand-in's outbox is read through the control endpoint (what a person reads in their mail).
 * With CUMULUS_SHOTS_DIR set, each step is also photographed at 375 and 1280 px.
 */

interface Mail {
  to: string;
  kind: string;
  locale: string;
  subject: string;
  code: string;
  link: string;
}

/** The newest mail to an address (the outbox of the mail stand-in). */
async function lastMail(request: APIRequestContext, to: string): Promise<Mail> {
  const res = await controlGet(request, `/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  const { mails } = (await res.json()) as { mails: Mail[] };
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

/** A fresh active account (the demo password), so tests that change it run in parallel. */
async function freshUser(request: APIRequestContext): Promise<string> {
  const res = await controlPost(request, '/users', {});
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { email: string }).email;
}

/** The sign-in form posted as its page does: the status, and the code of a success. */
async function postSignIn(request: APIRequestContext, email: string, password: string) {
  const pkce = pkcePair();
  const res = await request.post(`${API}/v1/auth/authorize`, {
    form: {
      client_id: CLIENT_ID,
      redirect_uri: `${HOST}/auth`,
      response_type: 'code',
      scope: 'user pan offline',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      email,
      password,
    },
    maxRedirects: 0,
  });
  const code = new URL(res.headers().location ?? `${HOST}/`).searchParams.get('code');
  return { status: res.status(), code, verifier: pkce.verifier };
}

/** Signs a tab in as `email` with `password` (a sign-in this tab started), then opens `to`. */
async function signInTab(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  to: string,
) {
  const { status, code, verifier } = await postSignIn(request, email, password);
  expect(status).toBe(302);
  await page.goto('/robots.txt');
  await page.evaluate((v) => sessionStorage.setItem('pp_pkce_verifier', v), verifier);
  await page.goto(`${to}?code=${code}`);
}

/** No axe violation on the page as it is (quality bars' rule sets). */
async function expectAccessible(page: Page, label: string) {
  expect(await scan(page, label, 'desktop')).toEqual([]);
}

const SHOTS = process.env.CUMULUS_SHOTS_DIR;

/** Photographs the page at 375 and 1280 px (only with CUMULUS_SHOTS_DIR). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test.describe('accounts', () => {
  test('sign up from the Japanese site: Japanese pages, the mailed code, back signed in', async ({
    page,
    request,
  }) => {
    // Sign-up, the mailed code, activation and the drive: four pages and a mail, each in Japanese.
    test.setTimeout(60_000);
    const email = `signup-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto('/ja/drive/account');
    await page.getByTestId('login-gate').getByRole('button').click();

    // The API's sign-in page, in the site's language.
    await expect(page).toHaveURL(new RegExp(`/v1/auth/authorize\\?.*ui_locales=ja`));
    await expect(page.getByRole('heading', { name: 'Cumulus にログイン' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await shoot(page, 'signin-ja');
    await expectAccessible(page, 'sign-in (ja)');

    await page.getByRole('link', { name: 'アカウントを作成' }).click();
    await expect(page.getByRole('heading', { name: 'Cumulus アカウントを作成' })).toBeVisible();
    await expect(page.getByLabel('パスワード', { exact: true })).toHaveAccessibleDescription(
      /8文字以上/,
    );
    await shoot(page, 'signup-ja');
    await expectAccessible(page, 'sign-up (ja)');

    // A password too short is refused on the page, in Japanese.
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('名前').fill('Sora Example');
    await page.getByLabel('パスワード', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'アカウントを作成' }).click();
    await expect(page.getByRole('alert')).toHaveText('パスワードは8文字以上にしてください。');
    await page.getByLabel('パスワード', { exact: true }).fill('a long enough secret');
    await page.getByRole('button', { name: 'アカウントを作成' }).click();

    await expect(page.getByRole('heading', { name: 'メールを確認してください' })).toBeVisible();
    const mail = await lastMail(request, email);
    expect(mail.kind).toBe('verify');
    expect(mail.locale).toBe('ja');
    expect(mail.subject).toContain(mail.code);
    await shoot(page, 'verify-ja');
    await expectAccessible(page, 'verify (ja)');

    // Signing in before confirming: "Account not activated" (user_pending), in Japanese.
    const early = await postSignIn(request, email, 'a long enough secret');
    expect(early.status).toBe(403);

    await page.getByLabel('メールに記載されたコード').fill(mail.code);
    await page.getByRole('button', { name: '有効にして続行' }).click();
    await expect(page).toHaveURL(`${HOST}/ja/drive/account`);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Sora Example')).toBeVisible();

    // The outbox page of the mail stand-in lists the mail.
    const outbox = await page.context().newPage();
    await outbox.goto(outboxUrl({ to: email, ui_locales: 'ja' }));
    await expect(outbox.getByRole('heading', { name: mail.subject })).toBeVisible();
    await shoot(outbox, 'outbox');
    await expectAccessible(outbox, 'outbox');
    await outbox.close();
  });

  test('the English sign-in page and its links', async ({ page }) => {
    await page.goto('/drive/account');
    await page.getByTestId('login-gate').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Cumulus' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await shoot(page, 'signin-en');
  });

  test('forgot password: the mailed code sets a new one; the old one is refused after', async ({
    page,
    request,
  }) => {
    const email = await freshUser(request);
    await page.goto('/drive/account');
    await page.getByTestId('login-gate').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await shoot(page, 'forgot');
    await page.getByRole('button', { name: 'Send the code' }).click();

    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const mail = await lastMail(request, email);
    expect(mail.kind).toBe('reset');
    // A wrong code first: the spec's text, and nothing changes.
    await page.getByLabel('Code from the email').fill(mail.code === '000000' ? '000001' : '000000');
    await page.getByLabel('New password').fill('my new password 1');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification code is incorrect');
    await shoot(page, 'reset');
    await expectAccessible(page, 'reset, wrong code');
    await page.getByLabel('Code from the email').fill(mail.code);
    await page.getByLabel('New password').fill('my new password 1');
    await page.getByRole('button', { name: 'Save and sign in' }).click();

    await expect(page).toHaveURL(`${HOST}/drive/account`);
    await expect(page.getByText(email)).toBeVisible();
    expect((await postSignIn(request, email, PASSWORD)).status).toBe(401);
    expect((await postSignIn(request, email, 'my new password 1')).status).toBe(302);
  });

  test('change the password on the account page: the other browser is signed out', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers signed in, the change, an axe pass and two reloads.
    test.setTimeout(60_000);
    const email = await freshUser(request);
    await signInTab(page, request, email, PASSWORD, '/drive/account');
    await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInTab(otherPage, request, email, PASSWORD, '/drive/account');
    await expect(otherPage.getByText(email)).toBeVisible();

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('changed password 1');
    await page.getByLabel('New password again').fill('changed password 1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toHaveText(
      'Password changed. 1 other device was signed out.',
    );
    await shoot(page, 'account');
    await expectAccessible(page, 'account');

    // This tab stays signed in; the other browser's session has ended.
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    await otherPage.reload();
    await expect(otherPage.getByTestId('login-gate')).toBeVisible();
    expect((await postSignIn(request, email, PASSWORD)).status).toBe(401);
    expect((await postSignIn(request, email, 'changed password 1')).status).toBe(302);
    await other.close();
  });

  test('sign out everywhere, after a confirmation: this tab and the other browser', async ({
    page,
    browser,
    request,
  }) => {
    const email = await freshUser(request);
    await signInTab(page, request, email, PASSWORD, '/drive/account');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInTab(otherPage, request, email, PASSWORD, '/drive/account');
    await expect(otherPage.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'sign-out-everywhere');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

    await expect(page.getByTestId('login-gate')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pp_oauth_info'))).toBeNull();
    await otherPage.reload();
    await expect(otherPage.getByTestId('login-gate')).toBeVisible();
    await other.close();
  });
});
