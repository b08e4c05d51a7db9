import type { Page } from '@playwright/test';

/** The share page's root (carries the share mode and status as data attributes). */
export const sharePage = (page: Page) => page.locator('[data-mode]');

export const listbox = (page: Page) => page.getByRole('listbox');

export const option = (page: Page, name: string | RegExp) =>
  page.getByRole('option', { name: typeof name === 'string' ? new RegExp(escape(name)) : name });

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Scrolls the page to its bottom. */
export async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
