import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { scan, settle } from '../../infra/e2e/axe';
import { check, freshUser, item, list, signIn } from './helpers';

/**
 * How the drive looks (issue 31): margins, the empty folder's actions, the phone's compact
 * selection bar, the sticky sidebar; axe-clean, in light and dark, at 375 and 1280 px. One
 * journey per width; each state is checked in both schemes where it is reached (the layout is
 * the same in both). `CUMULUS_SHOTS_DIR` also photographs each state.
 */

const SHOTS = process.env.CUMULUS_SHOTS_DIR;

/**
 * Checks the current state in light and in dark (the page follows the system's scheme live):
 * axe in each, and a photograph of each when `CUMULUS_SHOTS_DIR` asks. Leaves the page light.
 */
async function expectCleanInBoth(page: Page, name: string, width: number) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await settle(page);
    const found = await scan(page, `${name} ${width}-${scheme}`, String(width));
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}

for (const width of [375, 1280]) {
  test(`drive look at ${width} px, light and dark: margins, empty folder, selection bar`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width, height: 800 });
    const { email } = await freshUser(request);
    await signIn(page, email, '/drive/all?view=list&order=name_asc');

    // The title is not flush against the sidebar (or the screen's edge on phones).
    const main = await page.locator('main').boundingBox();
    const heading = await page.getByRole('heading', { name: 'My drive' }).boundingBox();
    expect(heading!.x - main!.x).toBeGreaterThanOrEqual(12);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `list-${width}-light.png`) });

    // An empty folder offers Upload and New folder.
    await item(page, 'Photos').click();
    await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload files' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New folder' }).last()).toBeVisible();
    await expectCleanInBoth(page, 'empty', width);
    await page.getByRole('button', { name: 'New folder' }).last().click();
    await expect(page.getByRole('dialog', { name: 'New folder' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'New folder' }).last()).toBeFocused();

    // The selection bar: on phones one row of at most 64 px, the rest under "More actions".
    await page.goto('/drive/all?view=list&order=name_asc');
    const firstRow = list(page).getByRole('option').first();
    const before = await firstRow.boundingBox();
    await check(page, 'readme.md');
    const bar = page.getByRole('toolbar', { name: 'Actions for the selected items' });
    await expect(bar).toBeVisible();
    // The bar takes the place of the toolbar's actions: the list does not move.
    expect((await firstRow.boundingBox())!.y).toBe(before!.y);
    if (width === 375) {
      const box = await bar.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(64);
      await page.getByRole('button', { name: 'More actions' }).click();
      // The menu opens on its first item (WAI-ARIA menu button), Delete among the rest.
      const more = page.getByRole('menu');
      await expect(more.getByRole('menuitem').first()).toBeFocused();
      await expect(more.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
      await expectCleanInBoth(page, 'selection-menu', width);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'More actions' })).toBeFocused();
      // The last row can be scrolled above the bar.
      const last = list(page).getByRole('option').last();
      await last.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      const row = await last.boundingBox();
      const barBox = await bar.boundingBox();
      expect(row!.y + row!.height).toBeLessThanOrEqual(barBox!.y + 1);
    } else {
      await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
      // One row, as tall as the row of actions it covers.
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(44);
    }
    await expectCleanInBoth(page, 'selection', width);

    // The "+ New" menu with its icons.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page.getByRole('menu', { name: 'New' })).toBeVisible();
    await expectCleanInBoth(page, 'new-menu', width);
  });
}

test('the drive sidebar stays in view in a long listing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page, 'vip@cumulus.test', '/drive/all/demo-drive-big?view=list');
  await expect(list(page)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Drive', exact: true });
  await expect(nav).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const box = await nav.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(200);
});
