import { expect, test, type Page } from '@playwright/test';
import { scan, settle } from '../../infra/e2e/axe';
import { check, freshUser, item, list, signIn } from './helpers';
import { photograph } from '../../infra/e2e/shots';

/**
 * Issue 31: the Starred view, trash items with their date, origin and days left, search
 * results with their folder, the details dialog and each row's ⋮; axe-clean, at 375 and
 * 1280 px, light and dark (screenshots for a person to look at).
 */

async function expectClean(page: Page, what: string, viewport: string) {
  await settle(page);
  const found = await scan(page, what, viewport);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Actions for the selected items' });

/** An action of the selection bar: on a phone the bar shows the first few, the rest under More. */
async function act(page: Page, name: string) {
  await expect(bar(page)).toBeVisible();
  const button = bar(page).getByRole('button', { name, exact: true });
  if (await button.isVisible()) return button.click();
  await bar(page).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

for (const width of [1280, 375]) {
  const viewport = `${width}px`;
  test(`starred, trash, search and details at ${viewport}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const shot = (name: string) => photograph(page, `${name}-${width}`, { fullPage: true });
    const { email } = await freshUser(request);
    await signIn(page, email, '/drive/all?view=list&order=name_asc');

    // Star a file in a folder, trash one at the root.
    await item(page, 'Documents').click();
    await check(page, 'notes.txt');
    await act(page, 'Star');
    await expect(item(page, 'notes.txt')).toContainText('Starred');
    await page.goto('/drive/all?view=list&order=name_asc');
    await check(page, 'report.pdf');
    await act(page, 'Delete');
    await expect(item(page, 'report.pdf')).toHaveCount(0);

    // Starred: the starred items of every folder, each with its folder.
    await page.goto('/drive/starred?view=list');
    await expect(page.getByRole('heading', { level: 1, name: 'Starred' })).toBeVisible();
    await expect(item(page, 'notes.txt')).toContainText('in Documents');
    await expectClean(page, 'starred', viewport);
    await shot('starred');
    // Its folder, by a click on the place.
    await item(page, 'notes.txt').getByText('in Documents').click();
    await expect(page).toHaveURL(/\/drive\/all\/VF/);
    await expect(item(page, 'notes.txt')).toBeVisible();

    // Search results say where each file is.
    await page.goto('/drive/search?q=notes&view=list');
    await expect(item(page, 'notes.txt')).toContainText('in Documents');
    await expectClean(page, 'search', viewport);

    // Trash: deletion date, days left, original place, and the retention.
    await page.goto('/drive/trash?view=list');
    const trashed = item(page, 'report.pdf');
    await expect(trashed).toContainText(/30 days left · from My drive · Deleted /);
    await expect(page.getByText('deleted for good after 30 days')).toBeVisible();
    await expectClean(page, 'trash', viewport);
    await shot('trash');

    // Details from the selection bar: place, type, dates, the end of retention.
    await check(page, 'report.pdf');
    await act(page, 'Details');
    const details = page.getByRole('dialog', { name: 'Details of report.pdf' });
    await expect(details).toBeVisible();
    await expect(details.getByRole('link', { name: 'My drive' })).toBeVisible();
    await expect(details).toContainText('application/pdf');
    await expect(details).toContainText('Deleted for good on');
    await expectClean(page, 'details', viewport);
    await shot('details');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);

    // Every row has a ⋮ that opens the item's menu (the same as right-click).
    await page.goto('/drive/all?view=list&order=name_asc');
    await item(page, 'readme.md').locator('[data-more]').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Details' })).toBeVisible();
    await expectClean(page, 'item menu', viewport);
    await menu.getByRole('menuitem', { name: 'Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Details of readme.md' })).toBeVisible();
    await expect(page.getByTestId('details')).toContainText('Starred');

    // Dark: the same screens.
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('details-dark');
    await page.keyboard.press('Escape');
    await page.goto('/drive/starred?view=list');
    await expect(item(page, 'notes.txt')).toBeVisible();
    await expectClean(page, 'starred dark', viewport);
    await shot('starred-dark');
    await page.goto('/drive/trash?view=grid');
    await expect(list(page)).toHaveAttribute('data-view', 'grid');
    await shot('trash-grid-dark');
  });
}
