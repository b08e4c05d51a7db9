import fs from 'node:fs';
import path from 'node:path';
import { DARK_QUERY, initialDark, THEME_KEY } from './theme';

describe('theme', () => {
  it('follows the stored choice, else the system', () => {
    const store = (v: string | null) => ({
      get: () => v,
      set: () => undefined,
      remove: () => undefined,
    });
    expect(initialDark(store('dark'), false)).toBe(true);
    expect(initialDark(store('light'), true)).toBe(false);
    expect(initialDark(store(null), true)).toBe(true);
    expect(initialDark(store('junk'), false)).toBe(false);
  });

  it("the page's pre-paint script reads the same key and query", () => {
    const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain(`localStorage.getItem('${THEME_KEY}')`);
    expect(html).toContain(`matchMedia('${DARK_QUERY}')`);
  });
});
