/**
 * Serving the release store locally: a remote origin's `/_v/<version>/` files, and the host's
 * `/registry.json` from the store (else the embedded default; the last one read while the store
 * cannot be read).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION, type Registry, type RemoteName } from 'shared-libs/contracts';
import { LocalDirStorage, type Storage } from '../registry/storage';
import { ReleaseStore } from '../registry/store/release-store';
import { fakeBuild, removeTemporaryFolders } from '../registry/testing/store-suite';
import { createHostHandler, remoteOriginsOf } from './host-handler';
import { LOCAL_BUILD_WRITER, publishLocalBuilds, versionsHandler } from './releases';
import {
  createStaticServer,
  standalonePolicy,
  type Handler,
  type StaticServer,
} from './static-server';

const folders: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-serve-'));
  folders.push(dir);
  return dir;
};
const servers: StaticServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  removeTemporaryFolders();
});

async function serve(root: string, handle: (server: () => StaticServer) => Handler) {
  const server: StaticServer = createStaticServer({
    root,
    port: 0,
    cors: true,
    handle: handle(() => server),
  });
  servers.push(server);
  const http = await server.listen();
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

/** A storage in memory (stands for S3: not a local folder). */
function memoryStorage(): Storage & { failing: boolean } {
  const objects = new Map<string, Buffer>();
  const s = {
    description: 'memory',
    failing: false,
    async get(key: string) {
      if (s.failing) throw new Error('store down');
      const body = objects.get(key);
      return body ? { body, etag: String(body.length) } : null;
    },
    async put(key: string, body: Buffer | string) {
      objects.set(key, Buffer.from(body));
      return { etag: '' };
    },
    async list(prefix: string) {
      return [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
  return s;
}

describe('a remote origin serves published versions at /_v/<version>/', () => {
  for (const kind of ['local folder', 'another storage'] as const) {
    it(`from a ${kind}: immutable, with CORS; unknown versions and paths 404`, async () => {
      const storage = kind === 'local folder' ? new LocalDirStorage(tmp()) : memoryStorage();
      await storage.put('mfe_activity/1.0.0/remoteEntry.js', 'var mfe_activity;');
      await storage.put('mfe_share/1.0.0/remoteEntry.js', 'var mfe_share;');
      const origin = await serve(tmp(), (server) =>
        versionsHandler('mfe_activity', storage, server),
      );
      const res = await fetch(`${origin}/_v/1.0.0/remoteEntry.js`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('var mfe_activity;');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('content-type')).toContain('text/javascript');
      for (const p of ['/_v/2.0.0/remoteEntry.js', '/_v/1.0.0/%2e%2e/x.js', '/_v/..%2f/a.js'])
        expect((await fetch(`${origin}${p}`)).status).toBe(404);
    });
  }
});

describe("the host's /registry.json", () => {
  const initial = (): Registry => ({
    schema: 1,
    remotes: { mfe_activity: { entry: 'http://localhost:8084/remoteEntry.js', version: '0.1.0' } },
    activities: [],
    api: { origins: [], accessOrigins: [] },
    embedding: { parents: [] },
  });

  it('is the embedded default until the store has a registry, then the store’s, without its state', async () => {
    delete process.env.CUMULUS_REGISTRY_FILE;
    const storage = memoryStorage();
    const releases = new ReleaseStore({
      storage,
      urlOf: (r, v, f) => `http://localhost:8084/_v/${v}/${f}`,
      initialRegistry: initial,
    });
    const hostRoot = tmp();
    fs.writeFileSync(path.join(hostRoot, 'index.html'), '<html><head></head><body></body></html>');
    const origin = await serve(hostRoot, () => createHostHandler({ hostRoot, releases }));
    const get = async () => (await (await fetch(`${origin}/registry.json`)).json()) as Registry;

    const before = await get();
    expect(before.revision).toBeUndefined();
    expect(Object.keys(before.remotes).sort()).toEqual([
      'mfe_activity',
      'mfe_drive',
      'mfe_marketing',
      'mfe_share',
    ]);

    await releases.updateRegistry('test', 'test', (doc) => {
      doc.release = { pinned: { mfe_activity: '0.1.0' } };
      return 'pin';
    });
    const after = await get();
    expect(after.revision).toBe('r1');
    expect(after).not.toHaveProperty('release');
    expect(Object.keys(after.remotes)).toEqual(['mfe_activity']);

    // The store cannot be read: the last registry read from it, not the default.
    storage.failing = true;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await get()).revision).toBe('r1');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('release store unreadable'));
    error.mockRestore();
  });
});

