import { expect, test } from '@playwright/test';
import {
  describeFound,
  scan,
  scanWidths,
  settle,
  STRING_RULES,
  visit,
  viewportOf,
  type Found,
  type KnownOpen,
} from './axe';

/**
 * Accessibility sweep (quality bars): axe with wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa and
 * best-practice on every route of host/src/routing/routeTable.ts (plus the registry's live
 * activity pages and the not-found page) at 375 px and 1280 px, and the home and share pages in
 * every other locale at 375 px (the rules strings can change). One document per group: the
 * pages after the first are reached in-app (visit) and each resized in place (scanWidths). Zero violations, except the known-open ones listed below (each with its
 * owner); a new violation fails. Several pages per test, one page object reused, to stay fast.
 */

const LOCALES = ['en-US', 'es', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'uk', 'zh-CN', 'zh-TW'];

/** One path per route (concrete params where the route has some), but the share page's. */
const ROUTES = [
  '/',
  '/browser-extension',
  '/contact-us',
  '/desktop-app',
  '/mobile-app',
  '/help',
  '/faq',
  '/help-center',
  '/install-apk-troubleshooting',
  '/tv',
  '/tv-help',
  '/unsubscribe',
  '/test',
  '/policy/user-agreement',
  '/policy/privacy-policy/2023-11-06',
  '/activity-end',
  '/check-in',
  '/check-in-guide',
  '/favorite-links-hub',
  '/inapp/widget',
  '/activity/black-friday',
  '/activity/christmas',
  '/drive/all',
  '/referral',
  '/inapp/shop',
  // The share page's routes (/s/demo-public, /s/demo-passcode): mfe-share/e2e/a11y.spec.ts,
  // with their other states.
  '/auth',
  '/loading',
  '/auth-success',
  '/no-such-page',
];

/** Home and share pages in every other locale (the share page is not locale-prefixed). */
const LOCALIZED = LOCALES.filter((l) => l !== 'en-US').flatMap((l) => [
  `/${l}`,
  `/s/demo-public?locale=${l}`,
  `/s/demo-passcode?locale=${l}`,
]);

/** The locale a localized page must be shown in (its path prefix or `locale` parameter). */
const localeOf = (url: string): string | undefined =>
  LOCALES.find((l) => l !== 'en-US' && (url === `/${l}` || url.endsWith(`locale=${l}`)));

/** Known and open: reported, not failing. Keep this list short and precise. */
const KNOWN_OPEN: KnownOpen[] = [];

/** Splits a list into `n` batches of about the same size. */
const batches = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: n }, (_, i) => xs.filter((_, j) => j % n === i));

/**
 * Every route at both widths (one load, resized: scanWidths); the localized pages (same
 * markup, other strings) at 375 px only, where longer translations are likeliest to break, with
 * the rules that strings can change (STRING_RULES: their English twins had every rule).
 */
const GROUPS = [
  ...batches(ROUTES, 3).map((urls, i) => ({ name: `routes ${i + 1}/3`, urls, both: true })),
  ...batches(LOCALIZED, 2).map((urls, i) => ({ name: `locales ${i + 1}/2`, urls, both: false })),
];

for (const group of GROUPS) {
  test(`axe: ${group.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewportOf(375));
    const found: Found[] = [];
    for (const [i, url] of group.urls.entries()) {
      // One document per group: the first page loaded, the others reached in-app (visit).
      if (i > 0) await visit(page, url);
      else {
        await page.goto(url);
        await settle(page);
      }
      const locale = localeOf(url);
      if (locale) await expect(page.locator('html')).toHaveAttribute('lang', locale);
      found.push(
        ...(group.both ? await scanWidths(page, url) : await scan(page, url, '375', STRING_RULES)),
      );
    }
    const known = found.filter((f) =>
      KNOWN_OPEN.some((k) => k.rule === f.rule && k.url.test(f.url)),
    );
    const fresh = found.filter((f) => !known.includes(f));
    for (const k of known) {
      test.info().annotations.push({
        type: 'known-open a11y',
        description: `${k.viewport} ${k.url} ${k.rule}: ${k.targets.join(', ')}`,
      });
    }
    expect(fresh, `axe violations:\n${describeFound(fresh)}`).toEqual([]);
  });
}

test('the scan finds what it looks for: a planted image without a name and low contrast', async ({
  page,
}) => {
  await page.goto('/help');
  await settle(page);
  expect(await scan(page, '/help', '1280')).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const low = document.createElement('p');
    low.textContent = 'Hard to read';
    low.style.cssText = 'color:#eee;background:#fff';
    document.querySelector('main')!.append(img, low);
  });
  const rules = (await scan(page, '/help', '1280')).map((f) => f.rule);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  // The localized pass's rules still see a nameless image.
  expect((await scan(page, '/help', '375', STRING_RULES)).map((f) => f.rule)).toContain(
    'image-alt',
  );
});
