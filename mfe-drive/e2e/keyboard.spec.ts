import { expect, test, type Page } from '@playwright/test';
import { freshUser, list, signIn } from './helpers';

/**
 * A keyboard-only journey (WAI-ARIA listbox and menu button practices, issue 31): focus stays
 * on the list after opening a folder and going back up, an adjacent row is active after Delete,
 * focus returns to what opened each dialog, and "+ New" answers arrow keys.
 */

/** The name of the list's active row (aria-activedescendant). */
async function activeName(page: Page): Promise<string> {
  return list(page).evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant');
    const row = id ? document.getElementById(id) : null;
    return row?.getAttribute('title') ?? '';
  });
}
const rowNames = (page: Page) =>
  list(page)
    .getByRole('option')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('title') ?? ''));

test('keyboard only: open a folder, go up, Delete, dialogs and the + New menu', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  const { email } = await freshUser(request);
  await signIn(page, email, '/drive/all?view=list&order=name_asc');

  // Skip to files: one Enter from the page's start to the list (once the files are listed).
  await expect(list(page).getByRole('option').first()).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to files' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(list(page)).toBeFocused();

  // Open "Documents" (first row, folders first): focus stays on the list, first row active.
  await page.keyboard.press('Home');
  await expect.poll(() => activeName(page)).toBe('Documents');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(list(page)).toBeFocused();
  await expect.poll(() => activeName(page)).toBe('notes.txt');

  // Backspace goes up, focus still on the list.
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('heading', { name: 'My drive' })).toBeVisible();
  await expect(list(page)).toBeFocused();
  await expect.poll(() => activeName(page)).toBe('Documents');

  // Delete: the next row becomes active.
  const names = await rowNames(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const doomed = names[2]!;
  await expect.poll(() => activeName(page)).toBe(doomed);
  await page.keyboard.press('Delete');
  await expect(list(page).getByRole('option', { name: new RegExp(`^${doomed}`) })).toHaveCount(0);
  await expect(list(page)).toBeFocused();
  await expect.poll(() => activeName(page)).toBe(names[3]);

  // F2 opens Rename; Escape closes it and focus is back on the list.
  await page.keyboard.press('F2');
  const rename = page.getByRole('dialog', { name: /^Rename/ });
  await expect(rename).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rename).toHaveCount(0);
  await expect(list(page)).toBeFocused();

  // "+ New": ArrowDown opens it on its first item, arrows move, Escape gives focus back.
  const newButton = page.getByRole('button', { name: 'New', exact: true });
  await newButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'New folder' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'New folder' })).not.toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(page.getByRole('menuitem', { name: 'New folder' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(newButton).toBeFocused();

  // New folder with a taken name: the conflict dialog over the name dialog; each closes back
  // to what opened it (Escape on the question, then on the name dialog -> "+ New").
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'New folder' })).toBeFocused();
  await page.keyboard.press('Enter');
  const name = page.getByRole('dialog', { name: 'New folder' });
  await expect(name.getByLabel('Folder name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Photos');
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'An item named “Photos” already exists' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('radio', { name: /Keep both/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(name).toBeVisible();
  // Back where Enter was pressed: the name field.
  await expect(name.getByLabel('Folder name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(name).toHaveCount(0);
  await expect(newButton).toBeFocused();

  // Keep both by keyboard: the folder "Photos (1)" is made; focus back on "+ New".
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Photos');
  await page.keyboard.press('Enter');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(name).toHaveCount(0);
  await expect(list(page).getByRole('option', { name: /^Photos \(1\)/ })).toBeVisible();
  await expect(newButton).toBeFocused();
});
