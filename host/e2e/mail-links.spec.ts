import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { scan } from '../../infra/e2e/axe';
import { controlGet, controlPost } from '../../infra/e2e/control';
import { API } from '../../infra/e2e/origins';
import { authCode, CLIENT_ID, HOST, openWithCode } from './helpers';

const SHOTS = process.env.CUMULUS_SHOTS_DIR;

/**
 * Mail links from any tab (issue 31, item 1; infra/api/README.md "Mail links from any tab"):
 * the verification and reset links, opened in a second tab of the same browser (a new page:
 * none of the first tab's session storage, so none of its PKCE verifier), do their job and land
 * signed in in the drive, never on "Sign-in did not complete". Also the API pages' frame (item
 * 2): axe-clean in light and dark at 375 and 1280 px, photographed to the test's output folder.
 */

interface Mail {
  to: string;
  kind: string;
  code: string;
  link: string;
}

async function lastMail(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  const res = await controlGet(request, `/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  const { mails } = (await res.json()) as { mails: Mail[] };
  const mail = mails.find((m) => m.kind === kind);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  return mail!;
}

async function freshUser(request: APIRequestContext): Promise<string> {
  const res = await controlPost(request, '/users', {});
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { email: string }).email;
}

const newAddress = () =>
  `mail-link-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The drive, signed in: its heading and the account's address in the account page. */
async function expectSignedInDrive(page: Page, email: string) {
  await expect(page).toHaveURL(`${HOST}/drive/all`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My drive');
  await page.goto('/drive/account');
  await expect(page.getByText(email)).toBeVisible();
}

/** Starts a sign-in from the site in `page` (the API's sign-in page opens). */
async function openSignIn(page: Page) {
  await page.goto('/drive/account');
  await page.getByTestId('login-gate').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Cumulus' })).toBeVisible();
}

test.describe('mail links from a second tab', () => {
  test('verify: the link in a new tab activates and lands signed in in the drive', async ({
    page,
    request,
  }) => {
    const email = newAddress();
    await openSignIn(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your Cumulus account' })).toBeVisible();
    // Marketing mail is off until chosen.
    await expect(page.getByLabel(/news and offers/)).not.toBeChecked();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Name').fill('Tab Two');
    await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const mail = await lastMail(request, email, 'verify');

    // The mail's link in a second tab: no session storage of the first one.
    const second = await page.context().newPage();
    await second.goto(mail.link);
    await expect(second.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(await second.evaluate(() => sessionStorage.length)).toBe(0);
    await second.getByRole('button', { name: 'Activate and continue' }).click();
    await expect(second.getByText('Sign-in did not complete')).toHaveCount(0);
    await expectSignedInDrive(second, email);
    await second.close();
  });

  test('reset: the link in a new tab sets the password and lands signed in in the drive', async ({
    page,
    request,
  }) => {
    const email = await freshUser(request);
    await openSignIn(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const mail = await lastMail(request, email, 'reset');

    const second = await page.context().newPage();
    await second.goto(mail.link);
    await expect(second.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await second.getByLabel('New password').fill('a new password from tab two');
    // The show-password box shows what was typed.
    await second.getByLabel('Show password').check();
    await expect(second.getByLabel('New password')).toHaveAttribute('type', 'text');
    await second.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(second.getByText('Sign-in did not complete')).toHaveCount(0);
    await expectSignedInDrive(second, email);
    await second.close();
  });

  test('"Start for free" opens sign-up, not sign-in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start for free' }).click();
    await expect(page.getByRole('heading', { name: 'Create your Cumulus account' })).toBeVisible();
  });
});

test.describe('session ended elsewhere', () => {
  test('the sign-in panel says so instead of a silent switch', async ({ page, request }) => {
    const email = await freshUser(request);
    await openWithCode(page, request, email, '/drive/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My drive');
    // Another device signs out everywhere (its own session, through the API).
    const { code, verifier } = await authCode(request, email);
    const token = await request.post(`${API}/v1/auth/token`, {
      data: {
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        code_verifier: verifier,
      },
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const revoked = await request.post(`${API}/v1/user/sessions:revokeAll`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(revoked.ok()).toBe(true);
    // This tab's next call fails: the panel explains why it is asking to sign in.
    await page.reload();
    const gate = page.getByTestId('login-gate');
    await expect(gate.getByRole('status')).toHaveText(/ended on another device/);
    await expect(gate.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await scan(page, 'session ended', 'desktop')).toEqual([]);
  });
});

/** Each page in both schemes and both widths, the frame (sign-in) in all four. */
type Look = { colorScheme: 'light' | 'dark'; width: number };
const ALL_LOOKS: Look[] = [
  { colorScheme: 'light', width: 375 },
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 375 },
  { colorScheme: 'dark', width: 1280 },
];
const TWO_LOOKS: Look[] = [ALL_LOOKS[0]!, ALL_LOOKS[3]!];

/**
 * Axe on the page in the given looks; photographed when CUMULUS_SHOTS_DIR names a folder (the
 * pages share one frame: the sign-in page is checked in every look, the others in both schemes
 * and both widths).
 */
async function checkFrame(page: Page, name: string, looks: Look[] = TWO_LOOKS) {
  for (const { colorScheme, width } of looks) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page, `${name} ${colorScheme}`, String(width))).toEqual([]);
    if (SHOTS)
      await page.screenshot({
        path: path.join(SHOTS, `${name}-${colorScheme}-${width}.png`),
        fullPage: true,
      });
  }
}

test.describe('the API pages frame', () => {
  test('sign-in, sign-up, forgot and reset: brand, back link, languages; axe-clean light and dark', async ({
    page,
    request,
  }) => {
    // Four pages in one frame, axe-checked in both themes and both widths.
    test.setTimeout(120_000);
    await openSignIn(page);
    await expect(page.getByRole('link', { name: 'Cumulus home page' })).toHaveAttribute(
      'href',
      `${HOST}/`,
    );
    await expect(page.getByRole('link', { name: 'Back to the site' })).toBeVisible();
    await checkFrame(page, 'signin', ALL_LOOKS);

    // The language switch works without script: a link to this page in each locale.
    const languages = page.getByRole('navigation', { name: /^(Language|Idioma)$/ });
    await languages.getByText('Language: English').click();
    await languages.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en Cumulus');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await languages.getByText(/: Español/).click();
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Cumulus' })).toBeVisible();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your Cumulus account' })).toBeVisible();
    await checkFrame(page, 'signup');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await checkFrame(page, 'forgot');
    const email = await freshUser(request);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await checkFrame(page, 'reset');
  });

  test("the site's dark choice reaches the sign-in page even in a light system", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('pp_theme', 'dark'));
    await openSignIn(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(16, 19, 26)');
  });
});
