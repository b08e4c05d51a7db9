/** What the drive's file manager adds to the API (docs/decisions/0006-drive-api.md). */
import type { WireErrorName } from 'shared-libs/contracts';
import { createContext } from '../src';
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  until,
  defined,
  qs,
  tempDir,
  removeDir,
  expectError as expectEnvelope,
  FREE,
  VIP,
  type AuthHeaders,
  type BatchResult,
  type ControlUser,
  type CreateFileResult,
  type DriveFileWithAncestors,
  type EventList,
  type FileList,
  type Query,
  type RequestHeaders,
  type Task,
  type TestApp,
} from './helpers';

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
const post = <T = unknown>(headers: RequestHeaders, url: string, payload?: unknown) =>
  app.http<T>({ method: 'POST', url, headers, payload });
const names = (b: FileList) => b.files.map((f) => f.name);

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
  ])('bad list input %s (%s) -> 400 envelope', async (query) => {
    expectEnvelope(await get(free, `/drive/v1/files?${query}`), 400, 'invalid_argument');
  });
});

describe('one item', () => {
  test('ancestors of a deep folder, root first; open records a recent entry', async () => {
    const r = await get<DriveFileWithAncestors>(vip, '/drive/v1/files/f-vip-deep-file?usage=open');
    expect(r.statusCode).toBe(200);
    expect(r.json().ancestors.map((a) => a.name)).toEqual(['Work', '2026', 'Q4', 'Budget']);
    const recent = (await get<EventList>(vip, '/drive/v1/events?recent=true&limit=5')).json();
    expect(recent.events[0]?.file_id).toBe('f-vip-deep-file');
    expect(recent.events[0]?.reference_resource?.name).toBe('budget.txt');
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
    const r = await post<BatchResult>(vip, '/drive/v1/files:star', {
      scope: { parent_id: 'f-vip-work', exclude_ids: ['f-vip-plan'] },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().count).toBe('4');
    const work = await list(vip, { parent_id: 'f-vip-work' });
    const starred = work.files.filter((f) => f.starred).map((f) => f.name);
    expect(starred.sort()).toEqual(['2026', 'chart.png', 'deck.pptx', 'manual.pdf']);
    expect(work.files.find((f) => f.id === 'f-vip-plan')?.starred).toBe(false);
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

  test.each<[object, number, WireErrorName]>([
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
    const r = await post<BatchResult>(free, '/drive/v1/files:emptyTrash', {});
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
    const p1 = (await get<EventList>(free, '/drive/v1/events?recent=true&limit=1')).json();
    expect(p1.events).toHaveLength(1);
    const p2 = (
      await get<EventList>(
        free,
        `/drive/v1/events?recent=true&limit=100&page_token=${p1.next_page_token}`,
      )
    ).json();
    const ids = [...p1.events, ...p2.events].map((e) => e.file_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('f-free-draft');
    expectEnvelope(await get(free, '/drive/v1/events?recent=yes'), 400, 'invalid_argument');
  });
});

describe('keyset page tokens in every order', () => {
  const SORT_NAMES = [
    'name_asc',
    'name_desc',
    'type_desc',
    'mod_asc',
    'mod_desc',
    'size_asc',
    'size_desc',
  ];
  test.each(
    SORT_NAMES.flatMap((s) => [
      [s, 'true'],
      [s, 'false'],
    ]),
  )('%s, folders_first=%s: pages of 2 by token = the offset listing', async (sort, ff) => {
    const q = { parent_id: '', sort, folders_first: ff };
    const whole = await list(vip, { ...q, limit: 500 });
    expect(whole.files.length).toBe(Number(whole.total));
    const seen: string[] = [];
    let token = '';
    do {
      const page = await list(vip, { ...q, limit: 2, ...(token ? { page_token: token } : {}) });
      expect(page.total).toBe(whole.total);
      seen.push(...page.files.map((f) => f.id));
      token = page.next_page_token;
    } while (token);
    expect(seen).toEqual(whole.files.map((f) => f.id));
    const at = await list(vip, { ...q, limit: 3, offset: 2 });
    expect(at.files.map((f) => f.id)).toEqual(seen.slice(2, 5));
    if (ff === 'true') {
      const kinds = whole.files.map((f) => f.kind);
      expect(kinds.lastIndexOf('drive#folder')).toBeLessThan(kinds.indexOf('drive#file'));
    }
  });

  test('a _desc order is the reverse of its _asc order; type_desc is by extension', async () => {
    for (const key of ['name', 'mod', 'size']) {
      const asc = await list(vip, { sort: `${key}_asc`, folders_first: 'false', limit: 500 });
      const desc = await list(vip, { sort: `${key}_desc`, folders_first: 'false', limit: 500 });
      expect(desc.files.map((f) => f.id)).toEqual(asc.files.map((f) => f.id).reverse());
    }
    const type = await list(vip, { sort: 'type_desc', limit: 500 });
    const exts = type.files.filter((f) => f.kind === 'drive#file').map((f) => f.file_extension);
    expect(exts).toEqual([...exts].sort().reverse());
  });

  test('names in the order people read them: accents and case aside, numbers by value', async () => {
    const folder = (
      await post<CreateFileResult>(vip, '/drive/v1/files', {
        kind: 'drive#folder',
        name: 'Order',
      })
    ).json().file.id;
    const given = ['zebra', 'Ünïcode', 'über', 'Apple', 'file 10', 'file 2', 'éclair', 'Uber'];
    for (const name of given)
      await post(vip, '/drive/v1/files', { kind: 'drive#folder', name, parent_id: folder });
    const order = ['Apple', 'éclair', 'file 2', 'file 10', 'Uber', 'über', 'Ünïcode', 'zebra'];
    const asc = await list(vip, { parent_id: folder, sort: 'name_asc', limit: 3 });
    const rest = await list(vip, {
      parent_id: folder,
      sort: 'name_asc',
      limit: 10,
      page_token: asc.next_page_token,
    });
    expect([...names(asc), ...names(rest)]).toEqual(order);
    expect(names(await list(vip, { parent_id: folder, sort: 'name_desc' }))).toEqual(
      [...order].reverse(),
    );
  });

  test('an offset past the end is an empty page with the total', async () => {
    const r = await list(free, { offset: 1000 });
    expect(r.files).toEqual([]);
    expect(Number(r.total)).toBeGreaterThan(0);
    expect(r.next_page_token).toBe('');
  });

  test('name search is case-insensitive beyond ASCII too', async () => {
    await post(free, '/drive/v1/files', { kind: 'drive#folder', name: 'Über Straße' });
    const hit = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ name: { contains: 'ÜBER' } }),
    });
    expect(names(hit)).toEqual(['Über Straße']);
    const underscore = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ name: { contains: '_' } }),
    });
    expect(underscore.total).toBe('0');
  });
});

