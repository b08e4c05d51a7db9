import { nameSortKey } from './nameKey';

const sorted = (names: string[]) =>
  [...names].sort((a, b) => {
    const [ka, kb] = [nameSortKey(a), nameSortKey(b)];
    return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0;
  });
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

describe('nameSortKey', () => {
  test('accents, case and ß aside; numbers by their value', () => {
    expect(nameSortKey('Über Straße')).toBe(nameSortKey('uber strasse'));
    expect(nameSortKey('Ærø Łódź')).toBe(nameSortKey('aero lodz'));
    expect(nameSortKey('ＡＢＣ')).toBe(nameSortKey('abc'));
    expect(sorted(['file 10', 'file 2', 'file 01', 'file 1'])).toEqual([
      'file 01',
      'file 1',
      'file 2',
      'file 10',
    ]);
  });

  test('orders names as Intl.Collator does, for the names people give files', () => {
    const names = [
      'zebra.txt',
      'Ünïcode notes.md',
      'über.pdf',
      'Apple',
      'apple pie',
      'IMG_0002.jpg',
      'IMG_0010.jpg',
      'img_0003.JPG',
      'Résumé 2026.docx',
      'resume.txt',
      '2024 taxes',
      '10 things',
      'Ærø',
      'Øster',
      'Łódź',
      'Straße',
      'strasse 2',
      'Œuvre',
      'Đakovo',
      'Ωmega',
      'Яблоко',
      '東京.png',
      'ćwiczenia',
      'cwiczenia 2',
    ];
    expect(sorted(names).map((n) => nameSortKey(n))).toEqual(
      [...names].sort((a, b) => collator.compare(a, b)).map((n) => nameSortKey(n)),
    );
  });
});
