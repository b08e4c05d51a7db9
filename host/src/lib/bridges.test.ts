import { desktopAuthCode } from './bridges';

/** A fake loopback service: answers each POST in turn, records the bodies. */
function service(answers: Array<[number, object]>) {
  const bodies: unknown[] = [];
  const headers: Array<Record<string, string>> = [];
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    headers.push({ ...(init?.headers as Record<string, string>) });
    const [status, body] = answers.shift() ?? [500, {}];
    // The parts of a Response the bridge reads (jsdom has no Response).
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return { bodies, headers, fetchImpl };
}

const pkce = async () => ({ verifier: 'the-verifier', challenge: 'the-challenge' });
const pending = [400, { error: 'authorization_pending', error_code: 4050 }] as [number, object];

describe('desktopAuthCode (the desktop loopback service)', () => {
  it("sends the site's locale as Accept-Language on every call (spec §7)", async () => {
    const { headers, fetchImpl } = service([
      [200, { request_id: 'dr_1', interval: 1, expires_in: 120 }],
      [200, { code: 'desk-code' }],
    ]);
    await desktopAuthCode(8090, 'cumulus-web', {
      fetchImpl,
      pkce,
      locale: 'pt',
      sleep: async () => {},
    });
    expect(headers.map((h) => h['Accept-Language'])).toEqual(['pt', 'pt']);
  });

  it('asks with a PKCE challenge, polls while pending, returns the code with its verifier', async () => {
    const slept: number[] = [];
    const { bodies, fetchImpl } = service([
      [200, { request_id: 'dr_1', interval: 1, expires_in: 120 }],
      pending,
      pending,
      [200, { code: 'desk-code' }],
    ]);
    const got = await desktopAuthCode(8090, 'cumulus-web', {
      fetchImpl,
      pkce,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(got).toEqual({ code: 'desk-code', verifier: 'the-verifier' });
    expect(bodies).toEqual([
      { client_id: 'cumulus-web', code_challenge: 'the-challenge', code_challenge_method: 'S256' },
      { request_id: 'dr_1' },
      { request_id: 'dr_1' },
      { request_id: 'dr_1' },
    ]);
    expect(slept).toEqual([1000, 1000, 1000]);
  });

  it('the person saying no in the desktop app gives no code', async () => {
    const { bodies, fetchImpl } = service([
      [200, { request_id: 'dr_1', interval: 1, expires_in: 120 }],
      [403, { error: 'access_denied', error_code: 4123 }],
    ]);
    await expect(
      desktopAuthCode(8090, 'cumulus-web', { fetchImpl, pkce, sleep: async () => {} }),
    ).resolves.toBeNull();
    expect(bodies).toHaveLength(2);
  });

  it('stops waiting when the time is up', async () => {
    let t = 0;
    const { bodies, fetchImpl } = service([
      [200, { request_id: 'dr_1', interval: 1, expires_in: 3 }],
      pending,
      pending,
      pending,
      pending,
    ]);
    const got = await desktopAuthCode(8090, 'cumulus-web', {
      fetchImpl,
      pkce,
      now: () => t,
      sleep: async (ms) => void (t += ms),
    });
    expect(got).toBeNull();
    expect(bodies).toHaveLength(4);
  });

  it('a service that is not there, or refuses the request, gives no code', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(desktopAuthCode(8090, 'cumulus-web', { fetchImpl: down, pkce })).resolves.toBe(
      null,
    );
    const { fetchImpl } = service([[401, { error: 'unauthenticated', error_code: 16 }]]);
    await expect(desktopAuthCode(8090, 'cumulus-web', { fetchImpl, pkce })).resolves.toBeNull();
  });
});
