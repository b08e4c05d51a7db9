import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { scan, settle } from '../../infra/e2e/axe';
import { check, freshUser, item, list, signIn } from './helpers';

/**
 * Name conflicts (Keep both, Replace, Skip), Undo from a notice, drag to move (issue 31,
 * decision 0031), axe in the new states. `CUMULUS_SHOTS_DIR` also photographs them.
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
const conflict = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `An item named “${name}” already exists` });
const notices = (page: Page) => page.getByRole('status').getByRole('listitem');
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Actions for the selected items' });

/** Copies the selection into a folder of the top level ("My drive" for the top level itself). */
async function copyTo(page: Page, folder: string) {
  await bar(page).getByRole('button', { name: 'Copy' }).click();
  const dialog = page.getByRole('dialog', { name: /^Copy \d+ items?/ });
  if (folder !== 'My drive')
    await dialog.getByRole('button', { name: new RegExp(`^${folder}`) }).click();
  await dialog.getByRole('button', { name: 'Copy here' }).click();
}

test('copy into the same folder: Keep both, then Replace, then Skip a new folder; Move here off at home', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');

  // "Move here" is off in the folder the item is already in.
  await check(page, 'readme.md');
  await bar(page).getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: /Move 1 item/ });
  await expect(move.getByRole('button', { name: 'Move here' })).toBeDisabled();
  await expect(
    move.getByText('The items are already in this folder.', { exact: false }),
  ).toBeVisible();
  await move.getByRole('button', { name: /^Photos/ }).click();
  await expect(move.getByRole('button', { name: 'Move here' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(move).toHaveCount(0);

  // Keep both: "readme (1).md".
  await bar(page).getByRole('button', { name: 'Copy' }).click();
  await page
    .getByRole('dialog', { name: /Copy 1 item/ })
    .getByRole('button', { name: 'Copy here' })
    .click();
  const ask = conflict(page, 'readme.md');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('radio', { name: /Keep both/ })).toBeChecked();
  await expectClean(page, 'conflict dialog', '1280');
  await shoot(page, 'conflict-dialog-1280');
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(item(page, 'readme (1).md')).toBeVisible();
  await expect(item(page, 'readme.md')).toBeVisible();

  // The question leaves Replace out for the item itself (its copy would replace it for nothing).
  await expect(item(page, 'readme.md')).toHaveAttribute('aria-selected', 'true');
  await copyTo(page, 'My drive');
  await expect(conflict(page, 'readme.md').getByRole('radio')).toHaveCount(2);
  await expect(conflict(page, 'readme.md').getByRole('radio', { name: /Replace/ })).toHaveCount(0);
  await conflict(page, 'readme.md').getByRole('button', { name: 'Cancel' }).click();

  // Replace: a second copy into Photos takes the first copy's place, which goes to the trash.
  // Cancelling the question went back to the folder choice.
  const picker = page.getByRole('dialog', { name: /^Copy 1 item/ });
  await picker.getByRole('button', { name: /^Photos/ }).click();
  await picker.getByRole('button', { name: 'Copy here' }).click();
  await expect(notices(page).filter({ hasText: '1 item copied to Photos' })).toBeVisible();
  await page.goto('/drive/all?view=list&order=name_asc');
  await item(page, 'Photos').click();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  const first = await item(page, 'readme.md').getAttribute('data-id');
  await page.goto('/drive/all?view=list&order=name_asc');
  await check(page, 'readme.md');
  await copyTo(page, 'Photos');
  await conflict(page, 'readme.md')
    .getByRole('radio', { name: /Replace/ })
    .check();
  await conflict(page, 'readme.md').getByRole('button', { name: 'Continue' }).click();
  await expect(notices(page).filter({ hasText: '1 item copied to Photos' }).last()).toBeVisible();
  await item(page, 'Photos').click();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await expect(list(page).getByRole('option', { name: /^readme/ })).toHaveCount(1);
  await expect.poll(() => item(page, 'readme.md').getAttribute('data-id')).not.toBe(first);
  await page.goto('/drive/trash?view=list');
  await expect(item(page, 'readme.md')).toBeVisible();

  // Skip: a second folder "Photos" is not made.
  await page.goto('/drive/all?view=list&order=name_asc');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New folder' }).click();
  const name = page.getByRole('dialog', { name: 'New folder' });
  await name.getByLabel('Folder name').fill('Photos');
  await name.getByRole('button', { name: 'Create' }).click();
  await conflict(page, 'Photos').getByRole('radio', { name: /Skip/ }).check();
  await conflict(page, 'Photos').getByRole('button', { name: 'Continue' }).click();
  await expect(name).toHaveCount(0);
  await expect(list(page).getByRole('option', { name: /^Photos/ })).toHaveCount(1);
});

