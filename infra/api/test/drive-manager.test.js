'use strict';
/** What the drive's file manager adds to the API (docs/decisions/0006-drive-api.md). */
const { makeApp, closeApp, signIn, bearer, expectEnvelope: envelope } = require('./helpers');
const { CODES } = require('../src/errors');

/** The error envelope with its status and the code of the catalogue. */
const expectEnvelope = (res, status, error) => envelope(res, error, CODES[error], status);
const { BIG_FOLDER_ID, BIG_FOLDER_SIZE } = require('../src/db/seed');

let app;
let free;
let vip;
beforeAll(async () => {
  app = await makeApp();
  free = bearer(await signIn(app, 'free@cumulus.test'));
  vip = bearer(await signIn(app, 'vip@cumulus.test'));
});
afterAll(() => closeApp(app));

const get = (headers, url) => app.http({ url, headers });
const list = async (headers, query) => {
  const r = await get(headers, `/drive/v1/files?${new URLSearchParams(query)}`);
  expect(r.statusCode).toBe(200);
  return r.json();
};
const post = (headers, url, payload) => app.http({ method: 'POST', url, headers, payload });
const names = (b) => b.files.map((f) => f.name);

describe('sort, offset and total', () => {
  test('every sort order, folders first or not', async () => {
    const q = { parent_id: 'f-free-pics' };
    expect(names(await list(free, { ...q, sort: 'name_asc' }))).toEqual([
      '2023',
      'cat.png',
      'holiday.jpg',
    ]);
    expect(names(await list(free, { ...q, sort: 'name_desc' }))).toEqual([
      '2023',
      'holiday.jpg',
      'cat.png',
    ]);
    expect(names(await list(free, { ...q, sort: 'size_desc', folders_first: 'false' }))).toEqual([
      'holiday.jpg',
      'cat.png',
      '2023',
    ]);
    expect(names(await list(free, { ...q, sort: 'size_asc' }))).toEqual([
      '2023',
      'cat.png',
      'holiday.jpg',
    ]);
    const mod = names(await list(free, { ...q, sort: 'mod_desc' }));
    expect(mod[0]).toBe('2023');
    expect(names(await list(free, { ...q, sort: 'mod_asc' })).slice(1)).toEqual(
      mod.slice(1).reverse(),
    );
    expect(names(await list(free, { ...q, sort: 'type_desc' })).slice(1)).toEqual([
      'cat.png',
      'holiday.jpg',
    ]);
  });

  test('the 100,000-item folder: total, a window at any offset, fast in every order', async () => {
    const first = await list(vip, { parent_id: BIG_FOLDER_ID, limit: 200 });
    expect(first.total).toBe(String(BIG_FOLDER_SIZE));
    expect(first.files).toHaveLength(200);
    const last = await list(vip, {
      parent_id: BIG_FOLDER_ID,
      limit: 200,
      offset: BIG_FOLDER_SIZE - 50,
    });
    expect(last.files).toHaveLength(50);
    expect(last.files[49].name).toBe('item-100000.txt');
    expect(last.next_page_token).toBe('');
    for (const sort of ['name_desc', 'mod_desc', 'mod_asc', 'size_desc', 'type_desc']) {
      const t0 = Date.now();
      const page = await list(vip, { parent_id: BIG_FOLDER_ID, sort, offset: 99_000, limit: 200 });
      expect(page.files).toHaveLength(200);
      // A generous bound for a shared machine; the README gives the measured figure.
      expect(Date.now() - t0).toBeLessThan(1000);
    }
  });

  test('page tokens carry the order and continue where the page ended', async () => {
    const p1 = await list(free, { parent_id: 'f-free-pics', sort: 'name_desc', limit: 2 });
    const p2 = await list(free, {
      parent_id: 'f-free-pics',
      sort: 'name_desc',
      limit: 2,
      page_token: p1.next_page_token,
    });
    expect(names(p2)).toEqual(['cat.png']);
    const foreign = await get(
      free,
      `/drive/v1/files?parent_id=f-free-pics&sort=name_asc&limit=2&page_token=${p1.next_page_token}`,
    );
    expectEnvelope(foreign, 400, 'invalid_argument');
  });

  test('search by name across the drive, not the trash, case-insensitive, literal % and _', async () => {
    const hit = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ name: { contains: 'NOTES' } }),
    });
    expect(names(hit)).toEqual(['notes.txt']);
    const none = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ name: { contains: '%' } }),
    });
    expect(none.files).toEqual([]);
    expect(none.total).toBe('0');
    const trashed = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ name: { contains: 'old-draft' } }),
    });
    expect(trashed.files).toEqual([]);
  });

  test.each([
    ['sort=drop', 'sort'],
    ['offset=-1', 'offset'],
    ['offset=99999999999', 'offset'],
    ['offset=abc', 'offset'],
    ['folders_first=maybe', 'folders_first'],
    ['offset=0&page_token=abc', 'page_token'],
    [`filters=${encodeURIComponent('{"name":{"contains":""}}')}`, 'empty contains'],
    [
      `filters=${encodeURIComponent(JSON.stringify({ name: { contains: 'x'.repeat(101) } }))}`,
      'long',
    ],
    [`filters=${encodeURIComponent('{"name":{"eq":"a"}}')}`, 'name eq'],
  ])('bad list input %s (%s) -> 400 envelope', async (qs) => {
    expectEnvelope(await get(free, `/drive/v1/files?${qs}`), 400, 'invalid_argument');
  });
});