describe('one item: more', () => {
  test('a top-level item has no ancestors; opening a folder records nothing', async () => {
    const events = async () => (await get<EventList>(free, '/drive/v1/events?limit=100')).json();
    const before = (await events()).events.length;
    const r = (
      await get<DriveFileWithAncestors>(free, '/drive/v1/files/f-free-docs?usage=open')
    ).json();
    expect(r.ancestors).toEqual([]);
    expect((await events()).events.length).toBe(before);
    const file = (
      await get<DriveFileWithAncestors>(free, '/drive/v1/files/f-free-notes?usage=open')
    ).json();
    expect(file.ancestors).toEqual([{ id: 'f-free-docs', name: 'Documents' }]);
    const ev = (await get<EventList>(free, '/drive/v1/events?limit=1')).json().events[0];
    expect(ev).toMatchObject({ type: 'TYPE_OPEN', file_id: 'f-free-notes' });
  });

  test.each<[string, string, (b: Buffer) => boolean]>([
    ['f-vip-notes', 'text/plain; charset=utf-8', (b) => b.toString().includes('meeting notes.txt')],
    [
      'f-vip-guide',
      'text/markdown; charset=utf-8',
      (b) =>
        /^# Getting started\n[\s\S]*\n## [\s\S]*\n- [\s\S]*\]\(https:[\s\S]*```js\n/.test(
          b.toString(),
        ),
    ],
    [
      'f-vip-manual',
      'application/pdf',
      (b) => b.subarray(0, 5).toString() === '%PDF-' && b.toString().trimEnd().endsWith('%%EOF'),
    ],
    [
      'f-vip-voice',
      'audio/wav',
      (b) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WAVE',
    ],
    ['f-vip-chart', 'image/png', (b) => b.subarray(1, 4).toString() === 'PNG'],
    ['f-free-guide', 'text/markdown; charset=utf-8', (b) => b.toString().startsWith('# ')],
    ['f-free-deep-file', 'text/plain; charset=utf-8', (b) => b.length > 0],
    ['f-free-sketch', 'image/png', (b) => b.subarray(1, 4).toString() === 'PNG'],
  ])('the seeded preview %s serves real %s bytes of its listed size', async (id, type, valid) => {
    const auth = id.startsWith('f-vip') ? vip : free;
    const f = (await get<DriveFileWithAncestors>(auth, `/drive/v1/files/${id}`)).json();
    const dl = await app.http({ url: f.web_content_link.replace(/^https?:\/\/[^/]+/, '') });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe(type);
    expect(valid(dl.rawPayload)).toBe(true);
    expect(String(dl.rawPayload.length)).toBe(f.size);
  });

  test('folder chains three deep in both drives', async () => {
    const deep = (
      await get<DriveFileWithAncestors>(free, '/drive/v1/files/f-free-deep-file')
    ).json();
    expect(deep.ancestors.map((a) => a.name)).toEqual(['Projects', 'Garden', 'Plans']);
  });
});

