import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from 'shared-libs';

/** Every host message id declared in the host's source (tests aside), in all ten files. */
function sourceIds(): string[] {
  const src = join(__dirname, '..');
  const files = (readdirSync(src, { recursive: true }) as string[]).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  return files.flatMap((f) =>
    [...readFileSync(join(src, f), 'utf8').matchAll(/id: '(host\.[^']+)'/g)].map((m) => m[1]!),
  );
}

describe('host lang files', () => {
  const ids = sourceIds().sort();
  const dir = join(__dirname, 'lang');

  it('exist for the ten non-default locales', () => {
    const expected = LOCALES.filter((l) => l !== 'en-US')
      .map((l) => `${l}.json`)
      .sort();
    expect(readdirSync(dir).sort()).toEqual(expected);
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s has every id, no stale ids, no blanks', (l) => {
    const messages = JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(messages).sort()).toEqual(ids);
    for (const [id, text] of Object.entries(messages)) {
      expect(text.trim()).not.toBe('');
      if (id.endsWith('.rights')) {
        expect(text).toContain('{year}');
        expect(text).not.toContain('All rights reserved'); // translated, ja and ko included
      }
      if (id.endsWith('.accountMenu')) expect(text).toContain('{name}');
    }
  });
});
