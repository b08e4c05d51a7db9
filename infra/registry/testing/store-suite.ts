/**
 * The release store's tests, run on each storage (store.test.ts: a local folder;
 * s3-store.test.ts: S3 through a local s3rver). Builds are small fakes shaped like the preset's
 * output: a remoteEntry.js, an mf-manifest.json and an exposed chunk with the
 * createRemoteLifecycles call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION, type Registry, type RemoteName } from 'shared-libs/contracts';
import { GateError, NO_RUNTIME, readBuild, sri } from '../build-info';
import type { Storage } from '../storage';
import { AuthError, CorruptStoreError, StoreError } from '../store/errors';
import { ReleaseStore } from '../store/release-store';

export interface FakeBuild {
  remote?: RemoteName;
  contract?: number;
  label?: string;
  exposes?: string[];
  /** Extra text in the exposed chunk (a "visible change"), or its size in bytes. */
  content?: string;
  /** Built on the host's federation runtime of this version (`externalRuntime`). */
  runtime?: string;
}

/** Temporary folders of this test file, removed by removeTemporaryFolders(). */
const temporary: string[] = [];
export function temporaryFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}
export function removeTemporaryFolders(): void {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function fakeBuild(o: FakeBuild = {}): string {
  const remote = o.remote ?? 'mfe_activity';
  const dir = temporaryFolder('cumulus-build-');
  const exposed = 'expose.abcdef1234.js';
  const uses = o.runtime ? 'var r=_FEDERATION_RUNTIME_CORE;' : '';
  fs.writeFileSync(
    path.join(dir, 'remoteEntry.js'),
    `${uses}var ${remote}=1;/*${o.content ?? ''}*/`,
  );
  fs.writeFileSync(
    path.join(dir, exposed),
    `(0,s.createRemoteLifecycles)({name:"${remote}",contractVersion:${o.contract ?? CONTRACT_VERSION},build:{version:"0.1.0",label:"${o.label ?? 'stable'}"},pages:n});/*${o.content ?? ''}*/`,
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: remote,
      metaData: {
        buildInfo: { buildVersion: '0.1.0' },
        pluginVersion: o.runtime ?? '2.0.0',
        // what the preset declares (webpack.preset.ts)
        cumulusBuild: {
          contract: { provides: o.contract ?? CONTRACT_VERSION },
          label: o.label ?? 'stable',
        },
      },
      exposes: (o.exposes ?? ['./lifecycles']).map((p) => ({
        path: p,
        assets: { js: { sync: [exposed] } },
      })),
    }),
  );
  return dir;
}

const initial = (): Registry => ({
  schema: 1,
  remotes: { mfe_activity: { entry: 'http://localhost:8084/remoteEntry.js', version: '0.1.0' } },
  activities: [],
  api: { origins: [], accessOrigins: [] },
  embedding: { parents: [] },
});

