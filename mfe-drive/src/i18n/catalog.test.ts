import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every message declared in this remote's source is translated in all ten locale files, no file
 * holds a stale id, and placeholders like `{year}` survive translation.
 */
const SRC = join(__dirname, '..');
const LANG_DIR = join(__dirname, 'lang');
const LOCALES = ['es', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'uk', 'zh-CN', 'zh-TW'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

const MESSAGE =
  /\bid:\s*(['"])([a-z]+\.[^'"]+)\1,\s*defaultMessage:\s*(?:(['"])((?:\\.|(?!\3)[^\\])*)\3)/gs;

function declaredMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(MESSAGE)) {
      found.set(match[2] ?? '', match[4] ?? '');
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((p) => p[1]).sort();

describe('message catalogue', () => {
  const declared = declaredMessages();

  it('finds the declared messages', () => {
    expect(declared.size).toBeGreaterThan(0);
    expect(declared.has('')).toBe(false);
  });

  it.each(LOCALES)('%s has every id, no stale id, and keeps placeholders', (locale) => {
    const file = JSON.parse(readFileSync(join(LANG_DIR, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    expect([...declared.keys()].filter((id) => !(id in file))).toEqual([]);
    expect(Object.keys(file).filter((id) => !declared.has(id))).toEqual([]);
    for (const [id, text] of declared) {
      expect({ id, placeholders: placeholders(file[id] ?? '') }).toEqual({
        id,
        placeholders: placeholders(text),
      });
    }
  });
});
