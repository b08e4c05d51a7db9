import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from 'shared-libs';
import { downloadMessages } from './downloadMessages';

/** The placeholders of an ICU message ({name}, {count, plural, ...}), sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * The download messages in every locale (infra/scripts/i18n-check.ts checks every id of the
 * remote; this says the new ones are translated, not copied from English).
 */
describe('download messages in the ten translated locales', () => {
  const messages = Object.values(downloadMessages);

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s', (locale) => {
    const file = join(__dirname, '..', '..', 'i18n', 'lang', `${locale}.json`);
    const lang = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const m of messages) {
      const text = lang[m.id];
      expect(typeof text).toBe('string');
      expect(text!.trim()).not.toBe('');
      expect(text).not.toBe(m.defaultMessage);
      expect(placeholders(text!)).toBe(placeholders(m.defaultMessage as string));
    }
  });
});
