import type { UploadOptions } from 'tus-js-client';
import { PARALLEL_UPLOADS, UploadStore, type UploadLike } from './UploadStore';

class FakeUpload implements UploadLike {
  url: string | null = 'http://a.test/drive/v1/uploads/x1';
  started = false;
  aborted: boolean | undefined;
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
  async findPreviousUploads() {
    return [];
  }
  resumeFromPreviousUpload() {}
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const file = (name: string, size = 100) =>
  new File(['x'.repeat(size)], name, { type: 'text/plain' });

function setup(origins = ['http://a.test', 'http://b.test']) {
  const made: FakeUpload[] = [];
  const uploaded: string[] = [];
  const store = new UploadStore({
    origins: () => origins,
    accessToken: async () => 'tok',
    onUploaded: (i) => uploaded.push(i.fileId),
    createUpload: (f, o) => {
      const u = new FakeUpload(f, o);
      made.push(u);
      return u;
    },
  });
  return { store, made, uploaded };
}

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
