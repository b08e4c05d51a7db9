import { COUNTRIES, countryByAlpha2, regionNamer } from './countries';

describe('COUNTRIES', () => {
  it('holds the 249 ISO 3166-1 entries, each code once', () => {
    expect(COUNTRIES).toHaveLength(249);
    for (const key of ['alpha2', 'alpha3', 'numeric'] as const) {
      expect(new Set(COUNTRIES.map((c) => c[key])).size).toBe(249);
    }
    for (const c of COUNTRIES) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.callingCode).toMatch(/^(\d{1,4})?$/);
      expect(c.nameEn).not.toBe('');
    }
  });

  it.each([
    ['JP', 'JPN', '392', 'Japan', '日本', '81'],
    ['DE', 'DEU', '276', 'Germany', '德国', '49'],
    ['BR', 'BRA', '076', 'Brazil', '巴西', '55'],
    ['US', 'USA', '840', 'United States of America', '美国', '1'],
    ['AQ', 'ATA', '010', 'Antarctica', '南极洲', '672'],
    ['ZA', 'ZAF', '710', 'South Africa', '南非', '27'],
  ])('%s is %s / %s, %s, %s, +%s', (alpha2, alpha3, numeric, nameEn, nameZh, callingCode) => {
    expect(countryByAlpha2(alpha2.toLowerCase())).toEqual({
      alpha2,
      alpha3,
      numeric,
      nameEn,
      nameZh,
      callingCode,
    });
  });

  it('names a country in the reader language, the table name as a fallback', () => {
    expect(regionNamer('en-US')('JP')).toBe('Japan');
    expect(regionNamer('ja')('JP')).toBe('日本');
    expect(regionNamer('ko')('de')).toBe('독일');
  });
});
