import type { PreviousUpload, UploadOptions } from 'tus-js-client';
import { createIntl } from 'react-intl';
import { ResumeStorage, type KeyValueStorage } from './resumeStorage';
import { formatSpeed, formatTimeLeft, rateText, summaryText } from './uploadFormat';
import type { UploadLike } from './uploadLike';
import { PARALLEL_UPLOADS, RESUMABLE_FOR_MS, UploadStore, type UploadDeps } from './UploadStore';

/** Web Storage in memory (the store's only persistence). */
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

let urls = 0;

/**
 * A tus upload that behaves like tus-js-client towards the URL storage and fingerprint it is
 * given: `create()` stores the upload URL as tus does after its creation request.
 */
class FakeUpload implements UploadLike {
  url: string | null = null;
  started = false;
  aborted: boolean | undefined;
  resumedFrom: PreviousUpload | null = null;
  constructor(
    readonly file: File,
    readonly opts: UploadOptions,
  ) {}
  start() {
    this.started = true;
  }
  async abort(terminate?: boolean) {
    this.aborted = terminate;
  }
  private fingerprint() {
    return this.opts.fingerprint!(this.file, this.opts);
  }
  async findPreviousUploads() {
    return this.opts.urlStorage!.findUploadsByFingerprint(await this.fingerprint());
  }
  resumeFromPreviousUpload(previous: PreviousUpload) {
    this.resumedFrom = previous;
    this.url = previous.uploadUrl;
  }
  /** The creation request answered: tus keeps the URL under the fingerprint. */
  async create() {
    this.url = `${this.opts.endpoint}U${(urls += 1)}`;
    await this.opts.urlStorage!.addUpload(await this.fingerprint(), {
      size: this.file.size,
      metadata: this.opts.metadata!,
      creationTime: new Date(clock.t).toString(),
      urlStorageKey: '',
      uploadUrl: this.url,
      parallelUploadUrls: null,
    });
  }
}

const clock = { t: Date.UTC(2026, 10, 28, 6) };
const flush = () => new Promise((r) => setTimeout(r, 0));
const MB = 1024 * 1024;
const file = (name: string, size = 100, lastModified = 1_700_000_000_000, type = 'text/plain') =>
  new File([new Uint8Array(size)], name, { type, lastModified });

function setup(opts: Partial<Omit<UploadDeps, 'origins'>> & { origins?: string[] } = {}) {
  const made: FakeUpload[] = [];
  const uploaded: string[] = [];
  const terminated: { url: string; auth?: string }[] = [];
  const storage = (opts.storage as MemoryStorage | undefined) ?? new MemoryStorage();
  const origins = opts.origins ?? ['http://a.test', 'http://b.test'];
  const store = new UploadStore({
    origins: () => origins,
    accessToken: async () => 'tok',
    onUploaded: (i) => uploaded.push(i.fileId),
    userKey: opts.userKey ?? 'U1',
    storage,
    now: () => clock.t,
    createUpload: (f, o) => {
      const u = new FakeUpload(f, o);
      made.push(u);
      return u;
    },
    terminate: async (url, o) => {
      const headers: Record<string, string> = {};
      await o.onBeforeRequest!({ setHeader: (k: string, v: string) => (headers[k] = v) } as never);
      terminated.push({ url, auth: headers.Authorization });
    },
  });
  return { store, made, uploaded, storage, terminated };
}

const intl = createIntl({ locale: 'en', messages: {} });

