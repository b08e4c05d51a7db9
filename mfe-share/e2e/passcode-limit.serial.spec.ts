import { expect, test } from '@playwright/test';
import { API } from '../../infra/e2e/origins';
import { option } from './helpers';

/**
 * Limits on guessing (hardening issue, item 4): after 10 wrong passcodes for a share from one
 * address, every attempt waits for the end of the window, then the right passcode works.
 * Serial: it changes the window of the server's limits (4 s here instead of 10 minutes).
 */
test('repeated wrong passcodes get the limit message; the right one works after the window', async ({
  page,
  request,
}) => {
  await request.post(`${API}/__control`, { data: { limitWindowMs: 4_000, resetLimits: true } });
  try {
    for (let i = 0; i < 10; i++) {
      const r = await request.get(`${API}/drive/v1/share?share_id=demo-passcode&pass_code=no${i}x`);
      expect((await r.json()).share_status).toBe('PASS_CODE_ERROR');
    }
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
    await request.post(`${API}/__control`, { data: { limitWindowMs: 0, resetLimits: true } });
  }
});