test('"Do the same for all" answers every clash of a move at once', async ({ page, request }) => {
  test.setTimeout(200_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  // Two copies into Photos first, so that moving both there clashes twice.
  await check(page, 'readme.md');
  await check(page, 'report.pdf');
  await copyTo(page, 'Photos');
  await expect(page.getByRole('dialog', { name: /Copy 2 items/ })).toHaveCount(0);
  // Both stay selected after their copy.
  await expect(item(page, 'readme.md')).toHaveAttribute('aria-selected', 'true');
  await expect(item(page, 'report.pdf')).toHaveAttribute('aria-selected', 'true');
  await bar(page).getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: /Move 2 items/ });
  await move.getByRole('button', { name: /^Photos/ }).click();
  await move.getByRole('button', { name: 'Move here' }).click();
  const ask = conflict(page, 'readme.md');
  await ask.getByRole('radio', { name: /Keep both/ }).check();
  await ask.getByRole('checkbox', { name: 'Do the same for all 2 conflicts' }).check();
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(notices(page).filter({ hasText: '2 items moved to Photos' })).toBeVisible();
  await item(page, 'Photos')
    .dblclick()
    .catch(() => {});
  await page.goto('/drive/all?view=list&order=name_asc');
  await item(page, 'Photos').click();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  for (const n of ['readme.md', 'readme (1).md', 'report.pdf', 'report (1).pdf'])
    await expect(item(page, n)).toBeVisible();
});

test('Undo of a trash brings the item back; notices sit bottom-left, two at most', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list');
  await check(page, 'song.mp3');
  await bar(page).getByRole('button', { name: 'Delete' }).click();
  await expect(item(page, 'song.mp3')).toHaveCount(0);
  const notice = notices(page).filter({ hasText: '1 item moved to the trash' });
  await expect(notice).toBeVisible();
  // Held open while the pointer is on it (a loaded machine takes longer than its 8 s to scan).
  await notice.hover();
  const box = await notice.boundingBox();
  expect(box && box.x).toBeLessThan(100);
  await expectClean(page, 'notice with Undo', '1280');
  await shoot(page, 'undo-notice-1280');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(item(page, 'song.mp3')).toBeVisible();
  await expect(notices(page).filter({ hasText: 'Undone' })).toBeVisible();
  expect(await notices(page).count()).toBeLessThanOrEqual(2);
});

test('dragging items onto a folder moves them (and onto a breadcrumb entry back)', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');
  await item(page, 'report.pdf').dragTo(item(page, 'Photos'));
  await expect(notices(page).filter({ hasText: '1 item moved to Photos' })).toBeVisible();
  await expect(item(page, 'report.pdf')).toHaveCount(0);
  await item(page, 'Photos').click();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await expect(item(page, 'report.pdf')).toBeVisible();
  // Back up through the breadcrumb: drop on "My drive".
  await item(page, 'report.pdf').dragTo(
    page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'My drive' }),
  );
  await expect(item(page, 'report.pdf')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('link', { name: 'My drive' })
    .click();
  await expect(item(page, 'report.pdf')).toBeVisible();
});
