import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Locator, Page } from '@playwright/test';

/**
 * The axe-core the scans inject: the package's minified build. `axe.source` is the readable
 * build (1.3 MB against 0.58 MB, the same version and rules), which every scanned document
 * parsed and compiled anew: about a quarter of a first scan's time (decision 0033).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets of quality-bars.md (WCAG 2.2 rules are off unless their tags are passed). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * A violation that is known and open: listed with who owns the fix, so the sweep reports it
 * without failing, while any other violation (or the same rule on another page) fails.
 * Remove the entry when the fix lands (the sweep then reports it as stale).
 */
export interface KnownOpen {
  /** Matches the checked URL path (and query). */
  url: RegExp;
  rule: string;
  owner: string;
  note: string;
}

export interface Found {
  url: string;
  viewport: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  help: string;
}

/** Waits until a page is settled: its h1 visible and no remote slot still loading. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.locator('[data-remote][data-status="loading"]').first().waitFor({ state: 'detached' });
}

/**
 * Goes to `url` inside the current document, as the site's own links do (the history API:
 * the host's router follows it), then waits until that page has mounted and settled: until
 * `shown` is visible, or else until the page wrote its own document title (the page before must
 * have another one). A sweep of many pages then loads the site, and injects axe, once per
 * document instead of once per page; the first load of a page is what the journeys and the
 * prerender specs check.
 */
export async function visit(page: Page, url: string, shown?: Locator): Promise<void> {
  const before = await page.title();
  await page.evaluate((u) => history.pushState(null, '', u), url);
  if (shown) await shown.waitFor({ state: 'visible' });
  else {
    await page
      .waitForFunction((t) => document.title !== t, before, { timeout: 15_000 })
      .catch(() => {
        throw new Error(`${url} kept the title "${before}": put a page with another one before it`);
      });
  }
  await settle(page);
}

/**
 * The rules whose outcome can change when only the strings change (names, languages, titles)
 * or when longer strings move the layout (target spacing, overflow): what a page in another
 * locale can break that its English twin, fully checked, did not. Colours and structure are the
 * same markup in every locale, so color-contrast (the slowest rule) and the landmark and ARIA
 * structure rules are left to the English pass.
 */
export const STRING_RULES = [
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tab-name',
  'aria-text',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'frame-title-unique',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'image-redundant-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-content-name-mismatch',
  'label-title-only',
  'landmark-unique',
  'link-name',
  'role-img-alt',
  'scrollable-region-focusable',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'table-duplicate-name',
  'target-size',
  'valid-lang',
];

/**
 * Runs axe in a page with one frame, as @axe-core/playwright's legacy mode does, but injects
 * axe-core once per document (a state scanned at both widths, or twice, reuses it). The
 * builder's default mode opens and closes a blank page for every scan, and injects axe into it
 * and into the page each time: about 1.7 s a scan where this takes 0.2-0.5 s (decision 0033).
 */
async function runInPage(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (o) => (window as unknown as { axe: typeof axe }).axe.run(document, o),
    options as Record<string, unknown>,
  ) as Promise<AxeResults>;
}

/**
 * Runs axe on the current page and returns its violations, flattened: every rule of the
 * quality bars, or only `rules` (a page whose markup another pass checked: STRING_RULES).
 */
export async function scan(
  page: Page,
  url: string,
  viewport: string,
  rules?: readonly string[],
): Promise<Found[]> {
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: AXE_TAGS },
    // Only the violations are reported: axe then skips building selectors and snippets for
    // every node that passed (axe-core's `resultTypes`).
    resultTypes: ['violations'],
  };
  // A page with frames (an embedding parent, a captcha) goes through the builder, which
  // injects axe into every frame and gathers their results.
  const results =
    page.frames().length > 1
      ? await new AxeBuilder({ page, axeSource: AXE_SOURCE })
          .setLegacyMode(true)
          .options(options)
          .analyze()
      : await runInPage(page, options);
  return results.violations.map((v) => ({
    url,
    viewport,
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    help: v.help,
  }));
}

/** The two widths of the quality bars: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;
export const viewportOf = (width: number) => ({ width, height: width < 768 ? 812 : 800 });

/**
 * Runs axe on the current state at each width: the page is resized in place (the layout
 * follows by media queries and the host's LayoutStore listens to them), so a state a journey
 * reached once is checked at both widths without reaching it again. Leaves the page at the
 * width it had.
 */
export async function scanWidths(page: Page, what: string): Promise<Found[]> {
  const before = page.viewportSize();
  const found: Found[] = [];
  let current = before?.width;
  for (const width of WIDTHS) {
    if (current !== width) {
      await page.setViewportSize(viewportOf(width));
      await nextFrames(page);
      current = width;
    }
    await settle(page);
    found.push(...(await scan(page, what, `${width}`)));
  }
  if (before && before.width !== current) {
    await page.setViewportSize(before);
    await nextFrames(page);
  }
  return found;
}

/** Two animation frames: a resize's media-query listeners ran and the page painted. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

export function describeFound(found: Found[]): string {
  return found
    .map(
      (f) =>
        `  ${f.viewport} ${f.url}: ${f.rule} (${f.impact ?? '?'}) ${f.help}\n      ${f.targets.join('\n      ')}`,
    )
    .join('\n');
}
