import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { scan, settle } from '../../infra/e2e/axe';
import { check, freshUser, item, list, signIn } from './helpers';

/**
 * How the drive looks (issue 31): margins, the empty folder's actions, the phone's compact
 * selection bar, the sticky sidebar; axe-clean, in light and dark, at 375 and 1280 px.
 * `CUMULUS_SHOTS_DIR` also photographs each state.
 */

const SHOTS = process.env.CUMULUS_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await settle(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}
async function expectClean(page: Page, what: string, viewport: string) {
  await settle(page);
  const found = await scan(page, what, viewport);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    const tag = `${width}-${scheme}`;
    test(`drive look at ${tag}: margins, empty folder, selection bar`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      const { email } = await freshUser(request);
      await signIn(page, email, '/drive/all?view=list&order=name_asc');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);

      // The title is not flush against the sidebar (or the screen's edge on phones).
      const main = await page.locator('main').boundingBox();
      const heading = await page.getByRole('heading', { name: 'My drive' }).boundingBox();
      expect(heading!.x - main!.x).toBeGreaterThanOrEqual(12);
      await shoot(page, `list-${tag}`);

      // An empty folder offers Upload and New folder.
      await item(page, 'Photos').click();
      await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Upload files' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New folder' }).last()).toBeVisible();
      await expectClean(page, `empty folder ${tag}`, String(width));
      await shoot(page, `empty-${tag}`);
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
        await expectClean(page, `phone selection menu ${tag}`, String(width));
        await shoot(page, `selection-menu-${tag}`);
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
      await expectClean(page, `selection ${tag}`, String(width));
      await shoot(page, `selection-${tag}`);

      // The "+ New" menu with its icons.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await expect(page.getByRole('menu', { name: 'New' })).toBeVisible();
      await expectClean(page, `new menu ${tag}`, String(width));
      await shoot(page, `new-menu-${tag}`);
    });
  }
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
