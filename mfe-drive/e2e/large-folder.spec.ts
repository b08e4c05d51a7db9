import { expect, test } from '@playwright/test';
import { item, list, signIn } from './helpers';

/** The seeded 100,000-item folder of the vip user (read only here). */
const BIG = '/drive/all/demo-drive-big?view=list&order=name_asc';

test('a 100,000-item folder opens, scrolls to its end and selects all, with a bounded DOM', async ({
  page,
}) => {
  await signIn(page, 'vip@cumulus.test', BIG);
  await expect(list(page)).toHaveAttribute('data-total', '100000');
  await expect(page.getByText('100,000 items')).toBeVisible();
  await expect(item(page, '2024 backup 000480.wav')).toBeVisible();
  const rows = async () => list(page).getByRole('option').count();
  expect(await rows()).toBeLessThan(120);

  // Scroll like a person dragging the scrollbar to the bottom. Names sort as people read them
  // (accents and case aside): the last is a "Winter" file, not one starting with "ü".
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(item(page, 'Winter video 099692.mp4')).toBeVisible();
  expect(await rows()).toBeLessThan(120);

  // Keyboard: Home, End, select all without loading the folder.
  await list(page).focus();
  await page.keyboard.press('Home');
  await expect(item(page, '2024 backup 000480.wav')).toBeInViewport();
  await page.keyboard.press('End');
  await expect(item(page, 'Winter video 099692.mp4')).toBeInViewport();
  await page.keyboard.press('Control+a');
  await expect(page.getByText('100,000 selected')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('99,999 selected')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/selected$/)).toHaveCount(0);
});
