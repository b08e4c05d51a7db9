import { expect, test } from '@playwright/test';
import { check, freshUser, item, list, signIn } from './helpers';

/**
 * The file manager as a person uses it, each test on a drive of its own. A fresh user's
 * drive (control endpoint) holds: folders "Documents" (with "notes.txt") and "Photos",
 * and the files "report.pdf", "song.mp3", "readme.md".
 */

test('browse a folder by deep link, breadcrumb back, Backspace up, reload keeps the place', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await item(page, 'Documents').click();
  await expect(page).toHaveURL(/\/drive\/all\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
  await expect(item(page, 'notes.txt')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('link', { name: 'My drive' })
    .click();
  await expect(page).toHaveURL(/\/drive\/all$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
  await list(page).focus();
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/drive\/all$/);
});

test('sort and view go to the URL and the preference', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await page.getByLabel('Sort by').selectOption({ label: 'Name (Z to A)' });
  await expect(page).toHaveURL(/order=name_desc/);
  // The list re-sorts after the URL changes: wait for it (a one-shot read was flaky).
  await expect(list(page).getByRole('option').first()).toHaveText(/^Photos/);
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(page).toHaveURL(/view=grid/);
  await expect(list(page)).toHaveAttribute('data-view', 'grid');
  // The preference is remembered without the URL.
  await page.goto('/drive/all');
  await expect(list(page)).toHaveAttribute('data-view', 'grid');
  await expect(page.getByLabel('Sort by')).toHaveValue('2');
});

test('new folder, rename with F2, move, copy, star', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill('Projects');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status')).toContainText('Folder Projects created');
  await expect(item(page, 'Projects')).toHaveAttribute('aria-selected', 'true');

  // Rename with the keyboard.
  await list(page).focus();
  await page.keyboard.press('F2');
  const rename = page.getByRole('dialog', { name: /Rename/ });
  await rename.getByLabel('New name').fill('Projects 2026');
  await rename.getByLabel('New name').press('Enter');
  await expect(item(page, 'Projects 2026')).toBeVisible();
  // Escape clears the selection only once the rename dialog has closed (under load it may
  // still be open and take the key itself).
  await expect(rename).toHaveCount(0);

  // Move report.pdf into it.
  await page.keyboard.press('Escape');
  await expect(item(page, 'Projects 2026')).not.toHaveAttribute('aria-selected', 'true');
  await check(page, 'report.pdf');
  await page.getByRole('button', { name: 'Move' }).click();
  const picker = page.getByRole('dialog', { name: /Move 1 item/ });
  await picker.getByRole('button', { name: 'Projects 2026' }).click();
  await expect(picker.getByText('Destination: Projects 2026')).toBeVisible();
  await picker.getByRole('button', { name: 'Move here' }).click();
  await expect(item(page, 'report.pdf')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('1 item moved to Projects 2026');

  // Copy song.mp3 into it and star the original.
  await check(page, 'song.mp3');
  await page.getByRole('button', { name: 'Copy' }).click();
  const copy = page.getByRole('dialog', { name: /Copy 1 item/ });
  await copy.getByRole('button', { name: 'Projects 2026' }).click();
  await copy.getByRole('button', { name: 'Copy here' }).click();
  await expect(page.getByRole('status')).toContainText('1 item copied');
  // The selection stays after a copy: star the original.
  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(item(page, 'song.mp3')).toContainText('Starred');

  await item(page, 'Projects 2026').click();
  await expect(item(page, 'report.pdf')).toBeVisible();
  await expect(item(page, 'song.mp3')).toBeVisible();
});

test('a move refused by the server leaves the files where they were and says so', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await page.route('**/drive/v1/files:batchMove', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'invalid_argument',
        error_code: 3,
        error_description: 'Refused by the test',
        details: [],
      }),
    }),
  );
  await check(page, 'readme.md');
  await page.getByRole('button', { name: 'Move' }).click();
  const picker = page.getByRole('dialog', { name: /Move 1 item/ });
  await picker.getByRole('button', { name: 'Photos' }).click();
  await picker.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByRole('status')).toContainText('Move failed');
  await expect(page.getByRole('status')).toContainText('Nothing was changed.');
  await expect(item(page, 'readme.md')).toBeVisible();
});

test('trash, restore, delete forever, empty trash', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await check(page, 'readme.md');
  await check(page, 'song.mp3');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('status')).toContainText('2 items moved to the trash');
  await expect(item(page, 'readme.md')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Drive' })
    .getByRole('link', { name: 'Trash' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash');
  await check(page, 'readme.md');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(item(page, 'readme.md')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('1 item restored');

  await check(page, 'song.mp3');
  await page.getByRole('button', { name: 'Delete forever' }).click();
  const confirm = page.getByRole('dialog', { name: /Delete 1 item forever/ });
  await confirm.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();

  // Empty trash with a confirmation.
  await page.goto('/drive/all?view=list');
  await check(page, 'report.pdf');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.goto('/drive/trash');
  await page.getByRole('button', { name: 'Empty trash' }).click();
  await page
    .getByRole('dialog', { name: 'Empty the trash?' })
    .getByRole('button', { name: 'Empty trash' })
    .click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await page.goto('/drive/all?view=list');
  await expect(item(page, 'readme.md')).toBeVisible();
  await expect(item(page, 'report.pdf')).toHaveCount(0);
});

test('search finds by name and opens results in place; recent lists what was added', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.getByRole('searchbox', { name: 'Search in my drive' }).fill('NOTES');
  await page.getByRole('searchbox', { name: 'Search in my drive' }).press('Enter');
  await expect(page).toHaveURL(/\/drive\/search\?q=NOTES/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “NOTES”');
  await expect(item(page, 'notes.txt')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search in my drive' }).fill('zzz-nothing');
  await page.getByRole('searchbox', { name: 'Search in my drive' }).press('Enter');
  await expect(page.getByText('Nothing in your drive matches “zzz-nothing”.')).toBeVisible();

  await page.goto('/drive/all?view=list');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await page.goto('/drive/recent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent');
  await expect(list(page).getByRole('option').first()).toBeVisible();
});

test('select all, then act on everything with one request', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await list(page).focus();
  await page.keyboard.press('Control+a');
  await expect(page.getByText('5 selected')).toBeVisible();
  const req = page.waitForRequest('**/drive/v1/files:star');
  await page.getByRole('button', { name: 'Star', exact: true }).click();
  expect((await req).postDataJSON()).toMatchObject({ scope: { parent_id: '' } });
});
