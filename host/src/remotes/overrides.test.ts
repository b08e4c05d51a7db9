import type { KeyValue } from '../lib/storage';
import { mayOverride, OVERRIDE_PREFIX, RemoteDelivery } from './delivery';
import {
  decide,
  entriesOf,
  isAllowedOverride,
  OVERRIDE_TTL_MS,
  parseOverrideQuery,
  parseStored,
  planOverrides,
  resolveOverrides,
  type OverrideRules,
} from './overrides';
import { isAllowedParent, parseRegistry, REMOTE_NAMES } from './registry';

function memory(initial: Record<string, string> = {}): KeyValue & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const DEV = 'http://localhost:9184/remoteEntry.js';
const DEV2 = 'http://localhost:9185/remoteEntry.js';
const EVIL = 'http://127.0.0.1:4444/remoteEntry.js';
const key = (name: string) => OVERRIDE_PREFIX + name;
const confirmed = (url: string, expiresAt = NOW + 1000) => JSON.stringify({ url, expiresAt });

const registry = parseRegistry({
  schema: 1,
  overrides: {
    allowedOrigins: ['http://localhost:9184', 'http://localhost:9185', 'javascript:x'],
    query: true,
  },
});
const allowed = registry.overrides?.allowedOrigins ?? [];
const rules = (over: Partial<OverrideRules> = {}): OverrideRules => ({
  names: REMOTE_NAMES,
  prefix: OVERRIDE_PREFIX,
  allows: (origin) => isAllowedParent(origin, allowed),
  query: true,
  now: NOW,
  ...over,
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('which origins and queries count', () => {
  it('allows only the registry-listed exact origins', () => {
    const { allows } = rules();
    expect(allowed).toEqual(['http://localhost:9184', 'http://localhost:9185']);
    expect(isAllowedOverride(DEV, allows)).toBe(true);
    expect(isAllowedOverride('http://localhost:3001/remoteEntry.js', allows)).toBe(false);
    expect(isAllowedOverride(EVIL, allows)).toBe(false);
    expect(isAllowedOverride('http://localhost.evil.example:9184/e.js', allows)).toBe(false);
    expect(isAllowedOverride('https://localhost:9184/remoteEntry.js', allows)).toBe(false);
    expect(isAllowedOverride('javascript:alert(1)', allows)).toBe(false);
  });

  it('parses ?override=<remote>=<url>, ignoring unknown remotes', () => {
    expect(
      parseOverrideQuery(
        `?override=mfe_share=${DEV}&override=evil=x&override=mfe_drive=`,
        REMOTE_NAMES,
      ),
    ).toEqual([
      ['mfe_share', DEV],
      ['mfe_drive', ''],
    ]);
  });

  it('reads a stored value: confirmed JSON, a console proposal, or nothing usable', () => {
    expect(parseStored(confirmed(DEV, 5))).toEqual({ url: DEV, expiresAt: 5 });
    expect(parseStored(DEV)).toEqual({ proposal: DEV });
    expect(parseStored('{"url":1}')).toBeNull();
    expect(parseStored('{not json')).toBeNull();
  });
});

describe('mayOverride (boot decides whether to load the chunk)', () => {
  it('a registry without overrides: never, not even for stored ones or a query', () => {
    const store = memory({ [key('mfe_marketing')]: confirmed(DEV) });
    expect(mayOverride(`?override=mfe_marketing=${DEV}`, store, undefined)).toBe(false);
    expect(mayOverride('', store, { allowedOrigins: [] })).toBe(false);
  });

  it('the query only when the registry turns the query form on; stored ones always', () => {
    const on = { allowedOrigins: allowed, query: true };
    const off = { allowedOrigins: allowed };
    expect(mayOverride(`?override=mfe_marketing=${DEV}`, memory(), on)).toBe(true);
    expect(mayOverride(`?override=mfe_marketing=${DEV}`, memory(), off)).toBe(false);
    expect(mayOverride('', memory({ [key('mfe_share')]: confirmed(DEV) }), off)).toBe(true);
    expect(mayOverride('', memory(), on)).toBe(false);
  });
});

describe('planOverrides: nothing is stored or active without a confirmation', () => {
  it('a link proposes; nothing is stored yet', () => {
    const store = memory();
    const plan = planOverrides(`?override=mfe_marketing=${DEV}`, store, rules());
    expect(plan).toEqual({ active: {}, proposals: [{ name: 'mfe_marketing', url: DEV }] });
    expect(store.data.size).toBe(0);
  });

  it('the query form off: the link proposes nothing', () => {
    const plan = planOverrides(`?override=mfe_marketing=${DEV}`, memory(), rules({ query: false }));
    expect(plan.proposals).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('query form'));
  });

  it('an origin the registry does not allow is refused, not proposed', () => {
    const plan = planOverrides(`?override=mfe_marketing=${EVIL}`, memory(), rules());
    expect(plan.proposals).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('override of mfe_marketing refused'),
      EVIL,
    );
  });

  it('a confirmed, unexpired override is active; the same URL again asks nothing', () => {
    const store = memory({ [key('mfe_marketing')]: confirmed(DEV) });
    const plan = planOverrides(`?override=mfe_marketing=${DEV}`, store, rules());
    expect(plan).toEqual({
      active: { mfe_marketing: { url: DEV, expiresAt: NOW + 1000 } },
      proposals: [],
    });
  });

  it('another URL for an overridden remote is a new proposal', () => {
    const store = memory({ [key('mfe_marketing')]: confirmed(DEV) });
    const plan = planOverrides(`?override=mfe_marketing=${DEV2}`, store, rules());
    expect(plan.proposals).toEqual([{ name: 'mfe_marketing', url: DEV2 }]);
  });

  it('expired, far-future, no longer allowed or foreign stored values are removed', () => {
    const store = memory({
      [key('mfe_marketing')]: confirmed(DEV, NOW), // expires now
      [key('mfe_share')]: confirmed(DEV, NOW + OVERRIDE_TTL_MS + 1), // not written by us
      [key('mfe_drive')]: confirmed(EVIL), // origin not allowed (any more)
      [key('mfe_activity')]: '{"url":"x"}',
    });
    expect(planOverrides('', store, rules())).toEqual({ active: {}, proposals: [] });
    expect(store.data.size).toBe(0);
  });

  it('a bare URL in local storage (the console, or an old planted value) is only a proposal', () => {
    const store = memory({ [key('mfe_share')]: DEV, [key('mfe_drive')]: EVIL });
    const plan = planOverrides('', store, rules());
    expect(plan).toEqual({ active: {}, proposals: [{ name: 'mfe_share', url: DEV }] });
    expect(store.data.size).toBe(0);
  });

  it('an empty ?override=<remote>= removes a stored one', () => {
    const store = memory({ [key('mfe_marketing')]: confirmed(DEV) });
    expect(planOverrides('?override=mfe_marketing=', store, rules()).active).toEqual({});
    expect(store.data.size).toBe(0);
  });
});

