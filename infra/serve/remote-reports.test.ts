import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-libs/contracts';
import { readBuild } from '../registry/build-info';
import { readReports, rollbackReason } from '../registry/reports';
import { ReleaseStore } from '../registry/store/release-store';
import { LocalDirStorage } from '../registry/storage';
import {
  fakeBuild,
  removeTemporaryFolders,
  temporaryFolder,
} from '../registry/testing/store-suite';
import { createRemoteReports, parseReport } from './remote-reports';

afterAll(removeTemporaryFolders);

const report = (version: string, outcome: 'mounted' | 'failed', stage = 'mount') =>
  JSON.stringify({ remote: 'mfe_activity', version, outcome, stage, code: 'REMOTE_MOUNT' });

async function storeWithCanary(rule?: { minLoads: number; maxFailureRate: number }) {
  const budgets = path.join(temporaryFolder('cumulus-b-'), 'b.json');
  fs.writeFileSync(budgets, JSON.stringify({ entries: {} }));
  const store = new ReleaseStore({
    storage: new LocalDirStorage(temporaryFolder('cumulus-store-')),
    urlOf: (remote, version, file) => `http://cdn.test/${remote}/${version}/${file}`,
    initialRegistry: () => ({
      schema: 1,
      remotes: {},
      activities: [],
      api: { origins: [], accessOrigins: [] },
      embedding: { parents: [] },
    }),
    hostContract: () => ({ versions: [CONTRACT_VERSION], source: 'test' }),
    budgetsFile: budgets,
  });
  const who = await store.authenticate(await store.createToken('team', undefined));
  for (const v of ['1.0.0', '2.0.0']) {
    const dir = fakeBuild({ content: v });
    await store.publish(who, readBuild('mfe_activity', dir), dir, v);
  }
  await store.promote(who, 'mfe_activity', '1.0.0');
  await store.canary(who, 'mfe_activity', '2.0.0', 50, rule);
  return Object.assign(store, { who });
}

describe('parseReport', () => {
  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['an unknown remote', JSON.stringify({ remote: 'x', version: '1', outcome: 'failed' })],
    [
      'a hostile version',
      JSON.stringify({ remote: 'mfe_share', version: '../x', outcome: 'failed' }),
    ],
    ['an unknown outcome', JSON.stringify({ remote: 'mfe_share', version: '1', outcome: 'ok' })],
    ['a hostile stage', report('1.0.0', 'failed', '<script>')],
  ])('drops %s', (_what, text) => expect(parseReport(text)).toBeNull());

  it('keeps a report, its code cut to 200 characters', () => {
    const r = parseReport(
      JSON.stringify({
        remote: 'mfe_share',
        version: '0.1.0-ab12',
        outcome: 'failed',
        stage: 'fetch',
        code: 'x'.repeat(500),
      }),
    );
    expect(r).toMatchObject({ remote: 'mfe_share', version: '0.1.0-ab12', stage: 'fetch' });
    expect(r?.code).toHaveLength(200);
  });
});

describe('the collector', () => {
  it('counts per version into the store (what `remote status` reads)', async () => {
    const store = await storeWithCanary();
    const reports = createRemoteReports(store);
    expect(await reports.receive(report('2.0.0', 'mounted'))).toBe('counted');
    expect(await reports.receive(report('2.0.0', 'failed', 'fetch'))).toBe('counted');
    expect(await reports.receive('nonsense')).toBe('invalid');
    await reports.close();
    const [doc] = await readReports(store.storage, 'mfe_activity');
    expect(doc).toMatchObject({ version: '2.0.0', mounted: 1, failed: 1, stages: { fetch: 1 } });
    // no rule: the canary stays
    expect((await store.currentRegistry())?.remotes.mfe_activity?.canary?.version).toBe('2.0.0');
  });

  it('rolls a canary back once its failure rate passes its rule, and only then', async () => {
    const store = await storeWithCanary({ minLoads: 4, maxFailureRate: 0.5 });
    const reports = createRemoteReports(store);
    for (const o of ['mounted', 'failed', 'mounted', 'mounted'] as const)
      await reports.receive(report('2.0.0', o));
    // 1 of 4: under the rule
    expect((await store.currentRegistry())?.remotes.mfe_activity?.canary?.version).toBe('2.0.0');
    for (let i = 0; i < 3; i++) await reports.receive(report('2.0.0', 'failed'));
    await reports.close();
    const registry = await store.currentRegistry();
    expect(registry?.remotes.mfe_activity?.canary).toBeUndefined();
    expect(registry?.remotes.mfe_activity?.version).toBe('1.0.0');
    const last = (await store.log(5)).at(-1); // oldest first
    expect(last).toMatchObject({ who: 'auto-rollback', action: 'canary-rollback' });
    expect(last?.detail).toMatch(/3 of 6 loads failed \(50%/);
    // marked bad: not a canary again without `reinstate`
    await expect(store.canary(store.who, 'mfe_activity', '2.0.0', 10)).rejects.toThrow(
      /marked bad/,
    );
  });

  it('one address floods a version: past its rate nothing is counted, and the canary stays', async () => {
    const store = await storeWithCanary({ minLoads: 6, maxFailureRate: 0.25 });
    const reports = createRemoteReports(store, 5);
    for (let i = 0; i < 5; i++) await reports.receive(report('2.0.0', 'mounted'), '203.0.113.9');
    const flood = await Promise.all(
      Array.from({ length: 20 }, () => reports.receive(report('2.0.0', 'failed'), '203.0.113.9')),
    );
    expect(new Set(flood)).toEqual(new Set(['limited']));
    // Another address, another version: each has a rate of its own.
    expect(await reports.receive(report('2.0.0', 'mounted'), '198.51.100.7')).toBe('counted');
    expect(await reports.receive(report('1.0.0', 'mounted'), '203.0.113.9')).toBe('counted');
    await reports.close();
    const docs = await readReports(store.storage, 'mfe_activity');
    expect(docs.find((d) => d.version === '2.0.0')).toMatchObject({ mounted: 6, failed: 0 });
    expect((await store.currentRegistry())?.remotes.mfe_activity?.canary?.version).toBe('2.0.0');
  });

  it('a failure of the current version never rolls anything back', async () => {
    const store = await storeWithCanary({ minLoads: 1, maxFailureRate: 0.1 });
    const reports = createRemoteReports(store);
    for (let i = 0; i < 5; i++) await reports.receive(report('1.0.0', 'failed'));
    await reports.close();
    expect((await store.currentRegistry())?.remotes.mfe_activity?.canary?.version).toBe('2.0.0');
  });
});

describe('rollbackReason', () => {
  const doc = (mounted: number, failed: number) => ({
    remote: 'mfe_activity' as const,
    version: '2.0.0',
    mounted,
    failed,
    stages: {},
    recent: [],
    updatedAt: '',
  });
  const rule = { version: '2.0.0', minLoads: 6, maxFailureRate: 0.25 };
  it.each([
    [0, 5, null],
    [5, 1, null],
    [4, 2, '2 of 6 loads failed (33%, rule: 25% of at least 6)'],
  ])('%i mounted, %i failed: %s', (m, f, reason) => {
    expect(rollbackReason(doc(m, f), rule)).toBe(reason);
  });
  it('another version is not judged by the rule', () => {
    expect(rollbackReason({ ...doc(0, 10), version: '3.0.0' }, rule)).toBeNull();
  });
});
