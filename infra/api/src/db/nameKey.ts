/** Letters without a decomposition that the root collation orders as these (checked by test). */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'g');

/**
 * The key a drive listing orders names by (issue 31; decision 0025, "Name order"): a string
 * whose byte order is the order `Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })`
 * gives names, the one the share page sorts by (mfe-share/src/lib/sortFiles.ts), as near as a
 * key SQLite can index gets it:
 * - letters without their accents and case ("über" beside "uber", "Ünïcode" among the u's),
 *   compatibility forms folded (full-width letters, ligatures), and the letters the collator
 *   reads as others though Unicode does not decompose them ("ß" as "ss", "æ" as "ae", "ø" as
 *   "o", "ł" as "l" ...: FOLDED);
 * - runs of digits by their value ("file 2" before "file 10"): each run becomes its digit count
 *   (two digits) then its digits without leading zeros;
 * - everything else by code point (punctuation and spaces before digits, digits before letters,
 *   Latin before Greek, Cyrillic and the CJK scripts, as the root collation has them).
 * Names with the same key are ordered by the name itself, then by id (listing.ts).
 * SQLite calls it as `name_key(name)` (a virtual column, db/index.ts registers it): it must stay
 * deterministic, and a change to it needs a migration that rebuilds the name indexes.
 */
export function nameSortKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(FOLDABLE, (c) => FOLDED[c] ?? c)
    .replace(/\d+/g, (run) => {
      const digits = run.replace(/^0+(?=\d)/, '');
      return `${String(Math.min(digits.length, 99)).padStart(2, '0')}${digits}`;
    });
}