it("the host's CSP allows every origin the registry loads remote code from", () => {
  const ref = (entry: string) => ({ entry, version: '1' });
  expect(
    remoteOriginsOf({
      remotes: {
        mfe_activity: {
          ...ref('https://a.test/x/remoteEntry.js'),
          canary: { ...ref('https://b.test/remoteEntry.js'), percent: 10 },
          previous: [ref('https://c.test/remoteEntry.js'), ref('not a url')],
        },
        mfe_share: ref('https://a.test/y/remoteEntry.js'),
      },
      activities: [
        {
          slug: 's',
          remote: 'mfe_activity',
          page: 'p',
          startsAt: '',
          endsAt: '',
          version: ref('https://d.test/remoteEntry.js'),
        },
      ],
    }),
  ).toEqual(['https://a.test', 'https://b.test', 'https://c.test', 'https://d.test']);
});

describe('start-up publishes the local builds (npm start, the e2e site)', () => {
  const initial = (): Registry => ({
    schema: 1,
    remotes: {
      mfe_activity: { entry: 'http://localhost:8084/remoteEntry.js', version: '0.1.0' },
      mfe_share: { entry: 'http://localhost:8082/remoteEntry.js', version: '0.1.0' },
    },
    activities: [],
    api: { origins: [], accessOrigins: [] },
    embedding: { parents: [] },
  });
  const make = (storage: Storage, devRemotes: RemoteName[] = []) =>
    new ReleaseStore({
      storage,
      urlOf: (r, v, f) => `http://localhost:${r === 'mfe_share' ? 8082 : 8084}/_v/${v}/${f}`,
      initialRegistry: initial,
      hostContract: () => ({
        versions: [CONTRACT_VERSION],
        source: 'test',
        federationRuntime: '2.9.2',
      }),
      devRemotes,
    });
  const silent = () => {};

  it('every served entry is a published version with integrity; a rebuild in place changes nothing served; the same builds again write nothing', async () => {
    const storage = new LocalDirStorage(tmp());
    const store = make(storage);
    const activity = fakeBuild({ content: 'old text' });
    const builds = [
      { remote: 'mfe_activity' as const, dir: activity },
      { remote: 'mfe_share' as const, dir: fakeBuild({ remote: 'mfe_share' }) },
    ];
    const t0 = Date.now();
    const first = await publishLocalBuilds(store, builds, silent);
    expect(first.every((r) => r.version && r.live === r.version)).toBe(true);
    const registry = await store.currentRegistry();
    for (const r of first) {
      const e = registry?.remotes[r.remote];
      expect(e?.entry).toMatch(new RegExp(`/_v/${r.version}/remoteEntry\\.js$`));
      expect(e?.integrity).toMatch(/^sha384-/);
      expect(e?.previous ?? []).toEqual([]);
    }
    // `npm run build -w mfe-activity` alone: the build folder changes, the served version not.
    fs.writeFileSync(path.join(activity, 'remoteEntry.js'), 'var mfe_activity;/*new text*/');
    const served = await storage.get(`mfe_activity/${first[0]?.version}/remoteEntry.js`);
    expect(served?.body.toString()).toContain('old text');
    expect((await store.currentRegistry())?.remotes.mfe_activity?.version).toBe(first[0]?.version);
    // The next start-up with the same builds: the same versions, no write.
    const copy = { ...builds[1]! };
    const again = await publishLocalBuilds(store, [copy], silent);
    expect(again[0]?.version).toBe(first[1]?.version);
    expect((await store.currentRegistry())?.revision).toBe(registry?.revision);
    // ... and with the rebuilt mfe-activity: it goes live, the first build is its previous.
    const next = await publishLocalBuilds(store, [builds[0]!], silent);
    const entry = (await store.currentRegistry())?.remotes.mfe_activity;
    expect(entry?.version).toBe(next[0]?.version);
    expect(entry?.previous?.map((p) => p.version)).toEqual([first[0]?.version]);
    expect((await store.log()).filter((e) => e.who === LOCAL_BUILD_WRITER).length).toBe(6);
    expect(Date.now() - t0).toBeLessThan(5_000);
  });

  it('a build a gate refuses is reported and served from its own build; a dev remote (--except) is pointed at its origin', async () => {
    const storage = new LocalDirStorage(tmp());
    const lines: string[] = [];
    const results = await publishLocalBuilds(
      make(storage),
      [{ remote: 'mfe_activity', dir: fakeBuild({ contract: 999 }) }],
      (l) => lines.push(l),
    );
    expect(results[0]?.error).toMatch(/contract version 999/);
    expect(lines.join('\n')).toMatch(/mfe_activity +NOT PUBLISHED/);

    // Over its size budgets: published and run all the same, said.
    const budgets = path.join(tmp(), 'budgets.json');
    fs.writeFileSync(
      budgets,
      JSON.stringify({ entries: { 'mfe_activity remoteEntry.js': { budget: 1 } } }),
    );
    const over = new ReleaseStore({
      storage: new LocalDirStorage(tmp()),
      urlOf: (r, v, f) => `http://localhost:8084/_v/${v}/${f}`,
      initialRegistry: initial,
      hostContract: () => ({
        versions: [CONTRACT_VERSION],
        source: 'test',
        federationRuntime: '2.9.2',
      }),
      budgetsFile: budgets,
    });
    lines.length = 0;
    const [big] = await publishLocalBuilds(
      over,
      [{ remote: 'mfe_activity', dir: fakeBuild() }],
      (l) => lines.push(l),
    );
    expect(big?.live).toBe(big?.version);
    expect(lines.join('\n')).toMatch(/warning .*remoteEntry\.js is .* over its budget/s);

    const store = make(storage, ['mfe_share']);
    await publishLocalBuilds(
      store,
      [
        { remote: 'mfe_activity', dir: fakeBuild() },
        { remote: 'mfe_share', dir: fakeBuild({ remote: 'mfe_share' }) },
      ],
      silent,
    );
    const reg = await store.currentRegistry();
    expect(reg?.remotes.mfe_activity?.integrity).toMatch(/^sha384-/);
    expect(reg?.remotes.mfe_share).toEqual({
      entry: 'http://localhost:8082/remoteEntry.js',
      version: '0.1.0',
    });
  });

  it("the local site serves api, embedding and overrides as this process's default has them, until the CLI sets overrides", async () => {
    const storage = new LocalDirStorage(tmp());
    let parents = ['http://127.0.0.1:*'];
    const store = new ReleaseStore({
      storage,
      urlOf: (r, v, f) => `http://localhost:8084/_v/${v}/${f}`,
      initialRegistry: () => ({
        ...initial(),
        embedding: { parents },
        overrides: { allowedOrigins: ['http://localhost:*'] },
      }),
      hostContract: () => ({
        versions: [CONTRACT_VERSION],
        source: 'test',
        federationRuntime: '2.9.2',
      }),
      liveDefaults: true,
    });
    await publishLocalBuilds(store, [{ remote: 'mfe_activity', dir: fakeBuild() }], silent);
    // The default changed after the store's first write (another environment, a new default).
    parents = ['https://parent.test'];
    let reg = await store.currentRegistry();
    expect(reg?.embedding.parents).toEqual(['https://parent.test']);
    expect(reg?.overrides).toEqual({ allowedOrigins: ['http://localhost:*'] });
    await store.setOverrides('ops', []);
    reg = await store.currentRegistry();
    expect(reg).not.toHaveProperty('overrides');
  });
});

it("a remote's stand-alone page is sent with its Content-Security-Policy", async () => {
  const root = tmp();
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><script src="main.js"></script>');
  fs.writeFileSync(path.join(root, 'main.js'), '1');
  const policy = standalonePolicy(['http://localhost:8090']);
  const server = createStaticServer({
    root,
    port: 0,
    cors: true,
    htmlHeaders: { 'Content-Security-Policy': policy },
  });
  servers.push(server);
  const port = ((await server.listen()).address() as AddressInfo).port;
  const page = await fetch(`http://127.0.0.1:${port}/index.html`);
  expect(page.headers.get('content-security-policy')).toBe(policy);
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("connect-src 'self' http://localhost:8090");
  const script = await fetch(`http://127.0.0.1:${port}/main.js`);
  expect(script.headers.get('content-security-policy')).toBeNull();
});
