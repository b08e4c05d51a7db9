import {
  APP_DEEP_LINK_SCHEME,
  HEAD_UPDATE_DEBOUNCE_MS,
  PRODUCT_DOMAINS,
  appDeepLink,
  isProductHost,
} from './product';

describe('product constants (spec §9)', () => {
  it('head update debounce is 10 ms; four product domains, the main one first', () => {
    expect(HEAD_UPDATE_DEBOUNCE_MS).toBe(10);
    expect(PRODUCT_DOMAINS).toHaveLength(4);
    expect(new Set(PRODUCT_DOMAINS).size).toBe(4);
  });

  it('deep links use the custom scheme to the main domain', () => {
    expect(appDeepLink('/s/abc')).toBe(`${APP_DEEP_LINK_SCHEME}://${PRODUCT_DOMAINS[0]}/s/abc`);
    expect(appDeepLink('drive/all')).toBe(`cumulus://cumulus.example/drive/all`);
  });

  it('knows its own hosts, not look-alikes', () => {
    expect(isProductHost('WWW.cumulus.example.')).toBe(true);
    expect(isProductHost('cdn.cumulus.example')).toBe(true);
    expect(isProductHost('cumulus.example.evil.test')).toBe(false);
    expect(isProductHost('evilcumulus.example')).toBe(false);
  });
});
