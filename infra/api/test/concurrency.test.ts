/**
 * Concurrency ("Safe by default", issues 5 and 6): three listening origins over one database
 * (startApi with ephemeral ports), requests fired at once on all of them. Quotas hold (usage
 * never passes the limit: uploads reserve their Upload-Length, copies and saves check and insert
 * in one transaction), an order is paid once, two redeems add up, and nothing answers a 5xx
 * (empty-trash during moves, deep and wide trees). fast-check with a fixed seed and bounded runs.
 */
import fc from 'fast-check';
import { startApi } from '../src';
import { createTestUser } from '../src/db/testUsers';
import { issueTokens } from '../src/session';
import { newId } from '../src/util';
import {
  tempDir,
  removeDir,
  request,
  defined,
  form,
  SITE,
  CLIENT_ID,
  type About,
  type AuthHeaders,
  type RequestHeaders,
  type RequestOptions,
  type RestoreResult,
  type ShareInfo,
  type Task,
  type TestResponse,
  type VipPrivilege,
} from './helpers';

jest.setTimeout(60_000);

let api: Awaited<ReturnType<typeof startApi>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  api = await startApi({
    ports: [0, 0, 0],
    dataDir,
    host: '127.0.0.1',
    seedBigFolder: false,
    taskStepMs: 20,
    logger: false,
  });
});
afterAll(async () => {
  await api.close();
  removeDir(dataDir);
});

const MiB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
const OCTETS = { 'content-type': 'application/offset+octet-stream' };