describe('the decision', () => {
  const plan = {
    active: { mfe_share: { url: DEV2, expiresAt: NOW + 5 } },
    proposals: [{ name: 'mfe_marketing' as const, url: DEV }],
  };

  it('declined: nothing stored, only what was confirmed before stays', () => {
    const store = memory();
    expect(decide(plan, false, store, rules())).toEqual(plan.active);
    expect(store.data.size).toBe(0);
  });

  it('accepted: stored with its expiry, 8 hours on', () => {
    const store = memory();
    const active = decide(plan, true, store, rules());
    expect(active.mfe_marketing).toEqual({ url: DEV, expiresAt: NOW + 8 * 3600 * 1000 });
    expect(JSON.parse(store.data.get(key('mfe_marketing'))!)).toEqual(active.mfe_marketing);
    expect(entriesOf(active)).toEqual({ mfe_share: DEV2, mfe_marketing: DEV });
    // ... and honoured until then, not after.
    const later = (ms: number) => planOverrides('', store, rules({ now: ms })).active.mfe_marketing;
    expect(later(NOW + OVERRIDE_TTL_MS - 1)).toBeDefined();
    expect(later(NOW + OVERRIDE_TTL_MS)).toBeUndefined();
    expect(store.data.has(key('mfe_marketing'))).toBe(false);
  });

  it('resolveOverrides asks only when there is something to confirm', async () => {
    const ask = jest.fn(() => Promise.resolve(true));
    const store = memory();
    await expect(resolveOverrides('', store, rules(), ask)).resolves.toEqual({});
    expect(ask).not.toHaveBeenCalled();
    const active = await resolveOverrides(`?override=mfe_marketing=${DEV}`, store, rules(), ask);
    expect(ask).toHaveBeenCalledWith([{ name: 'mfe_marketing', url: DEV }], NOW + OVERRIDE_TTL_MS);
    expect(entriesOf(active)).toEqual({ mfe_marketing: DEV });
    // The banner's reset: the root store's delivery removes every stored override.
    const delivery = new RemoteDelivery({ store, deviceId: () => '' });
    delivery.setOverrides(entriesOf(active));
    delivery.clearOverrides();
    expect(store.data.size).toBe(0);
    expect(delivery.activeOverrides()).toEqual({});
  });
});
