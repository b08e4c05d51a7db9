import type { KeyValue } from '../lib/storage';
import {
  EMPTY_REGISTRY,
  KNOWN_GOOD_KEY,
  loadRegistry,
  readKnownGood,
  REGISTRY_CACHE_KEY,
  rememberKnownGood,
} from './registryCache';
import { parseRegistry, type Registry } from './registry';
import { RemoteDelivery } from './delivery';
import { canaryBucket, inCanary, planVersions } from './versionPlan';

function memory(initial: Record<string, string> = {}): KeyValue & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

const v = (n: string, integrity?: string) => ({
  entry: `https://cdn.example/marketing/${n}/remoteEntry.js`,
  version: n,
  ...(integrity ? { integrity } : {}),
});

const registry: Registry = parseRegistry({
  schema: 1,
  remotes: {
    mfe_marketing: {
      ...v('3.0.0', 'sha384-AAAA'),
      canary: { ...v('3.1.0'), percent: 50 },
      previous: [v('2.0.0'), v('1.0.0')],
    },
  },
  activities: [],
  api: { origins: [], accessOrigins: [] },
  embedding: { parents: [] },
  overrides: { allowedOrigins: ['http://localhost:*', 'javascript:x', 'https://dev.example'] },
});

describe('parseRegistry (delivery fields)', () => {
  it('keeps canary, previous versions, campaign versions and override origins', () => {
    const r = parseRegistry({
      schema: 1,
      remotes: {
        mfe_marketing: {
          ...v('3.0.0'),
          canary: { ...v('3.1.0'), percent: 10 },
          previous: [v('2.0.0'), { entry: 'javascript:x', version: '0' }],
        },
        mfe_share: { ...v('1.0.0'), canary: { ...v('1.1.0'), percent: 0 } },
      },
      activities: [
        {
          slug: 'sale',
          remote: 'mfe_activity',
          page: 'sale',
          startsAt: '2026-01-01T00:00:00Z',
          endsAt: '2099-01-01T00:00:00Z',
          version: v('0.9.0'),
        },
      ],
      overrides: { allowedOrigins: ['http://localhost:*', 'http://x.example/path'] },
    });
    expect(r.remotes.mfe_marketing?.canary).toEqual({ ...v('3.1.0'), percent: 10 });
    expect(r.remotes.mfe_marketing?.previous).toEqual([v('2.0.0')]);
    // A canary at 0 % is no canary.
    expect(r.remotes.mfe_share?.canary).toBeUndefined();
    expect(r.activities[0]?.version).toEqual(v('0.9.0'));
    // The query form stays off unless the registry says `query: true`.
    expect(r.overrides).toEqual({ allowedOrigins: ['http://localhost:*'] });
    expect(
      parseRegistry({
        schema: 1,
        overrides: { allowedOrigins: ['http://localhost:9184'], query: true },
      }).overrides,
    ).toEqual({ allowedOrigins: ['http://localhost:9184'], query: true });
    // No allowed origin: no overrides at all, whatever the flag says.
    expect(
      parseRegistry({ schema: 1, overrides: { allowedOrigins: [], query: true } }).overrides,
    ).toBeUndefined();
  });

  it('drops an integrity that is not Subresource Integrity', () => {
    const r = parseRegistry({
      schema: 1,
      remotes: { mfe_marketing: { ...v('1.0.0'), integrity: 'md5-abc"onload="x' } },
    });
    expect(r.remotes.mfe_marketing).toEqual(v('1.0.0'));
  });
});

