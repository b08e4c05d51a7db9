import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (the specs' assertions do not read them): taken only
 * when `CUMULUS_SHOTS_DIR` names a folder, as `<dir>/<name>.png`. A run of the suite does not
 * pay for pictures nobody opens (decision 0033).
 */
export const SHOTS_DIR = process.env.CUMULUS_SHOTS_DIR;

export async function photograph(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), ...options });
}
