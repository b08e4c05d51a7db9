import { expect, test } from '@playwright/test';
import { check, freshUser, item, list, signIn } from './helpers';

/** Drive links with `?action=` (spec §4) do what their name says, then leave the URL. */

test('dialog actions: storage, traffic, redeem, invite, beginner, activity, popup', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email } = await freshUser(request);
  await signIn(page, email);
  const cases: [string, RegExp][] = [
    ['show_storage_dialog', /^Storage$/],
    ['show_traffic_dialog', /^Download traffic$/],
    ['open_redeem_box', /^Redeem a code$/],
    ['show_invite_dialog', /^Invite friends, get premium days$/],
    ['show_beginner_dialog', /^Welcome to your drive$/],
    ['show_activity_dialog', /^Offers and events$/],
    ['show_popup_window', /^Something for you$/],
  ];
  for (const [action, title] of cases) {
    await page.goto(`/drive/all?action=${action}`);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/drive\/all$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

test('storage dialog shows the usage; redeem refuses a bad code clearly', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?action=show_storage_dialog');
  const storage = page.getByRole('dialog', { name: 'Storage' });
  await expect(storage.getByText(/of 6 GB used/)).toBeVisible();
  await expect(storage.getByRole('link', { name: 'Get more storage' })).toBeVisible();
  await storage.getByRole('button', { name: 'Close' }).click();
  await page.goto('/drive/all?action=open_redeem_box');
  const redeem = page.getByRole('dialog', { name: 'Redeem a code' });
  await redeem.getByLabel('Activation code').fill('NOT-A-CODE');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByRole('alert')).toBeVisible();
});

test('highlight_files, move_files, search and open_feedback', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  const id = await item(page, 'readme.md').getAttribute('data-id');
  const id2 = await item(page, 'song.mp3').getAttribute('data-id');
  await page.goto(`/drive/all?view=list&action=highlight_files&file_ids=${id},${id2}`);
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(item(page, 'readme.md')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/drive\/all\?view=list$/);

  await page.goto(`/drive/all?action=move_files&file_ids=${id}`);
  const picker = page.getByRole('dialog', { name: /Move 1 item/ });
  await picker.getByRole('button', { name: 'Documents' }).click();
  await picker.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByRole('status')).toContainText('1 item moved to Documents');

  await page.goto('/drive/all?action=search&keyword=readme');
  await expect(page).toHaveURL(/\/drive\/search\?q=readme/);
  await expect(item(page, 'readme.md')).toBeVisible();
  await page.goto('/drive/all?action=search');
  await expect(page.getByRole('searchbox', { name: 'Search in my drive' })).toBeFocused();

  await page.goto('/drive/all?action=open_feedback');
  await expect(page).toHaveURL(/\/drive\/feedback$/);
});

test('save a share, then "Open in my drive" shows the saved files highlighted', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.goto('/s/demo-public/pub-dir-docs?view=list');
  await page
    .getByTestId('share-list')
    .getByRole('option', { name: /^README\.md/ })
    .locator('[data-check]')
    .click();
  await page.getByRole('button', { name: 'Save to my drive' }).click();
  const panel = page.getByTestId('restore-panel');
  await expect(panel).toContainText('Saved to your drive.', { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Open in my drive' }).click();
  await expect(page).toHaveURL(/\/drive\/all\/[A-Za-z0-9_-]+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Pack');
  await expect(item(page, 'README.md')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('1 selected')).toBeVisible();
});

test('keyboard: arrows, Space, Shift-range, Delete to trash', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  // Focusing the list focuses its first item (Documents, Photos, readme.md, report.pdf, song.mp3).
  await list(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(item(page, 'report.pdf')).toHaveAttribute('aria-selected', 'true');
  await expect(item(page, 'song.mp3')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('status')).toContainText('2 items moved to the trash');
  await expect(item(page, 'song.mp3')).toHaveCount(0);
  await check(page, 'readme.md');
  await expect(page.getByText('1 selected')).toBeVisible();
});

test('open_file opens the file in its folder with the preview; sign-in actions land in the drive', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await item(page, 'Documents').click();
  const notes = await item(page, 'notes.txt').getAttribute('data-id');
  await page.goto(`/drive/all?action=open_file&file_id=${notes}`);
  await expect(page.getByTestId('preview')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
  await page.keyboard.press('Escape');
  await expect(item(page, 'notes.txt')).toHaveAttribute('aria-selected', 'true');

  // Signed in, the sign-in actions have nothing left to do: the drive shows, the action goes.
  for (const action of ['login_required', 'login_to_drive', 'show_login']) {
    await page.goto(`/drive/all?action=${action}`);
    await expect(page.getByTestId('drive-page')).toBeVisible();
    await expect(page).toHaveURL(/\/drive\/all$/);
  }
});