describe('UploadStore', () => {
  it('runs three at once, reports progress per file and in total, then starts the next', async () => {
    const { store, made, uploaded } = setup();
    store.add(
      ['a', 'b', 'c', 'd'].map((n) => ({ file: file(`${n}.txt`) })),
      'VF1',
    );
    await flush();
    expect(made.filter((u) => u.started)).toHaveLength(PARALLEL_UPLOADS);
    expect(made[0]!.opts.metadata).toMatchObject({ filename: 'a.txt', parent_id: 'VF1' });
    expect(made[0]!.opts.endpoint).toBe('http://a.test/drive/v1/uploads/');
    made[0]!.opts.onProgress!(50, 100);
    expect(store.items[0]!.sent).toBe(50);
    expect(store.percent).toBe(12);
    made[0]!.opts.onAfterResponse!({} as never, { getHeader: () => 'F-a' } as never);
    made[0]!.opts.onSuccess!({} as never);
    await flush();
    expect(uploaded).toEqual(['F-a']);
    expect(made[3]!.started).toBe(true);
  });

  it('keeps the folder path of a folder upload and one batch id per add', () => {
    const { store, made } = setup();
    store.add(
      [
        { file: file('a.txt'), relativePath: 'docs/a.txt' },
        { file: file('b.txt'), relativePath: 'docs/sub/b.txt' },
      ],
      '',
    );
    expect(made[1]!.opts.metadata!.relative_path).toBe('docs/sub/b.txt');
    expect(made[0]!.opts.metadata!.batch_id).toBe(made[1]!.opts.metadata!.batch_id);
    expect(store.items.map((i) => i.name)).toEqual(['docs/a.txt', 'docs/sub/b.txt']);
  });

  it('moves to the next API origin on a network failure, keeping the upload URL path', async () => {
    const { store, made } = setup();
    store.add([{ file: file('a.txt') }], '');
    await flush();
    made[0]!.url = 'http://a.test/drive/v1/uploads/x1';
    const retry = made[0]!.opts.onShouldRetry!(
      { originalResponse: null } as never,
      0,
      made[0]!.opts,
    );
    expect(retry).toBe(true);
    expect(made[0]!.url).toBe('http://b.test/drive/v1/uploads/x1');
  });

  it('says why a refused upload failed, retries it, and cancels with termination', async () => {
    const { store, made } = setup();
    store.add([{ file: file('a.txt') }, { file: file('b.txt') }], '');
    await flush();
    made[0]!.opts.onError!({
      originalResponse: {
        getStatus: () => 403,
        getBody: () =>
          JSON.stringify({ error: 'file_space_not_enough', error_description: 'full' }),
      },
    } as never);
    expect(store.items[0]).toMatchObject({ state: 'failed', error: 'file_space_not_enough' });
    store.retry(store.items[0]!.id);
    await flush();
    expect(made[2]!.started).toBe(true);
    store.cancel(store.items[1]!.id);
    expect(made[1]!.aborted).toBe(true);
    expect(store.items[1]!.state).toBe('cancelled');
  });
});

describe('speed and time left', () => {
  it('smooths the speed over time, ignores bursts closer than half a second, and sums uploads', async () => {
    const { store, made } = setup();
    store.add([{ file: file('a.bin', 10 * MB) }, { file: file('b.bin', 10 * MB) }], '');
    await flush();
    const [a, b] = made;
    const t0 = clock.t;
    a!.opts.onProgress!(0, 10 * MB);
    expect(store.items[0]!.speed).toBeNull();
    expect(rateText(intl, store.speed, store.secondsLeft)).toBe('Measuring speed…');
    clock.t = t0 + 1000;
    a!.opts.onProgress!(1 * MB, 10 * MB);
    expect(store.items[0]!.speed).toBe(MB);
    clock.t = t0 + 1200; // too soon: the figure stays
    a!.opts.onProgress!(1.9 * MB, 10 * MB);
    expect(store.items[0]!.speed).toBe(MB);
    clock.t = t0 + 2000;
    a!.opts.onProgress!(2 * MB, 10 * MB);
    expect(store.items[0]!.speed).toBeCloseTo(MB, 0);
    // Half the speed for a second: the figure moves a part of the way (1 - e^(-1/3)).
    clock.t = t0 + 3000;
    a!.opts.onProgress!(2.5 * MB, 10 * MB);
    const smoothed = MB + (0.5 * MB - MB) * (1 - Math.exp(-1 / 3));
    expect(store.items[0]!.speed).toBeCloseTo(smoothed, 0);
    expect(store.items[0]!.speed!).toBeGreaterThan(0.5 * MB);

    b!.opts.onProgress!(0, 10 * MB);
    clock.t = t0 + 4000;
    b!.opts.onProgress!(2 * MB, 10 * MB);
    expect(store.speed).toBeCloseTo(smoothed + 2 * MB, 0);
    // Left: (10 - 2.5) + (10 - 2) MB at the summed speed.
    expect(store.secondsLeft).toBeCloseTo((15.5 * MB) / (smoothed + 2 * MB), 3);
    made[0]!.opts.onSuccess!({} as never);
    expect(store.items[0]!.speed).toBeNull();
    expect(store.speed).toBeCloseTo(2 * MB, 0);
  });

  it('formats speed and time left with Intl in the page language', () => {
    expect(formatSpeed(intl, 1.25 * MB)).toBe('1.3 MB/s');
    expect(formatSpeed(intl, 300 * 1024)).toBe('300 kB/s');
    expect(formatTimeLeft(intl, 12)).toBe('15 seconds');
    expect(formatTimeLeft(intl, 125)).toBe('3 minutes');
    expect(formatTimeLeft(intl, 5400)).toBe('1.5 hours');
    expect(rateText(intl, MB, 125)).toBe('1 MB/s, 3 minutes left');
    const de = createIntl({ locale: 'de', messages: {} });
    expect(formatSpeed(de, 1.25 * MB)).toBe('1,3 MB/s');
  });
});

