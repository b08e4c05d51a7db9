import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe on the whole page (host chrome included) with the WCAG 2.2 AA and best-practice tags. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

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