/** Every answer of this suite, to check that none is a 5xx. */
const seen: TestResponse[] = [];
afterAll(() => {
  const fives = seen.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`);
  expect(fives).toEqual([]);
});

/** One request to origin `i` (mod 3). */
async function at<T = unknown>(i: number, o: RequestOptions): Promise<TestResponse<T>> {
  const r = await request<T>(defined(api.urls[i % api.urls.length]), o);
  seen.push(r);
  return r;
}
const post = <T = unknown>(i: number, auth: RequestHeaders, url: string, payload: unknown) =>
  at<T>(i, { method: 'POST', url, headers: auth, payload });

/**
 * A fresh user of `quota` bytes (default 6 GiB) with a token of the web client. Issued directly
 * (session.ts): this suite is about the drive, not about signing in.
 */
function freshUser(quota?: number): AuthHeaders & { id: string } {
  const u = createTestUser(api.context.db, { quota });
  const t = issueTokens(api.context, u.user_id, 'cumulus-web', 'user pan offline');
  return { authorization: `Bearer ${t.access_token}`, id: u.user_id };
}

const about = async (auth: RequestHeaders) =>
  (await at<About>(2, { url: '/drive/v1/about', headers: auth })).json();
/** Bytes stored (trash included) and the limit, from /drive/v1/about. */
async function space(auth: RequestHeaders): Promise<{ usage: number; limit: number }> {
  const q = (await about(auth)).quota;
  return { usage: Number(q.usage), limit: Number(q.limit) };
}
/** Sets a user's quota to what they use now plus `free` bytes. */
function setFree(userId: string, free: number): void {
  const used = api.context.db
    .prepare<[string], number>('SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ?')
    .pluck()
    .get(userId);
  api.context.db
    .prepare<[number, string]>('UPDATE users SET quota_limit = ? WHERE id = ?')
    .run((used ?? 0) + free, userId);
}

const meta = (o: Record<string, string>) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
const createUpload = (i: number, auth: RequestHeaders, length: number, filename: string) =>
  at(i, {
    method: 'POST',
    url: '/drive/v1/uploads/',
    headers: {
      ...auth,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': meta({ filename }),
    },
  });
const patchUpload = (i: number, auth: RequestHeaders, url: string, offset: number, bytes: Buffer) =>
  at(i, {
    method: 'PATCH',
    url,
    headers: { ...auth, ...TUS, ...OCTETS, 'upload-offset': String(offset) },
    payload: bytes,
  });

/**
 * Creates uploads of `sizes` at once (origin i % 3), sends all but the last byte of each created
 * one, then every last byte at once. Answers the creations' and the finishes' statuses.
 */
async function raceUploads(auth: RequestHeaders, sizes: number[]) {
  const created = await Promise.all(sizes.map((n, i) => createUpload(i, auth, n, `race-${i}.bin`)));
  const open = created
    .map((r, i) => ({ r, i, size: defined(sizes[i]) }))
    .filter(({ r }) => r.statusCode === 201);
  const urls = open.map(({ r }) => new URL(defined(r.headers.location)).pathname);
  await Promise.all(
    open.map(({ size, i }, k) =>
      size > 1 ? patchUpload(i, auth, defined(urls[k]), 0, Buffer.alloc(size - 1, 7)) : null,
    ),
  );
  const finished = await Promise.all(
    open.map(({ size, i }, k) =>
      patchUpload(i + 1, auth, defined(urls[k]), size - 1, Buffer.alloc(1, 9)),
    ),
  );
  return { created: created.map((r) => r.statusCode), finished: finished.map((r) => r.statusCode) };
}

describe('quota under concurrency', () => {
  test('attack 5: four 3 MiB uploads with 4 MiB free, last bytes at once on three origins', async () => {
    const user = freshUser();
    setFree(user.id, 4 * MiB);
    const { limit } = await space(user);
    const r = await raceUploads(user, [3 * MiB, 3 * MiB, 3 * MiB, 3 * MiB]);
    // One upload is reserved; the three others are refused when created (they would not fit).
    expect(r.created.filter((s) => s === 201)).toHaveLength(1);
    expect(r.created.filter((s) => s === 403)).toHaveLength(3);
    expect(r.finished).toEqual([204]);
    const after = await space(user);
    expect(after.usage).toBeLessThanOrEqual(limit);
    // The finished upload released its reservation: 1 MiB is free again, 3 MiB is not.
    expect((await createUpload(0, user, MiB, 'fits.bin')).statusCode).toBe(201);
    expect((await createUpload(1, user, 1, 'one-too-many.bin')).statusCode).toBe(403);
  });

  test('property: any mix of parallel uploads never passes the quota', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 64 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 6 }),
        async (freeKiB, sizesKiB) => {
          const user = freshUser();
          setFree(user.id, freeKiB * 1024);
          const { limit } = await space(user);
          const r = await raceUploads(
            user,
            sizesKiB.map((k) => k * 1024),
          );
          expect(r.created.every((s) => s === 201 || s === 403)).toBe(true);
          expect(r.finished.every((s) => s === 204)).toBe(true);
          const { usage } = await space(user);
          expect(usage).toBeLessThanOrEqual(limit);
          // Greedy at worst: whatever fits is let in, so not everything can have been refused.
          if (Math.min(...sizesKiB) <= freeKiB) expect(r.finished.length).toBeGreaterThan(0);
        },
      ),
      { seed: 20261128, numRuns: 12 },
    );
  });

  test('parallel copies on three origins: never over the quota', async () => {
    const user = freshUser();
    // The starter drive holds song.mp3 (3,000,000 bytes): room for two copies, not three.
    const list = (
      await at<{ files: { id: string; name: string; size: string }[] }>(0, {
        url: '/drive/v1/files',
        headers: user,
      })
    ).json().files;
    const song = defined(list.find((f) => f.name === 'song.mp3'));
    setFree(user.id, 2 * Number(song.size) + 1000);
    const { limit } = await space(user);
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        post(i, user, '/drive/v1/files:batchCopy', { ids: [song.id], to: { parent_id: '' } }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 403, 403, 403, 403]);
    expect((await space(user)).usage).toBeLessThanOrEqual(limit);
  });

  test('parallel saves from a share: the second is refused while the first is still copying', async () => {
    const user = freshUser();
    const info = (
      await at<ShareInfo>(0, { url: '/drive/v1/share?share_id=demo-public&limit=100' })
    ).json();
    const file = defined(info.files.find((f) => f.kind === 'drive#file' && Number(f.size) > 0));
    setFree(user.id, Number(file.size) + Math.floor(Number(file.size) / 2));
    const { limit } = await space(user);
    const save = async (i: number) => {
      const c = await post<{ captcha_token: string }>(i, {}, '/v1/shield/captcha/init', {
        client_id: CLIENT_ID,
        action: 'POST:/drive/v1/share/restore',
        device_id: 'c'.repeat(32),
      });
      return post<RestoreResult>(
        i,
        { ...user, 'x-captcha-token': c.json().captcha_token },
        '/drive/v1/share/restore',
        { share_id: 'demo-public', file_ids: [file.id] },
      );
    };
    const answers = await Promise.all([0, 1, 2, 3].map(save));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(3);
    const taskId = defined(ok[0]).json().restore_task_id;
    for (;;) {
      const t = (await at<Task>(1, { url: `/drive/v1/tasks/${taskId}`, headers: user })).json();
      if (t.phase === 'PHASE_TYPE_COMPLETE' || t.phase === 'PHASE_TYPE_ERROR') break;
      await new Promise((r) => setImmediate(r));
    }
    expect((await space(user)).usage).toBeLessThanOrEqual(limit);
  });
});

describe('payments and redeems under concurrency', () => {
  const RETURN = `${SITE}/en-US/drive/payment`;

  async function order(auth: RequestHeaders, productId: string) {
    const r = await post<{ checkout_url: string }>(0, auth, '/vip/v1/orders', {
      product_id: productId,
      return_url: RETURN,
    });
    expect(r.statusCode).toBe(200);
    const url = new URL(r.json().checkout_url);
    return { path: url.pathname, key: defined(url.searchParams.get('key')) };
  }
  const pay = (i: number, o: { path: string; key: string }) =>
    at(i, {
      method: 'POST',
      url: o.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ key: o.key, action: 'pay', card: '4242 4242 4242 4242' }),
    });

  test('one order paid six times at once on three origins: paid once, granted once', async () => {
    const user = freshUser();
    const before = (await space(user)).limit;
    const storage = await order(user, 'storage-1tb');
    const premium = await order(user, 'premium-1m');
    const paid = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => pay(i, storage)));
    const paidToo = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => pay(i, premium)));
    expect(paid.filter((r) => r.statusCode === 303)).toHaveLength(1);
    expect(paidToo.filter((r) => r.statusCode === 303)).toHaveLength(1);
    const after = (await space(user)).limit;
    // The add-on once, on top of premium's storage (2 TB while it runs, decision 0022).
    expect(after).toBe(Math.max(before, 2 * 1024 ** 4) + 1024 ** 4);
    const vip = (
      await at<VipPrivilege>(1, { url: '/drive/v1/privilege/vip', headers: user })
    ).json();
    const days = (Date.parse(vip.data.expire) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(32);
  });

  test('two codes redeemed at once on two origins: both grants count', async () => {
    const user = freshUser();
    const answers = await Promise.all(
      ['CUMULUS-VIP-30', 'CUMULUS-VIP-7', 'CUMULUS-VIP-30'].map((code, i) =>
        post(i, user, '/vip/v1/order/activation-code', { activation_code: code }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    const vip = (
      await at<VipPrivilege>(2, { url: '/drive/v1/privilege/vip', headers: user })
    ).json();
    const days = (Date.parse(vip.data.expire) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(36.9);
    expect(days).toBeLessThan(37.1);
  });
});

describe('trees under concurrency: never a 5xx', () => {
  /** Folders straight into the database: a chain of `depth` under the root, returned top first. */
  function chain(userId: string, depth: number, parent = ''): string[] {
    const ids: string[] = [];
    const ins = api.context.db.prepare<[string, string, string, string, number, number]>(
      `INSERT INTO files (id, user_id, parent_id, kind_rank, name, created_at, modified_at)
      VALUES (?, ?, ?, 0, ?, ?, ?)`,
    );
    const now = Date.now();
    api.context.db.transaction(() => {
      let p = parent;
      for (let d = 0; d < depth; d++) {
        const id = newId('VF');
        ins.run(id, userId, p, `level ${d}`, now, now);
        ids.push(id);
        p = id;
      }
    })();
    return ids;
  }
  /** A file of `size` bytes in `parent`. */
  function fileIn(userId: string, parent: string, size = 1000): string {
    const id = newId('VF');
    const now = Date.now();
    api.context.db
      .prepare<[string, string, string, number, number, number]>(
        `INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, created_at,
        modified_at) VALUES (?, ?, ?, 1, 'leaf.txt', ?, 'text/plain', ?, ?)`,
      )
      .run(id, userId, parent, size, now, now);
    return id;
  }
  const orphans = (userId: string) =>
    api.context.db
      .prepare<[string], number>(
        `SELECT COUNT(*) FROM files f WHERE f.user_id = ? AND f.parent_id != ''
        AND NOT EXISTS (SELECT 1 FROM files p WHERE p.id = f.parent_id)`,
      )
      .pluck()
      .get(userId);

  test('empty-trash during moves, trashes and copies on three origins', async () => {
    const user = freshUser();
    const a = chain(user.id, 40);
    const b = chain(user.id, 5);
    const files = a.map((p) => fileIn(user.id, p));
    // In the trash already: a file trashed on its own, then its folder (two nested trash roots).
    const c = chain(user.id, 3);
    const inC = fileIn(user.id, defined(c[2]));
    await post(0, user, '/drive/v1/files:batchTrash', { ids: [inC] });
    await post(1, user, '/drive/v1/files:batchTrash', { ids: [defined(c[0])] });
    const ops: [string, unknown][] = [
      ['/drive/v1/files:batchTrash', { ids: [defined(files[39])] }],
      [
        '/drive/v1/files:batchMove',
        { ids: [defined(a[10]), defined(files[30])], to: { parent_id: defined(b[4]) } },
      ],
      ['/drive/v1/files:emptyTrash', {}],
      ['/drive/v1/files:batchTrash', { ids: [defined(a[0]), defined(a[20])] }],
      [
        '/drive/v1/files:batchCopy',
        { ids: [defined(b[0]), defined(a[35])], to: { parent_id: '' } },
      ],
      ['/drive/v1/files:emptyTrash', {}],
      ['/drive/v1/files:batchMove', { ids: [defined(b[0])], to: { parent_id: defined(a[5]) } }],
      ['/drive/v1/files:emptyTrash', {}],
    ];
    const answers = await Promise.all(ops.map(([url, body], i) => post(i, user, url, body)));
    for (const r of answers) expect(r.statusCode).toBeLessThan(500);
    const empties = answers.filter((_r, i) => defined(ops[i])[0].endsWith('emptyTrash'));
    expect(empties.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Finally the trash can be emptied and nothing in it counts any more.
    expect((await post(0, user, '/drive/v1/files:emptyTrash', {})).statusCode).toBe(200);
    expect((await about(user)).quota.usage_in_trash).toBe('0');
    expect(orphans(user.id)).toBe(0);
  });

  test('property: batch actions on deep and wide trees (folder + descendant at any depth)', async () => {
    const user = freshUser();
    await fc.assert(
      fc.asyncProperty(
        // Up to 400 levels: past the 256 where the ancestor walk used to stop.
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(
          fc.record({
            op: fc.constantFrom(
              'batchTrash',
              'batchMove',
              'batchCopy',
              'batchDelete',
              'emptyTrash',
            ),
            top: fc.nat(),
            low: fc.nat(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (depth, width, steps) => {
          const deep = chain(user.id, depth);
          const wide = chain(user.id, 1);
          for (let w = 0; w < width; w++) chain(user.id, 2, defined(wide[0]));
          const dest = chain(user.id, 1);
          const answers = await Promise.all(
            steps.map((s, i) => {
              // A folder near the top and one near the bottom: often more than 256 apart.
              const near = Math.min(8, deep.length);
              const top = defined(deep[s.top % near]);
              const low = defined(deep[deep.length - 1 - (s.low % near)]);
              const ids = [top, low, defined(wide[0])];
              const body =
                s.op === 'emptyTrash'
                  ? {}
                  : s.op === 'batchMove' || s.op === 'batchCopy'
                    ? { ids, to: { parent_id: defined(dest[0]) } }
                    : { ids };
              return post(i, user, `/drive/v1/files:${s.op}`, body);
            }),
          );
          for (const r of answers) expect(r.statusCode).toBeLessThan(500);
          expect(orphans(user.id)).toBe(0);
        },
      ),
      { seed: 4242, numRuns: 15 },
    );
  });
});
