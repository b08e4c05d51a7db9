import { expect, test } from '../../infra/e2e/hydration';
import { API } from '../../infra/e2e/origins';
import { authCode, bridgeCode, CLIENT_ID, HOST, openWithCode, PASSWORD, ready } from './helpers';

test.describe('sign-in (spec §4 Login)', () => {
  test('round trip through the API sign-in page back to where the visitor was', async ({
    page,
  }) => {
    await page.goto('/ja/faq?x=1#top');
    await ready(page);
    await page.getByRole('button', { name: 'ログイン' }).click();

    // The API's sign-in page, without `state` (a code with state would be ignored).
    await expect(page).toHaveURL(new RegExp(`^${API}/v1/auth/authorize\\?`));
    const url = new URL(page.url());
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${HOST}/auth`);
    expect(url.searchParams.get('scope')).toBe('user pan offline');
    expect(url.searchParams.has('state')).toBe(false);
    // The page speaks the site's language (decision 0016).
    expect(url.searchParams.get('ui_locales')).toBe('ja');

    await page.getByLabel('メールアドレス').fill('vip@cumulus.test');
    await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();

    // Back at /auth, the code is exchanged, then the visitor returns to the page they were on.
    await expect(page).toHaveURL(`${HOST}/ja/faq?x=1#top`);
    await expect(
      page.getByRole('button', { name: 'Victor VIP のアカウントメニュー' }),
    ).toBeVisible();
    // The session reached the remote too (mount props): the test page shows it.
    await page.goto('/en-US/test');
    await expect(page.getByText('Yes', { exact: true })).toBeVisible();

    // Sign out from the user's menu.
    await page.getByRole('button', { name: 'Account menu for Victor VIP' }).click();
    await expect(page.getByText('Premium')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('No', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pp_oauth_info'))).toBeNull();
  });

  test('a wrong password stays on the sign-in page with an error', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('free@cumulus.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong account number or password');
  });

  test('drive pages ask to sign in; /drive/login starts the sign-in at once', async ({ page }) => {
    await page.goto('/drive/all');
    await expect(page.getByTestId('login-gate')).toBeVisible();
    await expect(page.locator('[data-remote="mfe_drive"][data-status]')).toHaveCount(0);
    await page.goto('/drive/login');
    await expect(page).toHaveURL(new RegExp(`^${API}/v1/auth/authorize\\?`));
  });

  test('signed in, drive pages mount the drive remote and /drive/login goes to all files', async ({
    page,
    request,
  }) => {
    await openWithCode(page, request, 'free@cumulus.test', '/drive/recent');
    await expect(page).toHaveURL(/\/drive\/recent$/);
    await expect(page.locator('[data-remote="mfe_drive"][data-status]')).toBeVisible();
    await expect(page.getByTestId('login-gate')).toHaveCount(0);
    await page.goto('/drive/login');
    await expect(page).toHaveURL(/\/drive\/all$/);
  });

  test('a code accompanied by state is ignored', async ({ page, request }) => {
    const { code, verifier } = await authCode(request, 'free@cumulus.test');
    await page.goto(`/auth?code=${code}&state=abc`);
    await expect(page.getByRole('heading', { name: 'Sign-in did not complete' })).toBeVisible();
    await expect(page.getByText('not meant for this site')).toBeVisible();
    await expect(page).toHaveURL(`${HOST}/auth`);
    // The code was not spent: it still works.
    const res = await request.post(`${API}/v1/auth/token`, {
      data: {
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        code_verifier: verifier,
      },
    });
    expect(res.ok()).toBe(true);
  });

  test('a planted ?code= from another account never changes who is signed in', async ({
    page,
    request,
  }) => {
    await openWithCode(page, request, 'free@cumulus.test');
    await expect(page.getByRole('button', { name: /Account menu for Frida Free/ })).toBeVisible();
    // An attacker's own code (bound to the attacker's verifier) in a link the victim opens.
    const planted = await authCode(request, 'vip@cumulus.test');
    await page.goto(`/faq?code=${planted.code}`);
    await expect(page).toHaveURL(`${HOST}/faq`);
    await expect(page.getByRole('button', { name: /Account menu for Frida Free/ })).toBeVisible();
    await page.goto(`/auth?code=${planted.code}`);
    await expect(page.getByRole('button', { name: /Account menu for Frida Free/ })).toBeVisible();
    // Signed out, the same link says why nothing happened.
    await page.getByRole('button', { name: /Account menu for Frida Free/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(`/auth?code=${planted.code}`);
    await expect(page.getByText('was not started in this browser')).toBeVisible();
  });

  test('an expired or used code shows a way to sign in again', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => sessionStorage.setItem('pp_pkce_verifier', 'v'.repeat(43)));
    await page.goto('/auth?code=not-a-real-code');
    await expect(page.getByRole('heading', { name: 'Sign-in did not complete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  });

  test('a new code signs out the prior session first', async ({ page, request }) => {
    await openWithCode(page, request, 'free@cumulus.test');
    await expect(page.getByRole('button', { name: /Account menu for Frida Free/ })).toBeVisible();
    const first = await page.evaluate(() => localStorage.getItem('pp_oauth_info'));
    await openWithCode(page, request, 'vip@cumulus.test', '/');
    await expect(page.getByRole('button', { name: /Account menu for Victor VIP/ })).toBeVisible();
    await expect(page).toHaveURL(`${HOST}/`);
    // The old refresh token was revoked.
    const old = JSON.parse(first!) as { refresh_token: string };
    await expect
      .poll(async () =>
        (
          await request.post(`${API}/v1/auth/token`, {
            data: {
              grant_type: 'refresh_token',
              refresh_token: old.refresh_token,
              client_id: CLIENT_ID,
            },
          })
        ).status(),
      )
      .toBe(400);
  });
});

test.describe('/loading (captcha redirect page)', () => {
  test('reports the captcha token to the window that opened it, then closes', async ({ page }) => {
    await page.goto('/faq');
    await ready(page);
    const received = page.evaluate(
      () =>
        new Promise<{ origin: string; data: unknown }>((resolve) => {
          window.addEventListener('message', (e) => resolve({ origin: e.origin, data: e.data }));
        }),
    );
    const popup = page.waitForEvent('popup');
    await page.evaluate(() => window.open('/loading?captcha_token=tok-123&expires_in=300'));
    const win = await popup;
    expect(await received).toEqual({
      origin: HOST,
      data: { type: 'cumulus:captcha', captcha_token: 'tok-123' },
    });
    await expect.poll(() => win.isClosed()).toBe(true);
  });

  test('without an opener it says the check is complete', async ({ page }) => {
    await page.goto('/loading?captcha_token=tok');
    await expect(page.getByText('The security check is complete')).toBeVisible();
  });
});

test.describe('auth bridges', () => {
  // The desktop stand-in's approval window lists every waiting request of the server: its two
  // journeys run one after the other, or one would answer the other's request.
  test.describe.configure({ mode: 'serial' });

  test('desktop client: from_source=pc_client with a hex port gets a code from the loopback service', async ({
    page,
  }) => {
    const port = Number(new URL(API).port).toString(16);
    await page.goto(`/?from_source=pc_client&port=${port}`);
    // A link alone signs no one in: the visitor approves first.
    const ask = page.getByRole('dialog', { name: 'Sign in with the desktop app?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Sign in' }).click();
    await expect(ask).toBeHidden();
    // The desktop app asks the person too (the stand-in's approval window, a page of the API).
    const desktopApp = await page.context().newPage();
    await desktopApp.goto(`${API}/windows/approve`);
    await expect(desktopApp.getByText(`${HOST} asks to sign in to Cumulus`)).toBeVisible();
    await desktopApp.getByRole('button', { name: 'Allow' }).click();
    await expect(desktopApp.getByText('Allowed.')).toBeVisible();
    await desktopApp.close();
    // The stand-in's desktop user is the VIP seed user.
    await expect(page.getByRole('button', { name: /Account menu for Victor VIP/ })).toBeVisible();
  });

  test('desktop client: "Deny" in the desktop app signs no one in', async ({ page }) => {
    const port = Number(new URL(API).port).toString(16);
    await page.goto(`/faq?from_source=pc_client&port=${port}`);
    await page
      .getByRole('dialog', { name: 'Sign in with the desktop app?' })
      .getByRole('button', { name: 'Sign in' })
      .click();
    const desktopApp = await page.context().newPage();
    await desktopApp.goto(`${API}/windows/approve`);
    const denied = page.waitForResponse(
      (r) => r.url().includes('/windows/client-auth-code') && r.status() === 403,
    );
    await desktopApp.getByRole('button', { name: 'Deny' }).click();
    await expect(desktopApp.getByText('Denied. No one was signed in.')).toBeVisible();
    await denied;
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('desktop client: "Not now" (or Escape) signs no one in and asks the service nothing', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/windows/client-auth-code') && asked.push(r.url()));
    const port = Number(new URL(API).port).toString(16);
    await page.goto(`/faq?from_source=pc_client&port=${port}`);
    const ask = page.getByRole('dialog', { name: 'Sign in with the desktop app?' });
    await ask.getByRole('button', { name: 'Not now' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto(`/faq?from_source=pc_client&port=${port}`);
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    expect(asked).toEqual([]);
  });

  test('browser extension: asks the extension for a code; logout removes from_source', async ({
    page,
    request,
  }) => {
    const code = await bridgeCode(request, 'free@cumulus.test');
    // A stand-in content script: answers the page's login-code request on the window.
    await page.addInitScript((c) => {
      window.addEventListener('message', (e) => {
        const d = e.data as { type?: string; id?: string };
        if (e.source === window && d?.type === 'cumulus:ext:login-code-request') {
          window.postMessage(
            { type: 'cumulus:ext:login-code', id: d.id, code: c },
            location.origin,
          );
        }
      });
    }, code);
    await page.goto('/faq?from_source=pp_browser_extension');
    await expect(page.getByRole('button', { name: /Account menu for Frida Free/ })).toBeVisible();
    await expect(page).toHaveURL(/from_source=pp_browser_extension/);
    await page.getByRole('button', { name: /Account menu for Frida Free/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${HOST}/faq`);
  });

  test('browser extension that never answers: signed out after the 5 s wait', async ({ page }) => {
    /** host/src/lib/bridges.ts' EXTENSION_WAIT_MS (its module brings shared-libs' browser code). */
    const EXTENSION_WAIT_MS = 5_000;
    // The wait runs on the page's clock, moved on by 5 s rather than waited for.
    await page.clock.install();
    await page.goto('/faq?from_source=pp_browser_extension');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    await page.clock.fastForward(EXTENSION_WAIT_MS);
    await expect(signIn).toHaveAttribute('aria-busy', 'false');
  });

  test('native app with bridge_auth=1: asks the app for a code when not signed in', async ({
    browser,
    request,
  }) => {
    const code = await bridgeCode(request, 'vip@cumulus.test');
    const ctx = await browser.newContext({ userAgent: 'Mozilla/5.0 CumulusApp/8.0.3' });
    const page = await ctx.newPage();
    // The app's side of the bridge: `CumulusNative.call(method, params, callbackId)`, answering
    // through `CumulusBridge.receive(callbackId, json)`.
    await page.addInitScript((c) => {
      const w = window as unknown as {
        __asked: number;
        CumulusNative: unknown;
        CumulusBridge?: { receive(id: string, raw: string): void };
      };
      w.__asked = 0;
      w.CumulusNative = {
        call(method: string, _params: string, id: string) {
          const answer =
            method === 'requestLoginAuthCode'
              ? (w.__asked++, { code: 0, msg: '', data: { code: c } })
              : { code: 404, msg: 'method is not declared', data: null };
          setTimeout(() => w.CumulusBridge?.receive(id, JSON.stringify(answer)), 10);
        },
      };
    }, code);
    await page.goto('/?bridge_auth=1');
    await expect(page.getByRole('button', { name: /Account menu for Victor VIP/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
    // A valid login is kept: the app is not asked again.
    await page.reload();
    await expect(page.getByRole('button', { name: /Account menu for Victor VIP/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
    await ctx.close();
  });
});
