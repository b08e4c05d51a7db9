import { AccessStore } from './AccessStore';

type Answer = { accessible: boolean } | 'fail' | 'hang';

function fakeFetch(answers: Record<string, Answer>): typeof fetch {
  return ((url: string, init?: RequestInit) => {
    const origin = new URL(url).origin;
    const a = answers[origin];
    if (a === 'fail' || a === undefined) return Promise.reject(new TypeError('network'));
    if (a === 'hang')
      return new Promise((_r, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    return Promise.resolve({ ok: true, status: 200, json: async () => a } as unknown as Response);
  }) as typeof fetch;
}

const A = 'https://a.test';
const B = 'https://b.test';

function store(answers: Record<string, Answer>, cookie?: string) {
  const written: Array<[string, string, number]> = [];
  const s = new AccessStore({
    origins: [A, B],
    fetchImpl: fakeFetch(answers),
    readCookie: () => cookie,
    writeCookie: (n, v, secs) => written.push([n, v, secs]),
  });
  return { s, written };
}

describe('AccessStore (spec §4 region access)', () => {
  it('grants when any endpoint says accessible', async () => {
    const { s, written } = store({ [A]: { accessible: false }, [B]: { accessible: true } });
    await expect(s.check()).resolves.toBe(true);
    expect(s.ipBlock).toBe(false);
    expect(written).toEqual([['pp_access_to_visit', '1', 600]]);
  });

  it('denies when one says blocked and none accessible', async () => {
    const { s } = store({ [A]: { accessible: false }, [B]: 'fail' });
    await expect(s.check()).resolves.toBe(false);
    expect(s.denied).toBe(true);
  });

  it('grants when all endpoints fail', async () => {
    const { s } = store({ [A]: 'fail', [B]: 'fail' });
    await expect(s.check()).resolves.toBe(true);
    expect(s.ipBlock).toBe(false);
  });

  it('uses the 10-minute cookie unless told to ignore it', async () => {
    const { s } = store({ [A]: { accessible: true } }, '0');
    await expect(s.check()).resolves.toBe(false);
    expect(s.ipBlock).toBe(true);
    await expect(s.check({ ignoreCache: true })).resolves.toBe(true);
  });

  it('leaves ipBlock null after the 5 s timeout', async () => {
    jest.useFakeTimers();
    const { s, written } = store({ [A]: 'hang', [B]: 'hang' });
    const p = s.check();
    await jest.advanceTimersByTimeAsync(4999);
    expect(s.ipBlock).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toBeNull();
    expect(s.ipBlock).toBeNull();
    expect(written).toEqual([]);
    jest.useRealTimers();
  });

  it('waits 10 s when the cache is ignored', async () => {
    jest.useFakeTimers();
    const { s } = store({ [A]: 'hang', [B]: 'hang' });
    let done = false;
    void s.check({ ignoreCache: true }).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(9000);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
    jest.useRealTimers();
  });

  it('is skipped in the native app', async () => {
    const { s } = store({ [A]: { accessible: false } });
    await expect(s.check({ native: true })).resolves.toBeNull();
    expect(s.ipBlock).toBeNull();
  });
});
