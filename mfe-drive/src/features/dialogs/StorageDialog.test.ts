import { PRODUCTS } from '../../lib/purchase/purchaseFixtures';
import { storageNeed, suggestedPack } from './StorageDialog';

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

describe('the pack a quota dialog suggests', () => {
  it('storage: the smallest add-on that brings the drive under 90 % again, else the largest', () => {
    expect(storageNeed(5 * GiB, 6 * GiB)).toBe(0);
    expect(storageNeed(6 * GiB, 6 * GiB)).toBeGreaterThan(0);
    expect(suggestedPack(PRODUCTS, 'storage', storageNeed(6 * GiB, 6 * GiB))).toBe('storage-1tb');
    expect(suggestedPack(PRODUCTS, 'storage', storageNeed(3 * TiB, 6 * GiB))).toBe('storage-5tb');
    expect(suggestedPack(PRODUCTS, 'storage', storageNeed(50 * TiB, 6 * GiB))).toBe('storage-5tb');
    expect(storageNeed(50 * TiB, -1)).toBe(0);
  });

  it('traffic: the smallest pack; nothing without a catalogue', () => {
    expect(suggestedPack(PRODUCTS, 'traffic')).toBe('traffic-500gb');
    expect(suggestedPack([], 'traffic')).toBeUndefined();
  });
});
