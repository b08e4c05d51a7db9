import { liveOrigin } from './signIn';

const O = ['https://a.test', 'https://b.test', 'https://c.test'];

const reply = (status: number) => ({ ok: status < 400, status }) as Response;

const fakeFetch =
  (alive: string[]): typeof fetch =>
  async (input) => {
    const url = String(input);
    if (alive.some((o) => url.startsWith(o))) return reply(200);
    throw new TypeError('Failed to fetch');
  };

describe('liveOrigin: the sign-in page comes from an API origin that answers', () => {
  it('keeps the current origin when it is alive', async () => {
    expect(await liveOrigin(O, O[0]!, fakeFetch(O))).toBe(O[0]);
  });
  it('skips a dead first origin, in rotation order from the current one', async () => {
    expect(await liveOrigin(O, O[0]!, fakeFetch([O[1]!, O[2]!]))).toBe(O[1]);
    expect(await liveOrigin(O, O[2]!, fakeFetch([O[0]!, O[1]!]))).toBe(O[0]);
  });
  it('counts a 5xx as down and a hung origin as down after the timeout', async () => {
    const f: typeof fetch = async (input, init) => {
      const url = String(input);
      if (url.startsWith(O[0]!)) return reply(503);
      if (url.startsWith(O[1]!))
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      return reply(200);
    };
    expect(await liveOrigin(O, O[0]!, f, 50)).toBe(O[2]);
  });
  it('falls back to the current origin when none answers', async () => {
    expect(await liveOrigin(O, O[1]!, fakeFetch([]))).toBe(O[1]);
  });
});

describe('liveOrigin prefers an origin that has not been failing', () => {
  it('an origin that failed one of its probes loses to one that answered all', async () => {
    let calls = 0;
    const f: typeof fetch = async (input) => {
      const url = String(input);
      if (url.startsWith(O[0]!)) return reply(++calls === 1 ? 200 : 500);
      return reply(200);
    };
    expect(await liveOrigin(O, O[0]!, f)).toBe(O[1]);
  });
  it('on equal probes, the origin with fewer recent failures wins, then rotation order', async () => {
    const failures = (o: string) => (o === O[1] ? 2 : o === O[2] ? 1 : 0);
    expect(await liveOrigin(O, O[1]!, fakeFetch([O[1]!, O[2]!]), 1000, failures)).toBe(O[2]);
    expect(await liveOrigin(O, O[1]!, fakeFetch(O), 1000, failures)).toBe(O[0]);
    expect(await liveOrigin(O, O[1]!, fakeFetch(O))).toBe(O[1]);
  });
});

describe('liveOrigin probes again while an origin is failing', () => {
  /** Counts probes per origin; `fails(origin, n)` says whether its n-th probe fails. */
  const counting = (fails: (origin: string, n: number) => boolean) => {
    const probes = new Map<string, number>();
    const f: typeof fetch = async (input) => {
      const origin = O.find((o) => String(input).startsWith(o))!;
      const n = (probes.get(origin) ?? 0) + 1;
      probes.set(origin, n);
      if (fails(origin, n)) return reply(503);
      return reply(200);
    };
    return { f, probes };
  };

  it('one round when every origin answers', async () => {
    const { f, probes } = counting(() => false);
    expect(await liveOrigin(O, O[1]!, f)).toBe(O[1]);
    expect([...probes.values()]).toEqual([3, 3, 3]);
  });

  it('a flaky origin that passed the first round loses to a healthy one in a later round', async () => {
    // a is down; b (current, first in rotation) fails its 7th probe; c answers all.
    const { f, probes } = counting((o, n) => o === O[0] || (o === O[1] && n === 7));
    expect(await liveOrigin(O, O[1]!, f)).toBe(O[2]);
    // a is not probed again; b and c until b failed (third round).
    expect(probes.get(O[0]!)).toBe(3);
    expect(probes.get(O[1]!)).toBe(9);
    expect(probes.get(O[2]!)).toBe(9);
  });

  it('stops after four rounds and keeps rotation order among origins that never failed', async () => {
    const { f, probes } = counting((o) => o === O[0]);
    expect(await liveOrigin(O, O[1]!, f)).toBe(O[1]);
    expect(probes.get(O[1]!)).toBe(12);
    expect(probes.get(O[2]!)).toBe(12);
  });
});
