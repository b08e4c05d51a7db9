/**
 * The store with the real tus-js-client (its browser build, as the drive ships it) over a fake
 * HTTP stack that keeps uploads like the API's tus server: what the library stores, the
 * fingerprint it asks for, and how it resumes after a "reload" (a new store on the same storage).
 */
import type { HttpRequest, HttpResponse, HttpStack, UploadOptions } from 'tus-js-client';
import { LazyTusUpload } from './lazyTusUpload';
import type { KeyValueStorage } from './resumeStorage';
import { UploadStore } from './UploadStore';

jest.mock('tus-js-client', () => jest.requireActual('tus-js-client/lib.es5/browser/index.js'));

const MB = 1024 * 1024;
const ORIGIN = 'http://api.test';

class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

/**
 * A tus 1.0.0 server in memory; `holdFrom`: PATCHes at or past this offset never answer;
 * `dropPatches`: PATCH numbers (1-based, counted over the server's life) whose connection drops.
 */
class FakeTusServer implements HttpStack {
  uploads = new Map<string, { offset: number; length: number; bytes: Uint8Array[] }>();
  log: string[] = [];
  /** The origin of each request in `log`. */
  origins: string[] = [];
  holdFrom = Infinity;
  dropPatches = new Set<number>();
  private patches = 0;
  private n = 0;
  getName() {
    return 'fake';
  }
  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (k, v) => void (headers[k.toLowerCase()] = v),
      getHeader: (k) => headers[k.toLowerCase()],
      setProgressHandler: () => undefined,
      abort: async () => undefined,
      getUnderlyingObject: () => null,
      send: (body: Blob | null) => this.answer(method, url, headers, body),
    };
  }
  private async answer(
    method: string,
    url: string,
    h: Record<string, string>,
    body: Blob | null,
  ): Promise<HttpResponse> {
    const { origin, pathname: path } = new URL(url);
    this.log.push(`${method} ${path}${h['upload-offset'] ? ` @${h['upload-offset']}` : ''}`);
    this.origins.push(origin);
    const res = (status: number, headers: Record<string, string> = {}): HttpResponse => ({
      getStatus: () => status,
      getHeader: (k) => headers[k.toLowerCase()],
      getBody: () => '',
      getUnderlyingObject: () => null,
    });
    if (h.authorization !== 'Bearer tok') return res(401);
    if (method === 'POST') {
      const id = `/drive/v1/uploads/T${(this.n += 1)}`;
      this.uploads.set(id, { offset: 0, length: Number(h['upload-length']), bytes: [] });
      return res(201, { location: id });
    }
    const up = this.uploads.get(path);
    if (!up) return res(404);
    if (method === 'HEAD')
      return res(200, { 'upload-offset': String(up.offset), 'upload-length': String(up.length) });
    if (method === 'DELETE') {
      this.uploads.delete(path);
      return res(204);
    }
    if (this.dropPatches.has((this.patches += 1))) {
      // A dropped connection: the body is lost, the request fails without a response.
      throw new Error('connection reset');
    }
    const offset = Number(h['upload-offset']);
    if (offset !== up.offset) return res(409);
    if (offset >= this.holdFrom) return new Promise<HttpResponse>(() => undefined);
    const bytes = await bytesOf(body!);
    up.bytes.push(bytes);
    up.offset += bytes.length;
    return res(204, { 'upload-offset': String(up.offset) });
  }
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer(): its FileReader does). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
};

function page(server: FakeTusServer, storage: MemoryStorage, origins = [ORIGIN]) {
  const uploaded: string[] = [];
  const store = new UploadStore({
    origins: () => origins,
    accessToken: async () => 'tok',
    onUploaded: (i) => uploaded.push(i.name),
    userKey: 'U1',
    storage,
    createUpload: (f, o: UploadOptions) => new LazyTusUpload(f, { ...o, httpStack: server }),
    terminate: async (url, o) => {
      const { Upload } = await import('tus-js-client');
      await Upload.terminate(url, { ...o, httpStack: server });
    },
  });
  return { store, uploaded };
}

const content = new Uint8Array(10 * MB).map((_, i) => (i * 7) % 251);
const theFile = () =>
  new File([content], 'big.bin', { type: 'application/octet-stream', lastModified: 1_700_000 });

