import { contentSecurityPolicy, desktopSignIn, devSocketSources } from './csp';

const base = { nonce: 'f00d', apiOrigins: ['http://localhost:8090'], remoteOrigins: [] };
const connectSrc = (policy: string): string[] =>
  (policy.split('; ').find((d) => d.startsWith('connect-src ')) ?? '').split(' ').slice(1);

describe('contentSecurityPolicy: dev servers of developer overrides', () => {
  it('allows the websocket twin of every origin overrides are allowed from', () => {
    const sources = connectSrc(
      contentSecurityPolicy({
        ...base,
        overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://dev.example:8443'],
      }),
    );
    expect(sources).toEqual(
      expect.arrayContaining(['ws://localhost:*', 'ws://127.0.0.1:*', 'wss://dev.example:8443']),
    );
  });

  it('adds no websocket when overrides are off (production: empty or absent)', () => {
    for (const overrideOrigins of [undefined, []]) {
      const sources = connectSrc(contentSecurityPolicy({ ...base, overrideOrigins }));
      expect(sources.filter((s) => /^wss?:/.test(s))).toEqual([]);
    }
    expect(contentSecurityPolicy({ ...base, overrideOrigins: [] })).toBe(
      contentSecurityPolicy(base),
    );
  });

  it('ignores anything that is not a plain http(s) origin', () => {
    expect(
      devSocketSources([
        'http://localhost:*',
        'http://localhost:*',
        "'unsafe-eval'",
        'http://a.example; script-src *',
        'javascript:alert(1)',
        42,
      ]),
    ).toEqual(['ws://localhost:*']);
  });
});

describe('contentSecurityPolicy: the desktop client’s loopback service (spec §4)', () => {
  it('is in connect-src unless left out (production: the desktop sign-in page load only)', () => {
    expect(connectSrc(contentSecurityPolicy(base))).toContain('http://127.0.0.1:*');
    const without = connectSrc(contentSecurityPolicy({ ...base, loopback: false }));
    expect(without.filter((s) => s.startsWith('http://127') || s.includes('localhost:*'))).toEqual(
      [],
    );
  });

  it('knows the desktop sign-in page load', () => {
    const at = (q: string) => desktopSignIn(new URL(`https://x.test/${q}`));
    expect(at('?from_source=pc_client&port=1f9a')).toBe(true);
    expect(at('?from_source=pc_client&port=12345')).toBe(false);
    expect(at('?from_source=web&port=1f9a')).toBe(false);
    expect(at('')).toBe(false);
  });
});