describe('batches: ids or scope, one transaction, counts', () => {
  const folder = async (auth: AuthHeaders, name: string, parent = '') =>
    (
      await post<CreateFileResult>(auth, '/drive/v1/files', {
        kind: 'drive#folder',
        name,
        parent_id: parent,
      })
    ).json().file.id;

  test('trash, move, copy and delete a folder by scope, each answering its count', async () => {
    const src = await folder(free, 'Scope source');
    const dst = await folder(free, 'Scope target');
    const kids: string[] = [];
    for (const n of ['a', 'b', 'c', 'd']) kids.push(await folder(free, n, src));
    await folder(free, 'inner', kids[0]);
    const scope = { parent_id: src, exclude_ids: [kids[3]] };
    const copy = await post<BatchResult>(free, '/drive/v1/files:batchCopy', {
      scope,
      to: { parent_id: dst },
    });
    expect(copy.json()).toEqual({ count: '3', ids: expect.any(Array) });
    expect(copy.json().ids).toHaveLength(3);
    const copied = await list(free, { parent_id: dst });
    expect(names(copied)).toEqual(['a', 'b', 'c']);
    expect(names(await list(free, { parent_id: defined(copied.files[0]).id }))).toEqual(['inner']);
    const move = await post<BatchResult>(free, '/drive/v1/files:batchMove', {
      scope,
      to: { parent_id: dst },
    });
    expect(move.json()).toEqual({ count: '3' });
    expect(names(await list(free, { parent_id: src }))).toEqual(['d']);
    expect((await list(free, { parent_id: dst })).total).toBe('6');
    const trash = await post<BatchResult>(free, '/drive/v1/files:batchTrash', {
      scope: { parent_id: dst },
    });
    expect(trash.json()).toEqual({ count: '6' });
    expect((await list(free, { parent_id: dst })).total).toBe('0');
    const del = await post<BatchResult>(free, '/drive/v1/files:batchDelete', { ids: [src, dst] });
    expect(del.json()).toEqual({ count: '2' });
  });

  test('a failed batch changes nothing: one foreign id among mine', async () => {
    const before = await list(free, { parent_id: 'f-free-pics' });
    expectEnvelope(
      await post(free, '/drive/v1/files:batchTrash', { ids: ['f-free-cat', 'f-vip-photo'] }),
      404,
      'file_not_found',
    );
    expect(names(await list(free, { parent_id: 'f-free-pics' }))).toEqual(names(before));
  });

  test('moving or copying a folder into itself, by ids, is refused', async () => {
    for (const op of ['batchMove', 'batchCopy']) {
      expectEnvelope(
        await post(free, `/drive/v1/files:${op}`, {
          ids: ['f-free-pics'],
          to: { parent_id: 'f-free-pics-2023' },
        }),
        400,
        'invalid_argument',
      );
    }
    expect(
      (await get<DriveFileWithAncestors>(free, '/drive/v1/files/f-free-pics-2023')).json()
        .parent_id,
    ).toBe('f-free-pics');
  });

  test('copy keeps its quota check', async () => {
    const user = (
      await app.http<ControlUser>({
        method: 'POST',
        url: '/__control/users',
        payload: { quota: 4_000_000 },
      })
    ).json();
    const small = bearer(await signIn(app, user.email));
    const root = await list(small, {});
    expectEnvelope(
      await post(small, '/drive/v1/files:batchCopy', {
        scope: { parent_id: '' },
        to: { parent_id: '' },
      }),
      403,
      'file_space_not_enough',
    );
    expect((await list(small, {})).total).toBe(root.total);
  });

  test('untrash answers its count; unknown ids are file_not_found', async () => {
    const r = await post<BatchResult>(vip, '/drive/v1/files:batchUntrash', {
      ids: ['f-vip-trash'],
    });
    expect(r.json()).toEqual({ count: '1' });
    expectEnvelope(
      await post(vip, '/drive/v1/files:batchUntrash', { ids: ['nope'] }),
      404,
      'file_not_found',
    );
  });
});

