/**
 * Serving the release store locally: a remote origin's `/_v/<version>/` files, and the host's
 * `/registry.json` from the store (else the embedded default; the last one read while the store
 * cannot be read).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from 'shared-libs/contracts';
import { LocalDirStorage, type Storage } from '../registry/storage';
import { ReleaseStore } from '../registry/store';
import { createHostHandler, remoteOriginsOf } from './host-handler';
import { versionsHandler } from './releases';
import { createStaticServer, type Handler, type StaticServer } from './static-server';

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