describe('resuming with tus-js-client', () => {
  it('a dropped connection is retried on the next API origin and the upload goes on to the end', async () => {
    const server = new FakeTusServer();
    const storage = new MemoryStorage();
    server.dropPatches.add(2); // the second chunk's request, once
    const { store, uploaded } = page(server, storage, [ORIGIN, 'http://api2.test']);
    store.add([{ file: theFile() }], 'VF1');
    await until(() => uploaded.length === 1);

    expect(server.log).toEqual([
      'POST /drive/v1/uploads/',
      'PATCH /drive/v1/uploads/T1 @0',
      `PATCH /drive/v1/uploads/T1 @${4 * MB}`, // dropped
      'HEAD /drive/v1/uploads/T1',
      `PATCH /drive/v1/uploads/T1 @${4 * MB}`,
      `PATCH /drive/v1/uploads/T1 @${8 * MB}`,
    ]);
    // After the drop, everything went to the next origin.
    expect(server.origins.slice(3)).toEqual(Array(3).fill('http://api2.test'));
    expect(store.items[0]).toEqual(
      expect.objectContaining({ state: 'done', sent: 10 * MB, size: 10 * MB }),
    );
    const up = server.uploads.get('/drive/v1/uploads/T1')!;
    const whole = await bytesOf(new Blob(up.bytes as BlobPart[]));
    expect(whole.length).toBe(content.length);
    expect(whole.every((b, i) => b === content[i])).toBe(true);
    expect(storage.length).toBe(0);
  });

  it('an upload stopped by a reload is listed, resumes from the server offset with the same file, and the bytes arrive whole', async () => {
    const server = new FakeTusServer();
    const storage = new MemoryStorage();
    server.holdFrom = 4 * MB;
    const first = page(server, storage);
    first.store.add([{ file: theFile() }], 'VF1');
    await until(() => server.log.includes(`PATCH /drive/v1/uploads/T1 @${4 * MB}`));
    first.store.dispose(); // the page goes

    server.holdFrom = Infinity;
    const second = page(server, storage);
    expect(second.store.interrupted).toEqual([
      expect.objectContaining({ name: 'big.bin', size: 10 * MB, offset: 4 * MB }),
    ]);
    const key = second.store.interrupted[0]!.key;
    const changed = new File([content], 'big.bin', {
      type: 'application/octet-stream',
      lastModified: 1_800_000,
    });
    expect(second.store.resume(key, changed)).toBe('mismatch');
    expect(second.store.resume(key, theFile())).toBe('resumed');
    await until(() => second.uploaded.length === 1);

    const after = server.log.slice(server.log.indexOf(`PATCH /drive/v1/uploads/T1 @${4 * MB}`) + 1);
    expect(after[0]).toBe('HEAD /drive/v1/uploads/T1');
    expect(after[1]).toBe(`PATCH /drive/v1/uploads/T1 @${4 * MB}`);
    expect(after.some((l) => l.startsWith('POST'))).toBe(false);
    const up = server.uploads.get('/drive/v1/uploads/T1')!;
    const whole = await bytesOf(new Blob(up.bytes as BlobPart[]));
    expect(whole.length).toBe(content.length);
    expect(whole.every((b, i) => b === content[i])).toBe(true);
    // Finished: nothing left to offer after the next reload.
    expect(storage.length).toBe(0);
    expect(page(server, storage).store.interrupted).toEqual([]);
  });

  it('Discard ends the upload on the server (tus termination) with the account token', async () => {
    const server = new FakeTusServer();
    const storage = new MemoryStorage();
    server.holdFrom = 4 * MB;
    const first = page(server, storage);
    first.store.add([{ file: theFile() }], '');
    await until(() => server.log.some((l) => l.startsWith('PATCH') && l.endsWith(`@${4 * MB}`)));
    first.store.dispose();

    const second = page(server, storage);
    second.store.discard(second.store.interrupted[0]!.key);
    await until(() => server.uploads.size === 0);
    expect(server.log.at(-1)).toBe('DELETE /drive/v1/uploads/T1');
    expect(storage.length).toBe(0);
  });
});
