import { expect, test as base, type Page } from '@playwright/test';

/**
 * Hydration checks (decision 0018): `keepArrivedHeading` before the page loads remembers the
 * page's `main h1` as the HTML brought it; `headingIsTheArrivedOne` then says whether the node
 * shown is that very node (hydrated), not a new one (rendered again).
 */
export async function keepArrivedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { arrived: Element | null }).arrived =
        document.querySelector('main h1');
    });
  });
}

export function headingIsTheArrivedOne(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const arrived = (window as unknown as { arrived?: Element | null }).arrived;
    return arrived != null && arrived === document.querySelector('main h1');
  });
}

/** Console errors and warnings, and uncaught errors, from the page's first byte on. */
export function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${String(e)}`));
  return seen;
}

/** Until no slot shows prerendered markup any more: its remote's code hydrated it (or replaced it). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('[data-remote][data-status="prerendered"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * `test` for specs that act on pages the server may render (decision 0018: public pages, a
 * share's first view): each `page.goto` and `page.reload` also waits until the page's code has
 * taken over its prerendered markup, so a click reaches the page's handlers, not HTML without
 * them (a click on a server-rendered file before hydration did nothing: flaky once in CI).
 * Specs about the moments before that keep `@playwright/test`'s own `test`.
 */
export const test = base.extend({
  // (The fixture's callback is not named `use`: eslint would take it for React's hook.)
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return res;
    };
    page.reload = async (options) => {
      const res = await reload(options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return res;
    };
    await provide(page);
  },
});

export { expect };