describe('interrupted uploads', () => {
  /** A first page: one upload created and 12 MB accepted, then the page goes (a reload). */
  async function interruptedPage(storage: MemoryStorage, f: File, parentId = 'VF1') {
    const first = setup({ storage });
    first.store.add([{ file: f }], parentId);
    await flush();
    const up = first.made[0]!;
    await up.create();
    up.opts.onChunkComplete!(4 * MB, 12 * MB, f.size);
    first.store.dispose();
    return up;
  }

  it('lists them after a reload with name, size and the offset the server accepted', async () => {
    const storage = new MemoryStorage();
    await interruptedPage(storage, file('big.bin', 30 * MB));
    const { store } = setup({ storage });
    expect(store.interrupted).toEqual([
      expect.objectContaining({ name: 'big.bin', size: 30 * MB, offset: 12 * MB, mismatch: false }),
    ]);
    expect(store.visible).toBe(true);
    // Another account on the same browser does not see them.
    expect(setup({ storage, userKey: 'U2' }).store.interrupted).toEqual([]);
  });

  it('forgets entries older than the API keeps unfinished uploads', async () => {
    const storage = new MemoryStorage();
    await interruptedPage(storage, file('old.bin', 30 * MB));
    clock.t += RESUMABLE_FOR_MS + 1000;
    const { store } = setup({ storage });
    expect(store.interrupted).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('resumes only with the same file: another file, or a changed one, is refused', async () => {
    const storage = new MemoryStorage();
    const original = file('big.bin', 30 * MB, 1_700_000_000_000, 'application/octet-stream');
    const first = await interruptedPage(storage, original);
    const { store, made } = setup({ storage, origins: ['http://b.test', 'http://a.test'] });
    const key = store.interrupted[0]!.key;

    expect(store.resume(key, file('other.bin', 30 * MB))).toBe('mismatch');
    expect(store.interrupted[0]!.mismatch).toBe(true);
    const changed = file('big.bin', 30 * MB, 1_700_000_999_000, 'application/octet-stream');
    expect(store.resume(key, changed)).toBe('mismatch');
    expect(made).toHaveLength(0);

    const again = file('big.bin', 30 * MB, 1_700_000_000_000, 'application/octet-stream');
    expect(store.resume(key, again)).toBe('resumed');
    await flush();
    expect(store.interrupted).toEqual([]);
    expect(store.items[0]).toMatchObject({ name: 'big.bin', sent: 12 * MB, state: 'uploading' });
    const up = made[0]!;
    expect(up.started).toBe(true);
    // The same upload URL, on the API origin now in use.
    expect(up.resumedFrom!.uploadUrl).toBe(first.url!.replace('http://a.test', 'http://b.test'));
    expect(up.opts.metadata).toMatchObject({ parent_id: 'VF1', filename: 'big.bin' });
  });

  it('resumes by itself when the same file is uploaded into the same folder again', async () => {
    const storage = new MemoryStorage();
    const f = file('big.bin', 30 * MB);
    const first = await interruptedPage(storage, f);
    const { store, made } = setup({ storage });
    store.add([{ file: f }], 'VF2'); // another folder: a new upload
    store.add([{ file: f }], 'VF1');
    await flush();
    expect(made[0]!.resumedFrom).toBeNull();
    expect(made[1]!.resumedFrom!.uploadUrl).toBe(first.url);
    expect(store.interrupted).toEqual([]);
  });

  it('discards: the entry is gone and the server is asked to end the upload', async () => {
    const storage = new MemoryStorage();
    const first = await interruptedPage(storage, file('big.bin', 30 * MB));
    const { store, terminated } = setup({ storage });
    store.discard(store.interrupted[0]!.key);
    await flush();
    expect(store.interrupted).toEqual([]);
    expect(storage.length).toBe(0);
    expect(terminated).toEqual([{ url: first.url, auth: 'Bearer tok' }]);
    expect(setup({ storage }).store.interrupted).toEqual([]);
  });

  it('a cancelled upload is not offered for resuming after a reload', async () => {
    const storage = new MemoryStorage();
    const { store, made } = setup({ storage });
    store.add([{ file: file('a.bin', 10 * MB) }], '');
    await flush();
    await made[0]!.create();
    store.cancel(store.items[0]!.id);
    await flush();
    expect(setup({ storage }).store.interrupted).toEqual([]);
  });
});

describe('the panel texts after cancel', () => {
  it('says what was cancelled and what finished, never "0 uploads finished"', async () => {
    const { store, made } = setup();
    store.add(
      ['a', 'b', 'c', 'd'].map((n) => ({ file: file(`${n}.txt`) })),
      '',
    );
    await flush();
    made[0]!.opts.onSuccess!({} as never);
    store.cancelAll();
    expect(store.active).toBe(0);
    expect(store.cancelledCount).toBe(3);
    expect(store.doneCount).toBe(1);
    const counts = {
      done: store.doneCount,
      cancelled: store.cancelledCount,
      failed: store.failedCount,
    };
    expect(summaryText(intl, counts)).toBe('1 upload finished and 3 uploads cancelled');
    expect(summaryText(intl, { done: 0, cancelled: 2, failed: 0 })).toBe('2 uploads cancelled');
    expect(summaryText(intl, { done: 2, cancelled: 0, failed: 1 })).toBe(
      '2 uploads finished and 1 upload failed',
    );
  });

  it('has no total of zero bytes once everything was cancelled', async () => {
    const { store } = setup();
    store.add([{ file: file('a.txt') }, { file: file('b.txt') }], '');
    await flush();
    store.cancelAll();
    expect(store.totalBytes).toBe(0);
    expect(store.cancelledCount).toBe(2);
  });
});

describe('ResumeStorage', () => {
  it('ignores damaged and foreign entries and keeps offsets by upload URL path', async () => {
    const storage = new MemoryStorage();
    storage.setItem('cumulus.upload::U1/x::1', '{not json');
    storage.setItem('tus::other::2', JSON.stringify({ uploadUrl: 'http://x/1' }));
    const s = new ResumeStorage(storage);
    const key = await s.addUpload('U1/VF1//a', {
      size: 10,
      metadata: { filename: 'a' },
      creationTime: 'now',
      urlStorageKey: '',
      uploadUrl: 'http://a.test/drive/v1/uploads/U9',
      parallelUploadUrls: null,
    });
    s.setOffset('http://b.test/drive/v1/uploads/U9', 5);
    expect(s.forUser('U1')).toEqual([expect.objectContaining({ urlStorageKey: key, offset: 5 })]);
    await s.removeUpload('tus::other::2'); // not ours: left alone
    expect(storage.getItem('tus::other::2')).not.toBeNull();
  });
});
