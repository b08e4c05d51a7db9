import type { Page } from '@playwright/test';

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
