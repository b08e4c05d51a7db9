import { expect, test } from '../../infra/e2e/hydration';
import { listbox, option, scrollToBottom } from './helpers';

test('demo-public’s top level (130 files, 2 pages) is shown whole, its pages in the HTML', async ({
  page,
}) => {
  // It is sorted on the page (spec §3): shown once whole, no later file lands among those
  // shown. The host server brought both pages with the HTML: the browser asks for neither.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/drive/v1/share?')) asked.push(r.url());
  });
  await page.goto('/s/demo-public?view=list');
  await expect(page.getByRole('status').filter({ hasText: /items? shown/ })).toHaveText(
    'All 130 items shown',
  );
  await scrollToBottom(page);
  const last = page.locator('[role="option"][aria-posinset="130"]');
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-setsize', '130');
  expect(asked).toEqual([]);
});

test('demo-big: 10,000 files scroll to the last file with a bounded DOM', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/s/demo-big/big-folder?view=list&order=name_asc');
  await expect(option(page, 'file-00001.txt')).toBeVisible();
  // Scroll like a person holding End: to the bottom again at every frame until all pages are in,
  // counting the rendered rows on the way (in the page: one round trip per frame would be slow).
  let maxRows = await page.evaluate(async () => {
    let most = 0;
    const started = performance.now();
    while (!document.body.textContent?.includes('All 10,000 items shown')) {
      if (performance.now() - started > 120_000) throw new Error('the list never reached its end');
      window.scrollTo(0, document.documentElement.scrollHeight);
      most = Math.max(most, document.querySelectorAll('[role="option"]').length);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 16)));
    }
    return most;
  });
  await scrollToBottom(page);
  await expect(option(page, 'file-10000.jpg')).toBeInViewport();
  maxRows = Math.max(maxRows, await page.getByRole('option').count());
  expect(maxRows).toBeLessThan(300);
  expect(await page.locator('[role="listbox"] *').count()).toBeLessThan(3_000);

  // Keyboard reaches the end too, and the DOM stays bounded in grid mode.
  await page.getByRole('button', { name: 'Grid' }).click();
  await listbox(page).focus();
  await page.keyboard.press('End');
  await expect(option(page, 'file-10000.jpg')).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(option(page, 'file-00001.txt')).toBeInViewport();
  expect(await page.getByRole('option').count()).toBeLessThan(300);
});
