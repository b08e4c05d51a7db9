import { createMemoryStorage } from '../testing/memoryStorage';
import {
  addReferrer,
  loadReferrers,
  REFERRER_LIFE_MS,
  REFERRER_MAX,
  referrerHosts,
  saveReferrer,
  validReferrers,
} from './referrers';

const NOW = 1_000_000;
const SITE = 'cumulus.test';

describe('referrers (spec §5, §9)', () => {
  it('pins max 10 and life 12 h', () => {
    expect(REFERRER_MAX).toBe(10);
    expect(REFERRER_LIFE_MS).toBe(12 * 3600 * 1000);
  });

  it.each([
    ['', 0],
    ['not a url', 0],
    [`https://${SITE}/x`, 0],
    ['https://google.com/search?q=1', 1],
  ])('referrer %p saves %p entries', (url, n) => {
    expect(addReferrer([], url, SITE, NOW)).toHaveLength(n);
  });

  it('stores {val: host, expired: now + 12 h}; not saved when equal to the latest host', () => {
    let list = addReferrer([], 'https://a.com/1', SITE, NOW);
    expect(list).toEqual([{ val: 'a.com', expired: NOW + REFERRER_LIFE_MS }]);
    list = addReferrer(list, 'https://a.com/2', SITE, NOW);
    expect(list).toHaveLength(1);
    list = addReferrer(list, 'https://b.com', SITE, NOW);
    list = addReferrer(list, 'https://a.com', SITE, NOW);
    expect(referrerHosts(list)).toBe('a.com,b.com,a.com');
  });

  it('keeps at most 10, dropping the oldest', () => {
    let list: ReturnType<typeof addReferrer> = [];
    for (let i = 0; i < 12; i += 1) list = addReferrer(list, `https://h${i}.com`, SITE, NOW);
    expect(list).toHaveLength(10);
    expect(list[0]!.val).toBe('h2.com');
  });

  it('drops invalid and expired entries', () => {
    const raw = [
      { val: 'ok.com', expired: NOW + 1 },
      { val: 'old.com', expired: NOW },
      { val: 1, expired: NOW + 1 },
      { val: 'str.com', expired: String(NOW + 1) },
      null,
    ];
    expect(validReferrers(raw, NOW)).toEqual([{ val: 'ok.com', expired: NOW + 1 }]);
    expect(validReferrers('nope', NOW)).toEqual([]);
  });

  it('saves to and loads from pp_referer_list', () => {
    const storage = createMemoryStorage();
    saveReferrer(storage, 'https://x.com', SITE, NOW);
    expect(JSON.parse(storage.getItem('pp_referer_list')!)).toEqual([
      { val: 'x.com', expired: NOW + REFERRER_LIFE_MS },
    ]);
    expect(loadReferrers(storage, NOW + REFERRER_LIFE_MS)).toEqual([]);
    storage.setItem('pp_referer_list', '{bad');
    expect(loadReferrers(storage, NOW)).toEqual([]);
  });
});
