/** Name conflicts on create, move and copy, and the conflicts check (decision 0031). */
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  defined,
  qs,
  expectError,
  FREE,
  VIP,
  type AuthHeaders,
  type BatchResult,
  type CreateFileResult,
  type FileList,
  type RequestHeaders,
  type TestApp,
} from './helpers';
import { keepBothName } from '../src/drive/conflicts';

type Conflicts = Static<typeof Wire.ConflictsResult>;

let app: TestApp;
let free: AuthHeaders;
let vip: AuthHeaders;
beforeAll(async () => {
  app = await makeApp();
  free = bearer(await signIn(app, FREE.email));
  vip = bearer(await signIn(app, VIP.email));
});
afterAll(() => closeApp(app));

const post = <T = unknown>(headers: RequestHeaders, url: string, payload?: unknown) =>
  app.http<T>({ method: 'POST', url, headers, payload });
const names = async (parent: string, headers: RequestHeaders = free) => {
  const r = await app.http<FileList>({
    url: `/drive/v1/files?${qs({ parent_id: parent, limit: 100 })}`,
    headers,
  });
  expect(r.statusCode).toBe(200);
  return r
    .json()
    .files.map((f) => f.name)
    .sort();
};
const folder = async (name: string, parent: string, conflict?: string) => {
  const r = await post<CreateFileResult>(free, '/drive/v1/files', {
    kind: 'drive#folder',
    name,
    parent_id: parent,
    ...(conflict && { conflict }),
  });
  return r;
};
const made = async (name: string, parent = '') =>
  defined((await folder(name, parent)).json().file, 'folder').id;
const trashed = async () => {
  const r = await app.http<FileList>({
    url: `/drive/v1/files?${qs({ parent_id: '*', filters: JSON.stringify({ trashed: { eq: true } }) })}`,
    headers: free,
  });
  return r.json().files.map((f) => f.name);
};

describe('create a folder', () => {
  test('ask refuses a taken name with already_exists (409, code 6); rename keeps both', async () => {
    const box = await made('cf-box');
    await made('Projects', box);
    expectError(await folder('Projects', box, 'ask'), 409, 'already_exists');
    const kept = await folder('Projects', box, 'rename');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().file?.name).toBe('Projects (1)');
    expect((await folder('Projects', box, 'rename')).json().file?.name).toBe('Projects (2)');
    // Without a mode the old contract holds: duplicates may occur.
    expect((await folder('Projects', box)).statusCode).toBe(200);
    expect(await names(box)).toEqual(['Projects', 'Projects', 'Projects (1)', 'Projects (2)']);
  });

  test('skip answers the existing folder; replace trashes it', async () => {
    const box = await made('cf-box2');
    const first = await made('Docs', box);
    const skipped = await folder('Docs', box, 'skip');
    expect(skipped.json().file?.id).toBe(first);
    const replaced = await folder('Docs', box, 'replace');
    expect(replaced.json().file?.id).not.toBe(first);
    expect(await names(box)).toEqual(['Docs']);
    expect(await trashed()).toContain('Docs');
  });
});

