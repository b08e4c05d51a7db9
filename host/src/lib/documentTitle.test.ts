import { BRAND, createTitleWriter, documentTitle } from './documentTitle';

describe('document title (spec §9: brand title, head update debounce 10 ms)', () => {
  function setup() {
    const written: string[] = [];
    const timers: Array<{ fn: () => void; ms: number; live: boolean }> = [];
    const writer = createTitleWriter(
      (t) => written.push(t),
      (fn, ms) => {
        const t = { fn, ms, live: true };
        timers.push(t);
        return t;
      },
      (h) => void ((h as { live: boolean }).live = false),
    );
    const flush = () => timers.filter((t) => t.live).forEach((t) => ((t.live = false), t.fn()));
    return { writer, written, timers, flush };
  }

  it('writes a burst of titles once, after 10 ms, with the brand', () => {
    const { writer, written, timers, flush } = setup();
    writer.setTitle('Loading');
    writer.setTitle('FAQ');
    expect(written).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([10, 10]);
    flush();
    expect(written).toEqual([`FAQ · ${BRAND}`]);
  });

  it('uses basic.brand_title once known; an empty one keeps the brand', () => {
    const { writer, written, flush } = setup();
    writer.setTitle('FAQ');
    writer.setBrand('Cumulus Drive');
    flush();
    expect(written).toEqual(['FAQ · Cumulus Drive']);
    writer.setBrand('  ');
    writer.setTitle('');
    flush();
    expect(written.at(-1)).toBe('Cumulus Drive');
  });

  it('the brand alone for an empty title or the brand itself', () => {
    expect(documentTitle('', 'X')).toBe('X');
    expect(documentTitle('X', 'X')).toBe('X');
    expect(documentTitle('Help')).toBe(`Help · ${BRAND}`);
  });
});
