/**
 * Issue 31: listings across the drive say where each item is (`places`), trashed items carry
 * their deletion date and the end of their retention, and the server purges the trash after
 * TRASH_RETENTION_DAYS (drive/trashRetention.ts).
 */
import { Wire } from 'shared-libs/contracts';
import { purgeExpiredTrash } from '../src/drive/trashRetention';
import { createBatches } from '../src/drive/batch';
import { driveStore } from '../src/drive/store';
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  qs,
  expectError,
  FREE,
  VIP,
  type AuthHeaders,
  type FileList,
  type Query,
  type RequestHeaders,
  type TestApp,
} from './helpers';

const DAY = 86_400_000;

let app: TestApp;
let free: AuthHeaders;
let vip: AuthHeaders;
beforeAll(async () => {
  app = await makeApp();
  free = bearer(await signIn(app, FREE.email));
  vip = bearer(await signIn(app, VIP.email));
});
afterAll(() => closeApp(app));

const get = <T = unknown>(headers: RequestHeaders, url: string) => app.http<T>({ url, headers });
const list = async (headers: RequestHeaders, query: Query) => {
  const r = await get<FileList>(headers, `/drive/v1/files?${qs(query)}`);
  expect(r.statusCode).toBe(200);
  return r.json();
};
const starred = { parent_id: '*', filters: JSON.stringify({ starred: { eq: true } }) };
const trash = { parent_id: '*', filters: JSON.stringify({ trashed: { eq: true } }) };

describe('places of items listed across the drive', () => {
  test('starred items of every folder, each with its folder path; only mine', async () => {
    const body = await list(free, { ...starred, sort: 'name_asc' });
    expect(body.files.map((f) => [f.name, f.parent_id])).toEqual([
      ['clip.mp4', ''],
      ['holiday.jpg', 'f-free-pics'],
    ]);
    expect(body.total).toBe('2');
    expect(body.places).toEqual({
      '': [],
      'f-free-pics': [{ id: 'f-free-pics', name: 'Pictures' }],
    });
    const theirs = await list(vip, { ...starred, sort: 'name_asc' });
    expect(theirs.files.map((f) => f.name)).toEqual(['deck.pptx', 'portrait.jpg']);
    expect(theirs.places?.['f-vip-work']).toEqual([{ id: 'f-vip-work', name: 'Work' }]);
  });

  test('search results name their folder, deep ones with the whole path', async () => {
    const body = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ name: { contains: 'old.jpg' } }),
    });
    expect(body.files.map((f) => f.id)).toEqual(['f-free-old']);
    expect(body.places).toEqual({
      'f-free-pics-2023': [
        { id: 'f-free-pics', name: 'Pictures' },
        { id: 'f-free-pics-2023', name: '2023' },
      ],
    });
  });

  test('a folder listing carries no places', async () => {
    const body = await list(free, { parent_id: 'f-free-pics' });
    expect(body.places).toBeUndefined();
  });

  test('bad inputs are 4xx envelopes; another account’s folder is not found', async () => {
    expectError(
      await get(free, `/drive/v1/files?${qs({ parent_id: '*', filters: '{"starred":{"eq":1}}' })}`),
      400,
      'invalid_argument',
    );
    expectError(
      await get(free, `/drive/v1/files?${qs({ parent_id: '*', filters: 'not json' })}`),
      400,
      'invalid_argument',
    );
    expectError(
      await get(free, `/drive/v1/files?${qs({ parent_id: 'f-vip-work' })}`),
      404,
      'file_not_found',
    );
    expectError(await get(free, '/drive/v1/files/f-vip-deck'), 404, 'file_not_found');
    expectError(await get({}, `/drive/v1/files?${qs(starred)}`), 401, 'unauthenticated');
  });
});

describe('trash dates and retention', () => {
  test('trashed items carry their deletion date, the end of retention and their place', async () => {
    const body = await list(free, { ...trash, sort: 'name_asc' });
    expect(body.files.map((f) => f.name)).toEqual(['Old stuff', 'old-draft.txt']);
    for (const f of body.files) {
      const trashedAt = Date.parse(f.trashed_time ?? '');
      const deleteAt = Date.parse(f.delete_time ?? '');
      expect(Number.isFinite(trashedAt)).toBe(true);
      expect(deleteAt - trashedAt).toBe(Wire.TRASH_RETENTION_DAYS * DAY);
    }
    expect(body.places).toEqual({ '': [] });
    // A live item has neither date.
    const live = await list(free, { parent_id: '' });
    expect(
      live.files.every((f) => f.trashed_time === undefined && f.delete_time === undefined),
    ).toBe(true);
  });

  test('an item past its retention is purged before the trash is listed; others stay', async () => {
    const now = Date.now();
    app.ctx.db
      .prepare('UPDATE files SET trashed_at = ? WHERE trash_root_id = ?')
      .run(now - (Wire.TRASH_RETENTION_DAYS * DAY + 60_000), 'f-free-oldstuff');
    const body = await list(free, trash);
    expect(body.files.map((f) => f.id)).toEqual(['f-free-draft']);
    // The folder and what was inside it are gone for good.
    expectError(await get(free, '/drive/v1/files/f-free-oldstuff'), 404, 'file_not_found');
    expectError(await get(free, '/drive/v1/files/f-free-leftover'), 404, 'file_not_found');
    // The other account's trash is untouched.
    expect((await list(vip, trash)).files.map((f) => f.id)).toEqual(['f-vip-trash']);
  });

  test('the sweep purges every account’s expired trash, and only that', async () => {
    const batches = createBatches(driveStore(app.ctx.db));
    const now = Date.now();
    app.ctx.db
      .prepare('UPDATE files SET trashed_at = ? WHERE id = ?')
      .run(now - Wire.TRASH_RETENTION_DAYS * DAY - 1, 'f-vip-trash');
    app.ctx.db
      .prepare('UPDATE files SET trashed_at = ? WHERE id = ?')
      .run(now - (Wire.TRASH_RETENTION_DAYS - 1) * DAY, 'f-free-draft');
    expect(purgeExpiredTrash(app.ctx, batches, now)).toBe(1);
    expect((await list(vip, trash)).total).toBe('0');
    const mine = await list(free, trash);
    expect(mine.files.map((f) => f.id)).toEqual(['f-free-draft']);
    expect(purgeExpiredTrash(app.ctx, batches, now)).toBe(0);
  });
});
