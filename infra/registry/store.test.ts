/** The release store on a local folder (the default storage). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDirStorage, PreconditionFailed } from './storage';
import { storeSuite } from './testing/store-suite';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tmpStorage(): LocalDirStorage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-releases-'));
  dirs.push(dir);
  return new LocalDirStorage(dir);
}

describe('release store on a local folder', () => {
  storeSuite(tmpStorage);
});

describe('LocalDirStorage', () => {
  it('compare-and-swap: the expected etag or nothing', async () => {
    const s = tmpStorage();
    await expect(s.put('a/b.json', 'x', { ifMatch: 'nope' })).rejects.toThrow(PreconditionFailed);
    const { etag } = await s.put('a/b.json', '1', { ifMatch: null });
    await expect(s.put('a/b.json', '2', { ifMatch: null })).rejects.toThrow(PreconditionFailed);
    await s.put('a/b.json', '2', { ifMatch: etag });
    expect((await s.get('a/b.json'))?.body.toString()).toBe('2');
    expect(await s.list('a/')).toEqual(['a/b.json']);
    // No temporary or lock file is left behind.
    expect(fs.readdirSync(path.join(s.root, 'a'))).toEqual(['b.json']);
  });

  it('refuses keys that leave the folder', async () => {
    const s = tmpStorage();
    await expect(s.get('../x')).rejects.toThrow(/invalid storage key/);
    await expect(s.put('/abs', 'x')).rejects.toThrow(/invalid storage key/);
  });
});