export function storeSuite(makeStorage: () => Storage | Promise<Storage>): void {
  let storage: Storage;
  let budgetsFile: string;
  const make = (s = storage, budgets = budgetsFile, hostRuntime = '2.9.2') =>
    new ReleaseStore({
      storage: s,
      urlOf: (remote, version, file) => `http://cdn.test/${remote}/${version}/${file}`,
      initialRegistry: initial,
      hostContract: () => ({
        versions: [CONTRACT_VERSION],
        source: 'test',
        federationRuntime: hostRuntime,
      }),
      budgetsFile: budgets,
    });
  let store: ReleaseStore;
  let who: string;
  let token: string;

  afterAll(removeTemporaryFolders);

  beforeEach(async () => {
    storage = await makeStorage();
    budgetsFile = path.join(temporaryFolder('cumulus-b-'), 'b.json');
    fs.writeFileSync(budgetsFile, JSON.stringify({ entries: {} }));
    store = make();
    token = await store.createToken('activity-team', undefined);
    who = await store.authenticate(token);
  });

  const publish = async (version: string, o: FakeBuild = {}) => {
    const dir = fakeBuild(o);
    return store.publish(who, readBuild(o.remote ?? 'mfe_activity', dir), dir, version);
  };

  describe('tokens', () => {
    it('names the writer; refuses a missing or unknown token', async () => {
      expect(who).toBe('activity-team');
      await expect(store.authenticate(undefined)).rejects.toThrow(AuthError);
      await expect(store.authenticate('cpt_nope')).rejects.toThrow(/not a known publish token/);
    });
    it('needs a valid token for every token after the first', async () => {
      await expect(store.createToken('share-team', undefined)).rejects.toThrow(AuthError);
      const t2 = await store.createToken('share-team', token);
      expect(await store.authenticate(t2)).toBe('share-team');
    });
  });

  describe('publish', () => {
    it('uploads every file at a versioned key with a manifest of SRI hashes', async () => {
      const { manifest, created } = await publish('1.0.0', { label: 'blue' });
      expect(created).toBe(true);
      expect(manifest).toMatchObject({
        remote: 'mfe_activity',
        version: '1.0.0',
        contractVersion: CONTRACT_VERSION,
        buildLabel: 'blue',
        publishedBy: 'activity-team',
      });
      const entry = await storage.get('mfe_activity/1.0.0/remoteEntry.js');
      expect(entry && sri(entry.body)).toBe(manifest.integrity);
      expect(manifest.files.map((f) => f.path).sort()).toEqual([
        'assets/logo.svg',
        'expose.abcdef1234.js',
        'mf-manifest.json',
        'remoteEntry.js',
      ]);
      for (const f of manifest.files) {
        const got = await storage.get(`mfe_activity/1.0.0/${f.path}`);
        expect(got && sri(got.body)).toBe(f.integrity);
        expect(got?.body.length).toBe(f.size);
      }
      expect((await store.versions('mfe_activity')).map((m) => m.version)).toEqual(['1.0.0']);
    });

    it('keeps versions immutable: the same content again is a no-op, other content is refused', async () => {
      await publish('1.0.0', { content: 'a' });
      expect((await publish('1.0.0', { content: 'a' })).created).toBe(false);
      await expect(publish('1.0.0', { content: 'b' })).rejects.toThrow(/immutable/);
      await publish('1.0.1', { content: 'b' });
      const old = await storage.get('mfe_activity/1.0.0/remoteEntry.js');
      expect(old?.body.toString()).toContain('/*a*/');
    });

    it('an interrupted publish can be run again; files of another build under the version are refused', async () => {
      // Left by an interrupted publish of the same build: files, no manifest.
      const dir = fakeBuild({ content: 'same' });
      await storage.put(
        'mfe_activity/3.0.0/remoteEntry.js',
        fs.readFileSync(path.join(dir, 'remoteEntry.js')),
      );
      expect(await store.manifest('mfe_activity', '3.0.0')).toBeNull();
      await store.publish(who, readBuild('mfe_activity', dir), dir, '3.0.0');
      expect(await store.manifest('mfe_activity', '3.0.0')).not.toBeNull();
      // Another build's file under a version being published.
      await storage.put('mfe_activity/4.0.0/remoteEntry.js', 'something else');
      await expect(publish('4.0.0', { content: 'other' })).rejects.toThrow(
        /exists with other content/,
      );
      expect(await store.manifest('mfe_activity', '4.0.0')).toBeNull();
    });

    it('names a version by content when none is given', async () => {
      const dir = fakeBuild({ content: 'x' });
      const { manifest } = await store.publish(who, readBuild('mfe_activity', dir), dir);
      expect(manifest.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    });

    it('refuses a contract the host does not accept, a build without ./lifecycles, a build over budget', async () => {
      await expect(publish('9.0.0', { contract: 999 })).rejects.toThrow(
        new RegExp(
          `contract version 999 is not accepted by the current host \\(it accepts ${CONTRACT_VERSION}`,
        ),
      );
      expect(() => readBuild('mfe_activity', fakeBuild({ exposes: ['./other'] }))).toThrow(
        /does not expose \.\/lifecycles/,
      );
      fs.writeFileSync(
        budgetsFile,
        JSON.stringify({ entries: { 'mfe_activity exposed lifecycles': { budget: 50 } } }),
      );
      await expect(publish('9.0.1', { content: 'y'.repeat(4000) })).rejects.toThrow(
        /exposed lifecycles is .* over its budget/,
      );
      await expect(publish('9.0.2', { contract: 999 })).rejects.toThrow(GateError);
      expect(await store.versions('mfe_activity')).toEqual([]);
    });

    it("refuses a build on another federation runtime than the host's, at publish and at promote", async () => {
      const own = readBuild('mfe_activity', fakeBuild());
      expect(own.federationRuntime).toBeNull();
      await expect(publish('8.0.0', { runtime: '2.9.2' })).resolves.toMatchObject({
        manifest: { federationRuntime: '2.9.2' },
      });
      await expect(publish('8.0.1', { runtime: '2.10.0' })).rejects.toThrow(
        /built with federation runtime 2\.10\.0, and the current host provides 2\.9\.2/,
      );
      // A build that carries its own runtime runs in any host.
      await expect(publish('8.0.2')).resolves.toMatchObject({ created: true });
      // The host moved on after the publish: the version is refused as a target.
      const later = make(storage, budgetsFile, '2.10.0');
      await expect(later.promote(who, 'mfe_activity', '8.0.0')).rejects.toThrow(
        /mfe_activity@8\.0\.0: it is built with federation runtime 2\.9\.2/,
      );
      await expect(later.promote(who, 'mfe_activity', '8.0.2')).resolves.toBeDefined();
    });

    it("refuses a build that needs the host's runtime when the host provides none", async () => {
      store = make(storage, budgetsFile, NO_RUNTIME);
      await expect(publish('8.1.0', { runtime: '2.9.2' })).rejects.toThrow(
        /uses the host's federation runtime 2\.9\.2, and the current host provides none/,
      );
      await expect(publish('8.1.1')).resolves.toMatchObject({ created: true });
    });

    it('refuses a build of another remote and an invalid version', async () => {
      expect(() => readBuild('mfe_activity', fakeBuild({ remote: 'mfe_share' }))).toThrow(
        /a build of mfe_share, not of mfe_activity/,
      );
      await expect(publish('../x')).rejects.toThrow(/invalid version/);
    });
  });

  describe('registry', () => {
    it('promote, rollback: previous good versions newest first; a rolled-back version is never a target again', async () => {
      await publish('1.0.0', { content: '1' });
      await publish('2.0.0', { content: '2' });
      await publish('3.0.0', { content: '3' });
      await store.promote(who, 'mfe_activity', '1.0.0');
      await store.promote(who, 'mfe_activity', '2.0.0');
      const { registry } = await store.promote(who, 'mfe_activity', '3.0.0');
      const e = registry.remotes.mfe_activity;
      expect(e?.version).toBe('3.0.0');
      expect(e?.entry).toBe('http://cdn.test/mfe_activity/3.0.0/remoteEntry.js');
      expect(e?.integrity).toMatch(/^sha384-/);
      // The initial registry's own (unversioned, mutable) build is never a previous version.
      expect(e?.previous?.map((p) => p.version)).toEqual(['2.0.0', '1.0.0']);
      const back = await store.rollback(who, 'mfe_activity');
      expect(back.registry.remotes.mfe_activity?.version).toBe('2.0.0');
      expect(back.registry.remotes.mfe_activity?.previous?.map((p) => p.version)).toEqual([
        '1.0.0',
      ]);
      // A version rolled back from is refused until reinstated on purpose.
      await expect(store.promote(who, 'mfe_activity', '3.0.0')).rejects.toThrow(
        /marked bad .*reinstate mfe_activity@3\.0\.0/,
      );
      await store.promote(who, 'mfe_activity', '1.0.0');
      const cur = await store.currentRegistry();
      // 3.0.0 was rolled back from: not kept as a fallback.
      expect(cur?.remotes.mfe_activity?.previous?.map((p) => p.version)).toEqual(['2.0.0']);
      expect(cur).not.toHaveProperty('release');
      expect(cur?.revision).toBe('r5');
      await expect(store.promote(who, 'mfe_activity', '4.0.0')).rejects.toThrow(/not published/);
    });

    it('the first rollback after one publish + promote restores the previous published version', async () => {
      // Start-up's local build is the first published version (what `npm start` makes live).
      const start = fakeBuild({ content: 'start' });
      const first = await store.publishLocalBuild(
        'local build',
        readBuild('mfe_activity', start),
        start,
      );
      expect(first).toMatchObject({ promoted: true, live: first.version });
      // The same build again: the same version, no write.
      const revision = (await store.currentRegistry())?.revision;
      const again = await store.publishLocalBuild(
        'local build',
        readBuild('mfe_activity', start),
        start,
      );
      expect(again).toMatchObject({ version: first.version, created: false, promoted: false });
      expect((await store.currentRegistry())?.revision).toBe(revision);
      // A team publishes and promotes; the first rollback brings the start-up's version back.
      await publish('2.0.0', { content: 'new text' });
      await store.promote(who, 'mfe_activity', '2.0.0');
      const back = await store.rollback(who, 'mfe_activity');
      expect(back.detail).toBe(`mfe_activity: 2.0.0 -> ${first.version} (2.0.0 marked bad)`);
      const entry = back.registry.remotes.mfe_activity;
      expect(entry).toMatchObject({
        version: first.version,
        entry: `http://cdn.test/mfe_activity/${first.version}/remoteEntry.js`,
        integrity: (await store.manifest('mfe_activity', first.version))?.integrity,
      });
      // Nothing left to roll back to: refused, not a step to a mutable build.
      await expect(store.rollback(who, 'mfe_activity')).rejects.toThrow(
        /no previous published version/,
      );
      // The bad version is refused everywhere a version is named.
      await expect(store.canary(who, 'mfe_activity', '2.0.0', 10)).rejects.toThrow(/marked bad/);
      await expect(store.pin(who, 'mfe_activity', '2.0.0')).rejects.toThrow(/marked bad/);
      await store.activityAdd(who, {
        slug: 'summer',
        remote: 'mfe_activity',
        page: 'black-friday',
        startsAt: '2026-06-01T00:00:00Z',
        endsAt: '2026-09-01T00:00:00Z',
      });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(store.activitySwap(who, 'summer', { version: '2.0.0' })).rejects.toThrow(
        /marked bad/,
      );
      warn.mockRestore();
      await store.reinstate(who, 'mfe_activity', '2.0.0');
      await store.canary(who, 'mfe_activity', '2.0.0', 10);
    });

    it('a local build at start-up: live when nothing published is, or when the live one is the last local build; never over a hand-promoted version', async () => {
      const b1 = fakeBuild({ content: 'b1' });
      const v1 = (await store.publishLocalBuild('local', readBuild('mfe_activity', b1), b1))
        .version;
      // A rebuild (other content) replaces the last local build at the next start-up.
      const b2 = fakeBuild({ content: 'b2' });
      const r2 = await store.publishLocalBuild('local', readBuild('mfe_activity', b2), b2);
      expect(r2).toMatchObject({ promoted: true, live: r2.version });
      expect(r2.version).not.toBe(v1);
      expect((await store.currentRegistry())?.remotes.mfe_activity?.previous).toEqual([
        expect.objectContaining({ version: v1, integrity: expect.stringMatching(/^sha384-/) }),
      ]);
      // A team promotes by hand: start-up publishes its build and leaves what is live alone.
      await publish('5.0.0', { content: 'team' });
      await store.promote(who, 'mfe_activity', '5.0.0');
      const b3 = fakeBuild({ content: 'b3' });
      const r3 = await store.publishLocalBuild('local', readBuild('mfe_activity', b3), b3);
      expect(r3).toMatchObject({ created: true, promoted: false, live: '5.0.0' });
      expect(r3.reason).toMatch(/made live by hand/);
      expect(await store.manifest('mfe_activity', r3.version)).not.toBeNull();
      // Promoting the last local build by hand hands the remote back to start-up.
      await store.promote(who, 'mfe_activity', r2.version);
      const b4 = fakeBuild({ content: 'b4' });
      expect(
        (await store.publishLocalBuild('local', readBuild('mfe_activity', b4), b4)).promoted,
      ).toBe(true);
      // A pinned remote is left alone.
      await store.pin(who, 'mfe_activity', '5.0.0');
      const b5 = fakeBuild({ content: 'b5' });
      expect(
        await store.publishLocalBuild('local', readBuild('mfe_activity', b5), b5),
      ).toMatchObject({ promoted: false, live: '5.0.0', reason: 'pinned at 5.0.0' });
    });

    it('the stored mf-manifest.json names the published version (buildVersion)', async () => {
      const { manifest } = await publish('7.0.0', { content: '7' });
      const stored = await storage.get('mfe_activity/7.0.0/mf-manifest.json');
      const m = JSON.parse(stored?.body.toString('utf8') ?? '{}') as {
        metaData: { buildInfo: { buildVersion: string } };
      };
      expect(m.metaData.buildInfo.buildVersion).toBe('7.0.0');
      expect(manifest.files.find((f) => f.path === 'mf-manifest.json')?.integrity).toBe(
        stored && sri(stored.body),
      );
      // Still idempotent: the same build under the same version is a no-op.
      expect((await publish('7.0.0', { content: '7' })).created).toBe(false);
      // The registry names it, for hosts that load remotes by their manifest.
      const { registry } = await store.promote(who, 'mfe_activity', '7.0.0');
      expect(registry.remotes.mfe_activity?.manifest).toBe(
        'http://cdn.test/mfe_activity/7.0.0/mf-manifest.json',
      );
    });

    it('a corrupt or partial store: the file is named, with what to do', async () => {
      await publish('1.0.0', { content: '1' });
      await store.promote(who, 'mfe_activity', '1.0.0');
      const reg = await storage.get('registry.json');
      await storage.put('registry.json', '{"schema":1,"remotes":', { ifMatch: reg?.etag });
      await expect(store.readRegistry()).rejects.toThrow(CorruptStoreError);
      await expect(store.currentRegistry()).rejects.toThrow(
        /registry\.json is unreadable \(not JSON/,
      );
      await expect(store.promote(who, 'mfe_activity', '1.0.0')).rejects.toThrow(/Restore it/);
      const m = await storage.get('mfe_activity/1.0.0/cumulus-release.json');
      await storage.put('mfe_activity/1.0.0/cumulus-release.json', '[]', { ifMatch: m?.etag });
      await expect(store.versions('mfe_activity')).rejects.toThrow(
        /mfe_activity\/1\.0\.0\/cumulus-release\.json is unreadable \(not the expected shape\)/,
      );
    });

    it('campaigns: remove frees the slug', async () => {
      const add = () =>
        store.activityAdd(who, {
          slug: 'summer',
          remote: 'mfe_activity',
          page: 'black-friday',
          startsAt: '2026-06-01T00:00:00Z',
          endsAt: '2026-09-01T00:00:00Z',
        });
      await add();
      await store.activityEnd(who, 'summer');
      await expect(add()).rejects.toThrow(/exists already/);
      await store.activityRemove(who, 'summer');
      expect((await store.currentRegistry())?.activities).toEqual([]);
      await add();
      await expect(store.activityRemove(who, 'winter')).rejects.toThrow(/no campaign "winter"/);
    });

    it('canary: a published version other than the current, 1 to 99 per cent', async () => {
      await publish('1.0.0', { content: '1' });
      await publish('2.0.0', { content: '2' });
      await store.promote(who, 'mfe_activity', '1.0.0');
      for (const bad of [0, 100, 101, -5, 12.5, Number.NaN])
        await expect(store.canary(who, 'mfe_activity', '2.0.0', bad)).rejects.toThrow(
          /invalid canary percent/,
        );
      await expect(store.canary(who, 'mfe_activity', '1.0.0', 50)).rejects.toThrow(/current/);
      const { registry } = await store.canary(who, 'mfe_activity', '2.0.0', 50);
      expect(registry.remotes.mfe_activity?.canary).toMatchObject({
        version: '2.0.0',
        percent: 50,
      });
      // Promoting the canary's version ends the canary.
      const p = await store.promote(who, 'mfe_activity', '2.0.0');
      expect(p.registry.remotes.mfe_activity?.canary).toBeUndefined();
      await expect(store.canaryOff(who, 'mfe_activity')).rejects.toThrow(StoreError);
    });

    it('pin holds a remote: promote, canary and rollback are refused until unpin', async () => {
      await publish('1.0.0', { content: '1' });
      await publish('2.0.0', { content: '2' });
      await store.promote(who, 'mfe_activity', '2.0.0');
      await store.pin(who, 'mfe_activity', '1.0.0');
      expect((await store.currentRegistry())?.remotes.mfe_activity?.version).toBe('1.0.0');
      await expect(store.promote(who, 'mfe_activity', '2.0.0')).rejects.toThrow(/pinned at 1.0.0/);
      await expect(store.rollback(who, 'mfe_activity')).rejects.toThrow(/pinned/);
      await expect(store.canary(who, 'mfe_activity', '2.0.0', 10)).rejects.toThrow(/pinned/);
      await store.unpin(who, 'mfe_activity');
      await store.promote(who, 'mfe_activity', '2.0.0');
    });

    it('campaigns: add at a published version, swap, schedule, end', async () => {
      await publish('1.0.0', { content: '1' });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      await store.activityAdd(who, {
        slug: 'summer',
        remote: 'mfe_activity',
        page: 'black-friday',
        startsAt: '2026-06-01T00:00:00Z',
        endsAt: '2026-09-01T00:00:00Z',
        version: '1.0.0',
      });
      // The fake build has no page chunks: a warning, not a refusal.
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no chunk named page-black-friday/));
      warn.mockRestore();
      let a = (await store.currentRegistry())?.activities[0];
      expect(a).toMatchObject({
        slug: 'summer',
        page: 'black-friday',
        version: { version: '1.0.0' },
      });
      await expect(
        store.activityAdd(who, {
          slug: 'summer',
          remote: 'mfe_activity',
          page: 'x',
          startsAt: '2026-06-01',
          endsAt: '2026-07-01',
        }),
      ).rejects.toThrow(/exists already/);
      await store.activitySwap(who, 'summer', { page: 'christmas', version: null });
      a = (await store.currentRegistry())?.activities[0];
      expect(a?.page).toBe('christmas');
      expect(a?.version).toBeUndefined();
      await store.activitySchedule(who, 'summer', undefined, '2026-10-01T00:00:00Z');
      await expect(store.activitySchedule(who, 'summer', '2027-01-01')).rejects.toThrow(/before/);
      await store.activityEnd(who, 'summer', '2026-08-01T00:00:00Z');
      a = (await store.currentRegistry())?.activities[0];
      expect(a?.endsAt).toBe('2026-08-01T00:00:00.000Z');
      await expect(store.activityEnd(who, 'nope')).rejects.toThrow(/no campaign/);
    });

    it('developer overrides: allowed origins, or none', async () => {
      await expect(store.setOverrides(who, ['javascript:alert(1)'])).rejects.toThrow(
        /invalid origin/,
      );
      await store.setOverrides(who, ['http://localhost:*', 'http://127.0.0.1:8084']);
      expect((await store.currentRegistry())?.overrides).toEqual({
        allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:8084'],
      });
      await store.setOverrides(who, []);
      expect(await store.currentRegistry()).not.toHaveProperty('overrides');
    });

    it('concurrent writers: every change lands, each with its own revision', async () => {
      const other = make();
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? other : store).activityAdd(who, {
            slug: `c${i}`,
            remote: 'mfe_activity',
            page: 'christmas',
            startsAt: '2026-01-01',
            endsAt: '2027-01-01',
          }),
        ),
      );
      const reg = await store.currentRegistry();
      expect(reg?.activities.map((a) => a.slug).sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => `c${i}`),
      );
      expect(reg?.revision).toBe('r8');
      const log = await store.log();
      expect(
        log
          .filter((e) => e.action === 'activity-add')
          .map((e) => e.revision)
          .sort(),
      ).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
    });

    it('a reader never sees a half-written registry', async () => {
      // A large document, rewritten while readers read it.
      const big = 'x'.repeat(200_000);
      let writing = true;
      const writes = (async () => {
        for (let i = 0; i < 6; i++)
          await store.updateRegistry(who, 'test', (doc) => {
            doc.embedding.parents = [`${big}${i}`];
            return `write ${i}`;
          });
        writing = false;
      })();
      let reads = 0;
      while (writing) {
        const got = await storage.get('registry.json');
        if (got) {
          const doc = JSON.parse(got.body.toString('utf8')) as Registry;
          expect(doc.schema).toBe(1);
          expect(doc.embedding.parents[0]).toHaveLength(200_001);
          reads++;
        }
      }
      await writes;
      expect(reads).toBeGreaterThan(0);
    });
  });

  it('logs every write: who, what, when', async () => {
    await publish('1.0.0');
    await store.promote(who, 'mfe_activity', '1.0.0');
    const log = await store.log();
    expect(log.map((e) => [e.who, e.action])).toEqual([
      ['activity-team', 'token'],
      ['activity-team', 'publish'],
      ['activity-team', 'promote'],
    ]);
    expect(log[2]).toMatchObject({ detail: 'mfe_activity: none -> 1.0.0', revision: 'r1' });
    expect(Date.parse(log[2]?.at ?? '')).not.toBeNaN();
  });
}
