import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-libs';
import { CATEGORIES } from './helpCenterArticles';
import { loadHelpCenterContent, type HelpCenterContent } from './helpCenterContent';

const DIR = path.join(__dirname, 'content');

/** Loaded through the page's own loader (the dynamic import webpack turns into chunks). */
const load = async (locale: Locale): Promise<HelpCenterContent> =>
  (await loadHelpCenterContent(locale)).default;

/** Every leaf of a JSON value with its path (`articles.trash.sections.1.paragraphs.0`). */
function leaves(value: unknown, at = ''): { at: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}.${i}`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [{ at, value }];
}

describe('help-center content', () => {
  it('has one file per locale and nothing else', () => {
    expect(fs.readdirSync(DIR).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it('en-US has an article for every article of the tree and no other', async () => {
    const en = await load(DEFAULT_LOCALE);
    expect(Object.keys(en.articles).sort()).toEqual(
      CATEGORIES.flatMap((c) => c.articles.map((a) => a.slug)).sort(),
    );
  });

  it('has at least 20 articles of several sections each, with unique anchors', async () => {
    const en = await load(DEFAULT_LOCALE);
    const articles = Object.entries(en.articles);
    expect(articles.length).toBeGreaterThanOrEqual(20);
    for (const [slug, a] of articles) {
      expect([slug, a.sections.length >= 2]).toEqual([slug, true]);
      const ids = a.sections.map((s) => s.id);
      expect([slug, new Set(ids).size]).toEqual([slug, ids.length]);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('keeps the install guide anchors other pages link to', async () => {
    const en = await load(DEFAULT_LOCALE);
    expect(en.articles['install-apps']?.sections.map((s) => s.id)).toEqual([
      'ios',
      'google-play',
      'android-apk',
      'windows',
      'mac',
      'tv',
      'browser-extension',
    ]);
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    '%s has exactly the keys, paragraphs, steps and anchors of en-US',
    async (locale) => {
      const en = leaves(await load(DEFAULT_LOCALE));
      const other = leaves(await load(locale));
      expect(other.map((l) => l.at)).toEqual(en.map((l) => l.at));
      // Anchors are part of URLs: the same in every locale.
      const ids = (ls: typeof en) => ls.filter((l) => l.at.endsWith('.id')).map((l) => l.value);
      expect(ids(other)).toEqual(ids(en));
    },
  );

  it.each(LOCALES)('%s has no empty text', async (locale) => {
    const empty = leaves(await load(locale)).filter(
      (l) => typeof l.value !== 'string' || l.value.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    '%s is translated (not a copy of en-US)',
    async (locale) => {
      const en = await load(DEFAULT_LOCALE);
      const other = await load(locale);
      const same = Object.keys(en.articles).filter(
        (slug) =>
          en.articles[slug]?.summary === other.articles[slug]?.summary ||
          en.articles[slug]?.sections[0]?.paragraphs[0] ===
            other.articles[slug]?.sections[0]?.paragraphs[0],
      );
      expect(same).toEqual([]);
    },
  );
});