describe('registry cache (resilient boot)', () => {
  it('uses and remembers the network copy', async () => {
    const store = memory();
    const got = await loadRegistry(store, { fetchIt: () => Promise.resolve(registry) });
    expect(got.source).toBe('network');
    expect(JSON.parse(store.data.get(REGISTRY_CACHE_KEY)!)).toEqual(registry);
  });

  it.each([
    ['down', () => Promise.reject(new Error('registry: HTTP 503'))],
    ['invalid', () => Promise.resolve(parseRegistry({ schema: 2 }))],
    ['slow', () => new Promise<Registry>(() => undefined)],
  ])(
    'boots from the last registry that worked when the network copy is %s',
    async (_n, fetchIt) => {
      const store = memory({ [REGISTRY_CACHE_KEY]: JSON.stringify(registry) });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const got = await loadRegistry(store, { fetchIt, timeoutMs: 20 });
      expect(got.source).toBe('cache');
      expect(got.registry).toEqual(registry);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('booting from the last one that worked'),
        expect.anything(),
      );
      warn.mockRestore();
    },
  );

  it('falls back to an empty registry when nothing valid is remembered', async () => {
    const store = memory({ [REGISTRY_CACHE_KEY]: '{"schema":7}' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const got = await loadRegistry(store, { fetchIt: () => Promise.reject(new Error('down')) });
    expect(got).toMatchObject({ source: 'empty', registry: EMPTY_REGISTRY });
    expect(store.data.has(REGISTRY_CACHE_KEY)).toBe(false);
    error.mockRestore();
  });

  it('remembers the last version of each remote that mounted, validated on reading', () => {
    const store = memory();
    rememberKnownGood(store, 'mfe_marketing', v('2.0.0', 'sha384-BBBB'));
    rememberKnownGood(store, 'mfe_share', v('1.0.0'));
    expect(readKnownGood(store)).toEqual({
      mfe_marketing: v('2.0.0', 'sha384-BBBB'),
      mfe_share: v('1.0.0'),
    });
    store.set(
      KNOWN_GOOD_KEY,
      JSON.stringify({ mfe_marketing: { entry: 'javascript:alert(1)', version: '1' } }),
    );
    expect(readKnownGood(store)).toEqual({});
    store.set(KNOWN_GOOD_KEY, 'not json');
    expect(readKnownGood(store)).toEqual({});
  });
});

describe('canary bucketing', () => {
  const ids = Array.from({ length: 10_000 }, (_, i) =>
    // Device ids as shared-libs makes them: 32 hex digits.
    (i * 2654435761).toString(16).padStart(8, '0').repeat(4).slice(0, 32),
  );

  it('is deterministic, in [0, 100)', () => {
    for (const id of ids.slice(0, 100)) {
      const b = canaryBucket(id, 'mfe_marketing');
      expect(b).toBe(canaryBucket(id, 'mfe_marketing'));
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
    }
  });

  it.each([1, 10, 50, 90])('gives %i%% of 10,000 devices the canary (±2 points)', (percent) => {
    const share = ids.filter((id) => inCanary(id, 'mfe_marketing', percent)).length / 100;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
  });

  it('picks a different share of devices for each remote', () => {
    const a = ids.filter((id) => inCanary(id, 'mfe_marketing', 50));
    const both = a.filter((id) => inCanary(id, 'mfe_share', 50)).length / a.length;
    expect(Math.abs(both - 0.5)).toBeLessThan(0.05);
  });

  it('0 % never, 100 % always', () => {
    expect(ids.some((id) => inCanary(id, 'mfe_marketing', 0))).toBe(false);
    expect(ids.every((id) => inCanary(id, 'mfe_marketing', 100))).toBe(true);
  });
});

describe('planVersions (fallback chain)', () => {
  const entry = registry.remotes.mfe_marketing;
  const inside = ['x', 'y', 'z', 'w']
    .map((s) => s.repeat(32))
    .find((id) => inCanary(id, 'mfe_marketing', 50))!;
  const outside = ['x', 'y', 'z', 'w']
    .map((s) => s.repeat(32))
    .find((id) => !inCanary(id, 'mfe_marketing', 50))!;

  it('current, previous (newest first), then the last known-good', () => {
    const plan = planVersions({
      name: 'mfe_marketing',
      entry,
      deviceId: outside,
      knownGood: v('0.5.0'),
    });
    expect(plan.map((c) => [c.version, c.source])).toEqual([
      ['3.0.0', 'current'],
      ['2.0.0', 'previous'],
      ['1.0.0', 'previous'],
      ['0.5.0', 'known-good'],
    ]);
    expect(plan[0]?.integrity).toBe('sha384-AAAA');
  });

  it('the canary first for a device in its share', () => {
    const plan = planVersions({ name: 'mfe_marketing', entry, deviceId: inside });
    expect(plan.map((c) => c.source)).toEqual(['canary', 'current', 'previous', 'previous']);
  });

  it('leaves out versions that failed in this page, and duplicates', () => {
    const plan = planVersions({
      name: 'mfe_marketing',
      entry,
      deviceId: outside,
      knownGood: v('2.0.0'),
      failed: new Set([v('3.0.0').entry]),
    });
    expect(plan.map((c) => c.version)).toEqual(['2.0.0', '1.0.0']);
  });

  it("a campaign's version first; an override alone", () => {
    expect(
      planVersions({ name: 'mfe_marketing', entry, deviceId: outside, pinned: v('9.0.0') })[0],
    ).toMatchObject({ version: '9.0.0', source: 'campaign' });
    expect(
      planVersions({
        name: 'mfe_marketing',
        entry,
        deviceId: outside,
        override: 'http://localhost:3001/remoteEntry.js',
      }),
    ).toEqual([
      { entry: 'http://localhost:3001/remoteEntry.js', version: 'override', source: 'override' },
    ]);
  });

  it('nothing known: nothing to try', () => {
    expect(planVersions({ name: 'mfe_share', entry: undefined, deviceId: outside })).toEqual([]);
  });
});

describe('RemoteDelivery (one page life: the root store owns one)', () => {
  const entry = registry.remotes.mfe_marketing;
  const inside = ['x', 'y', 'z', 'w']
    .map((s) => s.repeat(32))
    .find((id) => inCanary(id, 'mfe_marketing', 50))!;
  const DEV = 'http://localhost:3001/remoteEntry.js';
  const versions = (d: RemoteDelivery) =>
    d.candidatesFor('mfe_marketing', entry).map((c) => [c.version, c.source]);

  it("plans with this device's id, read once, and its known-good", () => {
    const store = memory({ [KNOWN_GOOD_KEY]: JSON.stringify({ mfe_marketing: v('0.5.0') }) });
    const deviceId = jest.fn(() => inside);
    const d = new RemoteDelivery({ store, deviceId });
    expect(versions(d)).toEqual([
      ['3.1.0', 'canary'],
      ['3.0.0', 'current'],
      ['2.0.0', 'previous'],
      ['1.0.0', 'previous'],
      ['0.5.0', 'known-good'],
    ]);
    versions(d);
    expect(deviceId).toHaveBeenCalledTimes(1);
  });

  it('a device id that cannot be made places the device by the id ""', () => {
    const d = new RemoteDelivery({
      store: memory(),
      deviceId: () => {
        throw new Error('unsupported randomness source');
      },
    });
    expect(d.candidatesFor('mfe_marketing', entry)).toEqual(
      planVersions({ name: 'mfe_marketing', entry, deviceId: '' }),
    );
  });

  it('a failed version is left out until "Try again"', () => {
    const d = new RemoteDelivery({ store: memory(), deviceId: () => inside });
    d.markFailed('mfe_marketing', v('3.1.0').entry);
    d.markFailed('mfe_marketing', v('3.0.0').entry);
    expect(versions(d).map(([version]) => version)).toEqual(['2.0.0', '1.0.0']);
    // Another remote's plan is its own.
    expect(d.candidatesFor('mfe_share', v('1.0.0')).map((c) => c.version)).toEqual(['1.0.0']);
    d.forgetFailures('mfe_marketing');
    expect(versions(d).map(([version]) => version)).toEqual(['3.1.0', '3.0.0', '2.0.0', '1.0.0']);
  });

  it('an override in force is the only version; the reset clears stored and in force', () => {
    const store = memory({ 'cumulus:override:mfe_marketing': '{}' });
    const d = new RemoteDelivery({ store, deviceId: () => inside });
    d.setOverrides({ mfe_marketing: DEV });
    expect(d.activeOverrides()).toEqual({ mfe_marketing: DEV });
    expect(versions(d)).toEqual([['override', 'override']]);
    d.clearOverrides();
    expect(store.data.size).toBe(0);
    expect(d.activeOverrides()).toEqual({});
    expect(versions(d)[0]).toEqual(['3.1.0', 'canary']);
  });

  it("remembers a mounted version as known-good, never an override's or a campaign's", () => {
    const store = memory();
    const d = new RemoteDelivery({ store, deviceId: () => inside });
    d.markMounted('mfe_marketing', { entry: DEV, version: 'override', source: 'override' });
    d.markMounted('mfe_marketing', { ...v('9.0.0'), source: 'campaign' });
    expect(store.data.has(KNOWN_GOOD_KEY)).toBe(false);
    d.markMounted('mfe_marketing', { ...v('2.0.0'), source: 'previous' });
    expect(readKnownGood(store)).toEqual({ mfe_marketing: v('2.0.0') });
  });

  it("hands the prerendered fragment to its remote's first slot only", () => {
    const d = new RemoteDelivery({ store: memory(), deviceId: () => inside });
    expect(d.peekPrerenderedSlot('mfe_share')).toBeNull();
    const slot = { remote: 'mfe_share' as const, html: '<div></div>' };
    d.setPrerenderedSlot(slot);
    expect(d.peekPrerenderedSlot('mfe_marketing')).toBeNull();
    expect(d.peekPrerenderedSlot('mfe_share')).toBe(slot);
    d.takePrerenderedSlot();
    expect(d.peekPrerenderedSlot('mfe_share')).toBeNull();
  });
});