describe('move and copy', () => {
  test('copy into the same folder: ask refuses, rename makes "name (1).ext", skip copies nothing', async () => {
    const box = await made('cf-copy');
    const a = await made('a.folder', box);
    expectError(
      await post(free, '/drive/v1/files:batchCopy', {
        ids: [a],
        to: { parent_id: box },
        conflict: 'ask',
      }),
      409,
      'already_exists',
    );
    const skip = await post<BatchResult>(free, '/drive/v1/files:batchCopy', {
      ids: [a],
      to: { parent_id: box },
      conflict: 'skip',
    });
    expect(skip.json().count).toBe('0');
    await post(free, '/drive/v1/files:batchCopy', {
      ids: [a],
      to: { parent_id: box },
      conflict: 'rename',
    });
    await post(free, '/drive/v1/files:batchCopy', {
      ids: [a],
      to: { parent_id: box },
      conflict: 'rename',
    });
    // Replacing an item with a copy of itself changes nothing.
    const self = await post<BatchResult>(free, '/drive/v1/files:batchCopy', {
      ids: [a],
      to: { parent_id: box },
      conflict: 'replace',
    });
    expect(self.json().count).toBe('0');
    // A folder has no extension: "a.folder (1)".
    expect(await names(box)).toEqual(['a.folder', 'a.folder (1)', 'a.folder (2)']);
  });

  test('move: replace trashes the item in the way; moving within its folder is a no-op', async () => {
    const from = await made('cf-from');
    const to = await made('cf-to');
    const moving = await made('Report', from);
    await made('Report', to);
    const same = await post<BatchResult>(free, '/drive/v1/files:batchMove', {
      ids: [moving],
      to: { parent_id: from },
      conflict: 'ask',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().count).toBe('0');
    const r = await post<BatchResult>(free, '/drive/v1/files:batchMove', {
      ids: [moving],
      to: { parent_id: to },
      conflict: 'replace',
    });
    expect(r.json().count).toBe('1');
    expect(await names(to)).toEqual(['Report']);
    expect(await names(from)).toEqual([]);
    const list = await app.http<FileList>({
      url: `/drive/v1/files?${qs({ parent_id: to })}`,
      headers: free,
    });
    expect(list.json().files[0]?.id).toBe(moving);
  });

  test('move with rename gives each clashing item a free name, also among themselves', async () => {
    const from1 = await made('cf-m1');
    const from2 = await made('cf-m2');
    const to = await made('cf-m3');
    const x1 = await made('x', from1);
    const x2 = await made('x', from2);
    await made('x', to);
    await made('x (1)', to);
    await post(free, '/drive/v1/files:batchMove', {
      ids: [x1, x2],
      to: { parent_id: to },
      conflict: 'rename',
    });
    expect(await names(to)).toEqual(['x', 'x (1)', 'x (2)', 'x (3)']);
  });
});

test('keepBothName: "base (n).ext", counting on from an existing number', () => {
  const taken = new Set(['report.pdf', 'report (1).pdf']);
  expect(keepBothName('report.pdf', false, taken)).toBe('report (2).pdf');
  expect(keepBothName('report (1).pdf', false, taken)).toBe('report (2).pdf');
  expect(keepBothName('.env', false, new Set())).toBe('.env (1)');
  expect(keepBothName('v1.2', true, new Set())).toBe('v1.2 (1)');
  const long = `${'x'.repeat(252)}.md`;
  const kept = keepBothName(long, false, new Set());
  expect(kept.length).toBeLessThanOrEqual(255);
  expect(kept.endsWith(' (1).md')).toBe(true);
});

test('a copy answers the ids of the copies it made', async () => {
  const box = await post<CreateFileResult>(free, '/drive/v1/files', {
    kind: 'drive#folder',
    name: 'cf-ids',
  });
  const id = defined(box.json().file).id;
  const r = await post<BatchResult>(free, '/drive/v1/files:batchCopy', {
    ids: [id],
    to: { parent_id: '' },
    conflict: 'rename',
  });
  expect(r.json().count).toBe('1');
  const ids = defined(r.json().ids);
  expect(ids).toHaveLength(1);
  expect(ids[0]).not.toBe(id);
  expect(await names('')).toContain('cf-ids (1)');
});

describe('files:conflicts', () => {
  test('lists the taken names with the name "Keep both" would give', async () => {
    const box = await made('cf-check');
    const taken = await made('Taxes', box);
    await made('Taxes (1)', box);
    const r = await post<Conflicts>(free, '/drive/v1/files:conflicts', {
      parent_id: box,
      names: ['Taxes', 'photo.jpg', 'new'],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      conflicts: [{ name: 'Taxes', id: taken, kind: 'drive#folder', suggested_name: 'Taxes (2)' }],
    });
  });

  test('bad inputs are 4xx envelopes', async () => {
    const url = '/drive/v1/files:conflicts';
    expectError(await post(free, url, { parent_id: '', names: [] }), 400, 'invalid_argument');
    expectError(await post(free, url, { parent_id: '' }), 400, 'invalid_argument');
    expectError(await post(free, url, { parent_id: '', names: ['a/b'] }), 400, 'invalid_argument');
    expectError(
      await post(free, url, { parent_id: '', names: ['x'.repeat(256)] }),
      400,
      'invalid_argument',
    );
    expectError(
      await post(free, '/drive/v1/files:batchMove', {
        ids: ['x'],
        to: { parent_id: '' },
        conflict: 'maybe',
      }),
      400,
      'invalid_argument',
    );
    expectError(
      await post(free, '/drive/v1/files', { kind: 'drive#folder', name: 'n', conflict: 3 }),
      400,
      'invalid_argument',
    );
    const anon = await app.http({ method: 'POST', url, payload: { parent_id: '', names: ['a'] } });
    expect(anon.statusCode).toBe(401);
  });

  test("another account's folder or items are not found (404)", async () => {
    const mine = await made('cf-private');
    await made('inside', mine);
    expectError(
      await post(vip, '/drive/v1/files:conflicts', { parent_id: mine, names: ['inside'] }),
      404,
      'file_not_found',
    );
    expectError(
      await post(vip, '/drive/v1/files', {
        kind: 'drive#folder',
        name: 'inside',
        parent_id: mine,
        conflict: 'rename',
      }),
      404,
      'file_not_found',
    );
    expectError(
      await post(vip, '/drive/v1/files:batchMove', {
        ids: [mine],
        to: { parent_id: '' },
        conflict: 'skip',
      }),
      404,
      'file_not_found',
    );
  });
});