describe('URL tasks and recent', () => {
  test('a URL task completes into its folder with a TYPE_URL event, listed in recent', async () => {
    const r = await post<CreateFileResult>(vip, '/drive/v1/files', {
      kind: 'drive#file',
      upload_type: 'UPLOAD_TYPE_URL',
      url: { url: 'https://downloads.example/data/report%202025.pdf' },
      parent_id: 'f-vip-work',
    });
    const { task } = r.json();
    const done = await until(async () => {
      const t = (await get<Task>(vip, `/drive/v1/tasks/${task.id}`)).json();
      return t.phase === 'PHASE_TYPE_COMPLETE' && t;
    });
    const f = (await get<DriveFileWithAncestors>(vip, `/drive/v1/files/${done.file_id}`)).json();
    expect(f).toMatchObject({ name: 'report 2025.pdf', parent_id: 'f-vip-work' });
    const recent = (await get<EventList>(vip, '/drive/v1/events?recent=true&limit=3')).json();
    expect(recent.events[0]).toMatchObject({ type: 'TYPE_URL', file_id: done.file_id });
    const ids = (await get<EventList>(vip, '/drive/v1/events?recent=true&limit=100'))
      .json()
      .events.map((e) => e.file_id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('seed steps', () => {
  test('an already-seeded database gets the steps it has not had, once', async () => {
    const dataDir = tempDir();
    try {
      let c = createContext({ dataDir, seedBigFolder: false, taskStepMs: 60_000 });
      // As if seeded before the previews existed.
      c.db.prepare("DELETE FROM meta WHERE key = 'seed_step:drive-previews-v1'").run();
      c.db.prepare("DELETE FROM files WHERE id LIKE 'f-vip-deep%' OR id = 'f-free-guide'").run();
      c.close();
      c = createContext({ dataDir, seedBigFolder: false, taskStepMs: 60_000 });
      const ids = c.db
        .prepare("SELECT id FROM files WHERE id IN ('f-vip-deep-file', 'f-free-guide')")
        .pluck()
        .all() as string[]; // SQL ids
      expect(ids.sort()).toEqual(['f-free-guide', 'f-vip-deep-file']);
      expect(
        c.db.prepare("SELECT COUNT(*) FROM files WHERE parent_id = 'demo-drive-big'").pluck().get(),
      ).toBe(0);
      c.close();
    } finally {
      removeDir(dataDir);
    }
  });
});
