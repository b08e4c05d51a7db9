/**
 * casUpdate on a real storage (a local folder): another writer gets in between the read and the
 * write, as a second process would. The wait is injected: nothing sleeps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDirStorage, type Storage } from '../storage';
import { casUpdate, type CasOptions } from './cas';
import { StoreError } from './errors';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tmpStorage(): LocalDirStorage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-cas-'));
  dirs.push(dir);
  return new LocalDirStorage(dir);
}

/** The options of a test: the waits asked for are recorded, the jitter is fixed at one half. */
function options(waits: number[], o: Partial<CasOptions> = {}): CasOptions {
  return {
    what: 'the counter',
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...o,
  };
}

const read = async (s: Storage, key: string) => (await s.get(key))?.body.toString();

describe('casUpdate', () => {
  it('writes the change when nobody wrote meanwhile, creating the object if it is missing', async () => {
    const s = tmpStorage();
    const waits: number[] = [];
    const seen: (string | undefined)[] = [];
    const result = await casUpdate(
      s,
      'n.json',
      (got) => {
        seen.push(got?.body.toString());
        return { body: '1', result: 'created' };
      },
      options(waits),
    );
    expect(result).toBe('created');
    expect(seen).toEqual([undefined]);
    expect(await read(s, 'n.json')).toBe('1');
    expect(waits).toEqual([]);
  });

  it('after a conflict, applies the change again to what the other writer wrote', async () => {
    const s = tmpStorage();
    await s.put('n.json', '1', { ifMatch: null });
    const waits: number[] = [];
    const seen: string[] = [];
    const result = await casUpdate(
      s,
      'n.json',
      async (got) => {
        const n = Number(got?.body.toString());
        seen.push(String(n));
        // Another writer gets in first, once: 1 becomes 10 behind this change's back.
        if (seen.length === 1) await s.put('n.json', '10');
        return { body: String(n + 1), result: n + 1 };
      },
      options(waits),
    );
    expect(seen).toEqual(['1', '10']);
    expect(result).toBe(11);
    // The other writer's change is kept: 10 + 1, not 1 + 1 over it.
    expect(await read(s, 'n.json')).toBe('11');
    // One wait: the jitter (0.5) of the first step (20 ms).
    expect(waits).toEqual([10]);
  });

  it('two writers of a missing object: the second sees the first one and writes over it', async () => {
    const s = tmpStorage();
    const seen: (string | undefined)[] = [];
    await casUpdate(
      s,
      'n.json',
      async (got) => {
        seen.push(got?.body.toString());
        if (seen.length === 1) await s.put('n.json', 'theirs', { ifMatch: null });
        return { body: `${got?.body.toString() ?? ''}+mine`, result: undefined };
      },
      options([]),
    );
    expect(seen).toEqual([undefined, 'theirs']);
    expect(await read(s, 'n.json')).toBe('theirs+mine');
  });

  it('gives up after the bound with an error that names the object and the attempts', async () => {
    const s = tmpStorage();
    await s.put('n.json', '0', { ifMatch: null });
    const waits: number[] = [];
    let calls = 0;
    const update = casUpdate(
      s,
      'n.json',
      async () => {
        calls++;
        // Someone else writes every time.
        await s.put('n.json', `other ${calls}`);
        return { body: 'mine', result: undefined };
      },
      options(waits, { retry: { tries: 3, stepMs: 20 } }),
    );
    await expect(update).rejects.toThrow(StoreError);
    await expect(update).rejects.toThrow(
      'the counter kept changing under this write (3 attempts): try again',
    );
    expect(calls).toBe(3);
    // A growing wait between attempts, none after the last.
    expect(waits).toEqual([10, 20]);
    expect(await read(s, 'n.json')).toBe('other 3');
  });

  it('a refusal of the change is not retried and writes nothing', async () => {
    const s = tmpStorage();
    let calls = 0;
    const update = casUpdate(
      s,
      'n.json',
      () => {
        calls++;
        throw new StoreError('refused');
      },
      options([]),
    );
    await expect(update).rejects.toThrow('refused');
    expect(calls).toBe(1);
    expect(await s.get('n.json')).toBeNull();
  });

  it('a storage failure other than a lost race is not retried', async () => {
    const s = tmpStorage();
    const failing: Storage = {
      description: s.description,
      get: (key) => s.get(key),
      put: () => Promise.reject(new Error('disk full')),
      list: (prefix) => s.list(prefix),
      delete: (key) => s.delete(key),
    };
    let calls = 0;
    const update = casUpdate(
      failing,
      'n.json',
      () => {
        calls++;
        return { body: '1', result: undefined };
      },
      options([]),
    );
    await expect(update).rejects.toThrow('disk full');
    expect(calls).toBe(1);
  });

  it('writes with the given content type and cache control', async () => {
    const s = tmpStorage();
    const puts: unknown[] = [];
    const recording: Storage = {
      description: s.description,
      get: (key) => s.get(key),
      put: (key, body, o) => {
        puts.push(o);
        return s.put(key, body, o);
      },
      list: (prefix) => s.list(prefix),
      delete: (key) => s.delete(key),
    };
    await casUpdate(
      recording,
      'n.json',
      () => ({ body: '1', result: undefined }),
      options([], { put: { contentType: 'application/json', cacheControl: 'no-cache' } }),
    );
    expect(puts).toEqual([
      { contentType: 'application/json', cacheControl: 'no-cache', ifMatch: null },
    ]);
  });
});
