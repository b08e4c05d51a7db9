import { expect, test } from '../../infra/e2e/hydration';
import { listbox, option } from './helpers';

test('three levels deep and back and forward with the browser buttons', async ({ page }) => {
  await page.goto('/s/demo-public');
  await option(page, 'Photos').click();
  await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-photos$/);
  await option(page, '2024').click();
  await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-photos\/pub-dir-2024$/);
  await option(page, 'Summer').click();
  await expect(page).toHaveURL(/\/pub-dir-photos\/pub-dir-2024\/pub-dir-summer$/);
  await expect(option(page, 'lake.jpg')).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Folder path' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Cumulus demo files',
    'Photos',
    '2024',
    'Summer',
  ]);
  await expect(crumbs.getByText('Summer')).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(option(page, 'party.jpg')).toBeVisible();
  await page.goBack();
  await expect(option(page, 'beach.jpg')).toBeVisible();
  await page.goBack();
  await expect(option(page, 'Documents')).toBeVisible();
  await expect(crumbs).toHaveCount(0);
  await page.goForward();
  await expect(option(page, 'beach.jpg')).toBeVisible();

  await crumbs.getByRole('link', { name: 'Cumulus demo files' }).click();
  await expect(page).toHaveURL(/\/s\/demo-public$/);
});

test('a deep link shows the folder with its path named', async ({ page }) => {
  await page.goto('/s/demo-public/pub-dir-photos/pub-dir-2024/pub-dir-summer');
  await expect(option(page, 'pier.webp')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Folder path' }).getByRole('listitem'),
  ).toHaveText(['Cumulus demo files', 'Photos', '2024', 'Summer']);
  await expect(page).toHaveTitle(/Summer/);
});

test('keyboard: arrows, Space, Shift range, Enter opens, Backspace goes up', async ({ page }) => {
  await page.goto('/s/demo-public/pub-dir-photos?view=list&order=name_asc');
  await expect(option(page, 'beach.jpg')).toBeVisible();
  await listbox(page).focus();
  // Focus lands on the first item (2024).
  await page.keyboard.press('ArrowDown'); // beach.jpg
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowDown'); // mountains.png
  await expect(option(page, 'beach.jpg')).toHaveAttribute('aria-selected', 'true');
  await expect(option(page, 'mountains.png')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/2 items selected \(5\.53 MB\)/)).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/pub-dir-photos\/pub-dir-2024\?view=list&order=name_asc$/);
  await expect(option(page, 'party.jpg')).toBeVisible();
  // The new listing keeps the keyboard focus.
  await expect(listbox(page)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/s\/demo-public\/pub-dir-photos\?view=list&order=name_asc$/);
  await expect(listbox(page)).toBeFocused();
  // The folder it went up to is on screen (its listing, not only its address) before going on.
  await expect(option(page, 'beach.jpg')).toBeVisible();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(/\/s\/demo-public\?view=list&order=name_asc$/);
});

test('list and grid modes and sort orders from the URL and the toolbar', async ({ page }) => {
  await page.goto('/s/demo-public/pub-dir-photos?order=size_desc&view=list');
  await expect(listbox(page)).toHaveAttribute('data-view', 'list');
  await expect(listbox(page).getByRole('option').nth(1)).toContainText('mountains.png');
  await page.getByLabel('Sort by').selectOption('size_asc');
  await expect(listbox(page).getByRole('option').nth(1)).toContainText('beach.jpg');
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(listbox(page)).toHaveAttribute('data-view', 'grid');
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  // The choice is remembered (display-mode preference cookie) for the next visit.
  await page.goto('/s/demo-public/pub-dir-photos');
  await expect(listbox(page)).toHaveAttribute('data-view', 'grid');
  await expect(listbox(page).getByRole('option').nth(1)).toContainText('beach.jpg');
});

test('sizes and times are shown per spec', async ({ page }) => {
  await page.goto('/s/demo-public/pub-dir-docs?view=list');
  const row = option(page, 'README.md');
  await expect(row).toContainText('2 KB');
  await expect(row).toContainText(/\d\d-\d\d-\d\d \d\d:\d\d/);
});
