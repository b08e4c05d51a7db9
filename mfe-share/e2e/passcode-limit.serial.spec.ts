import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../infra/e2e/hydration';
import { API, ORIGINS } from '../../infra/e2e/origins';
import { controlPost } from '../../infra/e2e/control';
import { option } from './helpers';

const SHARE_ACTION = 'GET:/drive/v1/share';

/** A captcha token earned by solving the challenge through the API (as the frame would). */
async function solvedToken(request: APIRequestContext): Promise<string> {
  const init = await request.post(`${API}/v1/shield/captcha/init`, {
    data: {
      action: SHARE_ACTION,
      client_id: 'cumulus-web',
      device_id: 'e2e',
      redirect: ORIGINS.host,
    },
  });
  const id = new URL((await init.json()).url).searchParams.get('id') ?? '';
  const solved = await request.post(`${API}/v1/shield/captcha/challenge`, {
    form: { id },
    maxRedirects: 0,
  });
  return new URL(solved.headers().location ?? '').searchParams.get('captcha_token') ?? '';
}

/** `n` wrong passcodes from this address (solving the challenge once it is due). */
async function wrongGuesses(request: APIRequestContext, n: number) {
  for (let i = 0; i < n; i++) {
    const url = `${API}/drive/v1/share?share_id=demo-passcode&pass_code=no${i}x`;
    let r = await request.get(url);
    if (r.status() === 403)
      r = await request.get(url, { headers: { 'x-captcha-token': await solvedToken(request) } });
    expect((await r.json()).share_status).toBe('PASS_CODE_ERROR');
  }
}

/**
 * After 5 wrong passcodes, the next guess asks the visitor to solve the security check (a
 * frame over the page); once solved, the guess is checked.
 */
test('after repeated wrong passcodes, the security check comes first, then the share opens', async ({
  page,
  request,
}) => {
  await controlPost(request, '', { resetLimits: true });
  try {
    await wrongGuesses(request, 5);
    await page.goto('/s/demo-passcode');
    const input = page.getByRole('textbox', { name: 'Passcode' });
    await input.fill('cu42');
    await input.press('Enter');
    const check = page.frameLocator('iframe').first();
    await check.getByRole('button', { name: 'I am human' }).click();
    await expect(option(page, 'secret.txt')).toBeVisible();
  } finally {
    await controlPost(request, '', { resetLimits: true });
  }
});

/**
 * Limits on guessing (hardening issue, item 4): after 10 wrong passcodes for a share from one
 * address, every attempt waits for the end of the window, then the right passcode works (the
 * 429 comes before the security check: solving it cannot shorten the wait).
 * Serial: it changes the window of the server's limits (4 s here instead of 10 minutes).
 */
test('repeated wrong passcodes get the limit message; the right one works after the window', async ({
  page,
  request,
}) => {
  await controlPost(request, '', { limitWindowMs: 4_000, resetLimits: true });
  try {
    await wrongGuesses(request, 10);
    await page.goto('/s/demo-passcode');
    const input = page.getByRole('textbox', { name: 'Passcode' });
    await input.fill('cu42');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'You are doing this too often. Please wait a moment and try again.',
    );
    await expect(input).toHaveValue('cu42');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // As a person would: try again until the window (4 s) has passed and the share opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Open' }).click();
      await expect(option(page, 'secret.txt')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  } finally {
    await controlPost(request, '', { limitWindowMs: 0, resetLimits: true });
  }
});