describe('one item', () => {
  test('ancestors of a deep folder, root first; open records a recent entry', async () => {
    const r = await get(vip, '/drive/v1/files/f-vip-deep-file?usage=open');
    expect(r.statusCode).toBe(200);
    expect(r.json().ancestors.map((a) => a.name)).toEqual(['Work', '2026', 'Q4', 'Budget']);
    const recent = (await get(vip, '/drive/v1/events?recent=true&limit=5')).json();
    expect(recent.events[0].file_id).toBe('f-vip-deep-file');
    expect(recent.events[0].reference_resource.name).toBe('budget.txt');
  });

  test('bad usage value and a foreign file', async () => {
    expectEnvelope(
      await get(vip, '/drive/v1/files/f-vip-notes?usage=steal'),
      400,
      'invalid_argument',
    );
    expectEnvelope(await get(free, '/drive/v1/files/f-vip-notes'), 404, 'file_not_found');
  });
});

describe('batches by scope, empty trash', () => {
  test('star a whole folder except one, with one request, and count', async () => {
    const r = await post(vip, '/drive/v1/files:star', {
      scope: { parent_id: 'f-vip-work', exclude_ids: ['f-vip-plan'] },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().count).toBe('3');
    const work = await list(vip, { parent_id: 'f-vip-work' });
    const starred = work.files.filter((f) => f.starred).map((f) => f.name);
    expect(starred.sort()).toEqual(['2026', 'deck.pptx', 'manual.pdf']);
    expect(work.files.find((f) => f.id === 'f-vip-plan').starred).toBe(false);
  });

  test('move by scope refuses a folder into itself and changes nothing', async () => {
    const before = await list(vip, { parent_id: 'f-vip-work' });
    const r = await post(vip, '/drive/v1/files:batchMove', {
      scope: { parent_id: 'f-vip-work' },
      to: { parent_id: 'f-vip-deep-2' },
    });
    expectEnvelope(r, 400, 'invalid_argument');
    expect(names(await list(vip, { parent_id: 'f-vip-work' }))).toEqual(names(before));
  });

  test.each([
    [{ ids: ['f-free-notes'], scope: { parent_id: '' } }, 400, 'invalid_argument'],
    [{}, 400, 'invalid_argument'],
    [{ scope: {} }, 400, 'invalid_argument'],
    [{ scope: { parent_id: 'f-vip-work' } }, 404, 'file_not_found'],
    [{ scope: { parent_id: '', exclude_ids: 'x' } }, 400, 'invalid_argument'],
    [{ scope: { parent_id: '', extra: 1 } }, 400, 'invalid_argument'],
  ])('bad batch %j -> %i', async (body, status, error) => {
    expectEnvelope(await post(free, '/drive/v1/files:batchTrash', body), status, error);
  });

  test('empty trash deletes what is in the trash and nothing else', async () => {
    const r = await post(free, '/drive/v1/files:emptyTrash', {});
    expect(r.statusCode).toBe(200);
    expect(r.json().count).toBe('2');
    const trash = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ trashed: { eq: true } }),
    });
    expect(trash.total).toBe('0');
    expect(names(await list(free, {}))).toContain('Documents');
    expectEnvelope(
      await app.http({ method: 'POST', url: '/drive/v1/files:emptyTrash' }),
      401,
      'unauthenticated',
    );
  });
});

describe('recent', () => {
  test('one entry per live file, newest first, paged', async () => {
    const p1 = (await get(free, '/drive/v1/events?recent=true&limit=1')).json();
    expect(p1.events).toHaveLength(1);
    const p2 = (
      await get(free, `/drive/v1/events?recent=true&limit=100&page_token=${p1.next_page_token}`)
    ).json();
    const ids = [...p1.events, ...p2.events].map((e) => e.file_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('f-free-draft');
    expectEnvelope(await get(free, '/drive/v1/events?recent=yes'), 400, 'invalid_argument');
  });
});
