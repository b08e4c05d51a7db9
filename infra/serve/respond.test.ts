/**
 * Validators, 304s and compression on every local origin (decision 0017): the rules of
 * respond.ts, then a remote's origin (static files and published versions) and the host's
 * (registry, sitemap, the page shell) answering real requests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LocalDirStorage, type Storage } from '../registry/storage';
import { createHostHandler } from './host-handler';
import { versionsHandler } from './releases';
import {
  acceptedCodings,
  changeClock,
  etagOf,
  isNotModified,
  variantCache,
  variantEtag,
} from './respond';
import { createStaticServer, type Handler, type StaticServer } from './static-server';

const folders: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-respond-'));
  folders.push(dir);
  return dir;
};
const servers: StaticServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(root: string, handle?: (server: () => StaticServer) => Handler) {
  const server: StaticServer = createStaticServer({
    root,
    port: 0,
    cors: true,
    handle: handle && handle(() => server),
  });
  servers.push(server);
  const listening = await server.listen();
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still encoded). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

/** A request with exactly these headers (fetch would add and decode Accept-Encoding itself). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const text = (
          enc === 'gzip'
            ? zlib.gunzipSync(raw)
            : enc === 'br'
              ? zlib.brotliDecompressSync(raw)
              : raw
        ).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const SECURITY = ['x-content-type-options', 'referrer-policy'];
const big = (what: string) => `/* ${what} */ ${'console.log("cumulus");\n'.repeat(200)}`;

describe('respond.ts rules', () => {
  it('reads Accept-Encoding with q-values, * and refusals', () => {
    const of = (h: string) => [...acceptedCodings(h)].sort();
    expect(of('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(of('gzip;q=0, br')).toEqual(['br']);
    expect(of('br;q=0.0, gzip;q=0.5')).toEqual(['gzip']);
    expect(of('*')).toEqual(['br', 'gzip']);
    expect(of('*;q=0, gzip')).toEqual(['gzip']);
    expect(of('identity')).toEqual([]);
    expect(of('')).toEqual([]);
  });

  it('gives each encoding its own strong tag', () => {
    const tag = etagOf('body');
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(etagOf('body')).toBe(tag);
    expect(etagOf('other')).not.toBe(tag);
    expect(variantEtag(tag, 'gzip')).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(variantEtag(tag, null)).toBe(tag);
  });

  it('decides 304 by If-None-Match first (weak comparison), else If-Modified-Since', () => {
    const at = new Date('2026-11-25T10:00:00.700Z');
    const req = (headers: Record<string, string>, method = 'GET') =>
      ({ method, headers }) as unknown as http.IncomingMessage;
    expect(isNotModified(req({ 'if-none-match': '"a", "b"' }), '"b"', at)).toBe(true);
    expect(isNotModified(req({ 'if-none-match': 'W/"b"' }), '"b"', at)).toBe(true);
    expect(isNotModified(req({ 'if-none-match': '*' }), '"b"', at)).toBe(true);
    expect(isNotModified(req({ 'if-none-match': '"a"' }), '"b"', at)).toBe(false);
    // If-None-Match decides alone when it is there, even against a matching date.
    const lm = at.toUTCString();
    expect(isNotModified(req({ 'if-none-match': '"a"', 'if-modified-since': lm }), '"b"', at)).toBe(
      false,
    );
    expect(isNotModified(req({ 'if-modified-since': lm }), '"b"', at)).toBe(true);
    expect(
      isNotModified(
        req({ 'if-modified-since': new Date(at.getTime() - 1000).toUTCString() }),
        '"b"',
        at,
      ),
    ).toBe(false);
    expect(isNotModified(req({ 'if-modified-since': 'garbage' }), '"b"', at)).toBe(false);
    expect(isNotModified(req({ 'if-none-match': '"b"' }, 'POST'), '"b"', at)).toBe(false);
    // No validators (the shell): never 304.
    expect(isNotModified(req({ 'if-none-match': '*', 'if-modified-since': lm }), null, null)).toBe(
      false,
    );
  });

  it('moves Last-Modified only when the content changes', () => {
    let now = new Date('2026-11-25T10:00:00.500Z');
    const clock = changeClock(() => now);
    const first = clock('/registry.json', '"a"');
    expect(first.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    now = new Date('2026-11-25T11:00:00Z');
    expect(clock('/registry.json', '"a"')).toBe(first);
    expect(clock('/registry.json', '"b"').toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('keeps compressed variants within its byte budget, oldest out first', () => {
    const cache = variantCache(10);
    cache.set('a', Buffer.alloc(6));
    cache.set('b', Buffer.alloc(6));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toHaveLength(6);
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
  });
});

describe('a static origin (every app origin)', () => {
  let origin = '';
  let root = '';
  beforeAll(async () => {
    root = tmp();
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), big('entry'));
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'x' }));
    fs.writeFileSync(path.join(root, '512.0a1b2c3d4e.js'), big('chunk'));
    origin = await serve(root);
  });

  it('sends entries no-cache with a strong ETag and Last-Modified, the gzip variant its own tag', async () => {
    const plain = await get(`${origin}/remoteEntry.js`);
    const gz = await get(`${origin}/remoteEntry.js`, { 'accept-encoding': 'gzip, br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toBe(etagOf(big('entry')));
    expect(plain.headers['last-modified']).toBe(
      fs.statSync(path.join(root, 'remoteEntry.js')).mtime.toUTCString(),
    );
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Files stay gzip (as nginx serves them), even to a client that accepts brotli.
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(variantEtag(plain.headers.etag!, 'gzip'));
    expect(gz.text).toBe(plain.text);
    expect(gz.raw.length).toBeLessThan(plain.raw.length);
  });

  it('answers a matching If-None-Match or If-Modified-Since with 304, no body, headers kept', async () => {
    const first = await get(`${origin}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    const conditionals: Record<string, string>[] = [
      { 'if-none-match': first.headers.etag! },
      { 'if-modified-since': first.headers['last-modified']! },
    ];
    for (const conditional of conditionals) {
      const again = await get(`${origin}/remoteEntry.js`, {
        'accept-encoding': 'gzip',
        ...conditional,
      });
      expect(again.status).toBe(304);
      expect(again.raw).toHaveLength(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['access-control-allow-origin']).toBe('*');
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.headers['content-encoding']).toBeUndefined();
      for (const h of SECURITY) expect(again.headers[h]).toBeDefined();
    }
    // The gzip variant's tag does not validate the plain variant, and HEAD is conditional too.
    expect(
      (await get(`${origin}/remoteEntry.js`, { 'if-none-match': first.headers.etag! })).status,
    ).toBe(200);
    const head = await get(
      `${origin}/remoteEntry.js`,
      { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag! },
      'HEAD',
    );
    expect(head.status).toBe(304);
  });

  it('changes the ETag when the file changes', async () => {
    const before = await get(`${origin}/mf-manifest.json`);
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'y' }));
    const after = await get(`${origin}/mf-manifest.json`, {
      'if-none-match': before.headers.etag!,
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.text)).toEqual({ id: 'y' });
  });

  it('keeps hashed chunks immutable, with validators too', async () => {
    const r = await get(`${origin}/512.0a1b2c3d4e.js`, { 'accept-encoding': 'gzip' });
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(`${origin}/512.0a1b2c3d4e.js`, {
      'accept-encoding': 'gzip',
      'if-none-match': r.headers.etag!,
    });
    expect([again.status, again.headers['cache-control']]).toEqual([
      304,
      'public, max-age=31536000, immutable',
    ]);
  });

  it('serves published versions from another storage with validators and gzip', async () => {
    const objects = new Map([['mfe_share/1.0.0/remoteEntry.js', Buffer.from(big('v1'))]]);
    const storage: Storage = {
      description: 'memory',
      get: async (key) => {
        const body = objects.get(key);
        return body ? { body, etag: '' } : null;
      },
      put: async () => ({ etag: '' }),
      list: async () => [],
      delete: async () => undefined,
    };
    for (const s of [storage, new LocalDirStorage(tmp())]) {
      if (s instanceof LocalDirStorage) await s.put('mfe_share/1.0.0/remoteEntry.js', big('v1'));
      const o = await serve(tmp(), (server) => versionsHandler('mfe_share', s, server));
      const url = `${o}/_v/1.0.0/remoteEntry.js`;
      const r = await get(url, { 'accept-encoding': 'gzip' });
      expect([r.status, r.headers['content-encoding'], r.text]).toEqual([200, 'gzip', big('v1')]);
      expect(r.headers.etag).toBe(variantEtag(etagOf(big('v1')), 'gzip'));
      expect(r.headers['last-modified']).toBeDefined();
      const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': r.headers.etag! });
      expect([again.status, again.headers['cache-control']]).toEqual([
        304,
        'public, max-age=31536000, immutable',
      ]);
    }
  });
});

