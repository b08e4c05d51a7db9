import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../../infra/e2e/hydration';
import { describeFound, scanWidths, viewportOf } from '../../infra/e2e/axe';
import { option } from './helpers';

const STATES: Array<[string, string, (page: Page) => Promise<void>]> = [
  [
    'listing-grid',
    '/s/demo-public?view=grid',
    async (p) => void (await expect(option(p, 'Photos')).toBeVisible()),
  ],
  [
    'listing-list',
    '/s/demo-public?view=list',
    async (p) => void (await expect(option(p, 'Photos')).toBeVisible()),
  ],
  [
    'passcode',
    '/s/demo-passcode',
    async (p) => void (await expect(p.getByRole('textbox', { name: 'Passcode' })).toBeVisible()),
  ],
  [
    'passcode-wrong',
    '/s/demo-passcode?s_code=zz99',
    async (p) => void (await expect(p.getByRole('alert')).toHaveText(/wrong/)),
  ],
  [
    'error-expired',
    '/s/demo-expired',
    async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
  ],
  [
    'error-prohibited',
    '/s/demo-prohibited',
    async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
  ],
  [
    'preview-image',
    '/s/demo-public?view=list&order=name_asc',
    async (p) => {
      await option(p, 'cover.jpg').click();
      await expect(p.getByRole('dialog').getByRole('img', { name: 'cover.jpg' })).toBeVisible();
    },
  ],
  [
    // The seeded shares allow downloads: one file selected, its Download link in the bar.
    'selection-download',
    '/s/demo-public?view=list&order=name_asc',
    async (p) => {
      await hydrated(p);
      await option(p, 'cover.jpg').locator('[data-check]').click();
      await expect(
        p.getByRole('region', { name: 'Save' }).getByRole('link', { name: 'Download' }),
      ).toBeVisible();
    },
  ],
  [
    'preview-video',
    '/s/demo-public?view=list&order=name_asc',
    async (p) => {
      await option(p, 'Big Buck Demo.mp4').click();
      // The demo video's bytes are filler (infra/api README): the player may show, or its
      // "cannot be played" message once the browser gives up; both states are checked by axe.
      const dialog = p.getByRole('dialog');
      await expect(
        dialog
          .locator('video')
          .or(dialog.getByText(/cannot be played/))
          .first(),
      ).toBeVisible();
    },
  ],
];

/** Each state reached once, then checked at both widths (infra/e2e/axe.ts scanWidths). */
for (const [name, path, ready] of STATES) {
  test(`axe: ${name} at 375 and 1280 px`, async ({ page }, info) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewportOf(1280));
    await page.goto(path);
    await ready(page);
    const found = await scanWidths(page, name);
    await page.screenshot({ path: info.outputPath(`${name}-1280.png`) });
    expect(found, describeFound(found)).toEqual([]);
  });
}
