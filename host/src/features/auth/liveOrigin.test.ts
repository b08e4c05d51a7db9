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