describe("the host's origin", () => {
  let origin = '';
  let registry = '';
  const registryFile = () => registry;
  beforeAll(async () => {
    registry = path.join(tmp(), 'registry.json');
    const hostRoot = tmp();
    fs.writeFileSync(
      path.join(hostRoot, 'index.html'),
      `<!doctype html><html><head><meta name="accept-language" content=""><title>Cumulus</title></head><body><div id="root"></div><script defer src="/main.js"></script><!-- ${'x'.repeat(600)} --></body></html>`,
    );
    fs.writeFileSync(path.join(hostRoot, 'main.js'), big('main'));
    fs.mkdirSync(path.join(hostRoot, 'builds'));
    fs.writeFileSync(path.join(hostRoot, 'builds', 'latest.json'), '{"id":"b1"}');
    fs.writeFileSync(
      registryFile(),
      JSON.stringify({ schema: 1, remotes: {}, activities: [], pad: 'y'.repeat(600) }),
    );
    process.env.CUMULUS_REGISTRY_FILE = registryFile();
    const server = createStaticServer({
      root: hostRoot,
      port: 0,
      handle: createHostHandler({ hostRoot }),
    });
    servers.push(server);
    origin = `http://127.0.0.1:${((await server.listen()).address() as AddressInfo).port}`;
  });
  afterAll(() => {
    delete process.env.CUMULUS_REGISTRY_FILE;
  });

  it('revalidates main.js, builds/latest.json, registry.json and the sitemap with 304', async () => {
    for (const p of ['/main.js', '/builds/latest.json', '/registry.json', '/sitemap.xml']) {
      const first = await get(`${origin}${p}`, { 'accept-encoding': 'gzip' });
      expect([p, first.status]).toEqual([p, 200]);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['last-modified']).toBeDefined();
      const again = await get(`${origin}${p}`, {
        'accept-encoding': 'gzip',
        'if-none-match': first.headers.etag!,
        'if-modified-since': first.headers['last-modified']!,
      });
      expect([p, again.status, again.raw.length]).toEqual([p, 304, 0]);
      for (const h of SECURITY) expect(again.headers[h]).toBeDefined();
    }
    const registry = await get(`${origin}/registry.json`, { 'accept-encoding': 'gzip' });
    expect([registry.headers['content-encoding'], registry.headers['cache-control']]).toEqual([
      'gzip',
      'no-cache',
    ]);
  });

  it('sends a changed registry in full, with a new ETag and Last-Modified', async () => {
    const first = await get(`${origin}/registry.json`);
    const doc = JSON.parse(first.text) as Record<string, unknown>;
    fs.writeFileSync(registryFile(), JSON.stringify({ ...doc, revision: 'r2' }));
    const after = await get(`${origin}/registry.json`, { 'if-none-match': first.headers.etag! });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.text)).toHaveProperty('revision', 'r2');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('compresses the shell (brotli when accepted, else gzip) and gives it no validators', async () => {
    const br = await get(`${origin}/help`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(`${origin}/help`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${origin}/help`);
    expect([br.status, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const r of [br, gz, plain]) {
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers.etag).toBeUndefined();
      expect(r.headers['last-modified']).toBeUndefined();
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-length']).toBe(String(r.raw.length));
      expect(r.text).toContain('<div id="root">');
    }
    expect(br.raw.length).toBeLessThan(plain.raw.length / 2);
    // A fresh nonce per answer: the body differs, so there is nothing to revalidate.
    const nonce = (r: Answer) => /nonce="([^"]+)"/.exec(r.text)?.[1];
    expect(nonce(br)).toBeDefined();
    expect(nonce(br)).not.toBe(nonce(gz));
    expect(br.headers['content-security-policy']).toContain(`'nonce-${nonce(br)}'`);
    // Whatever the browser sends, the shell is answered in full with a new nonce.
    const again = await get(`${origin}/help`, {
      'accept-encoding': 'gzip',
      'if-none-match': '*',
      'if-modified-since': new Date().toUTCString(),
    });
    expect(again.status).toBe(200);
    expect(nonce(again)).not.toBe(nonce(gz));
  });

  it('compresses an unknown page (404, the same shell) too', async () => {
    const r = await get(`${origin}/no-such-page.html-not`, { 'accept-encoding': 'br' });
    expect([r.headers['content-encoding'], r.headers.etag]).toEqual(['br', undefined]);
    expect(r.text).toContain('<div id="root">');
  });
});
