import { contentSecurityPolicy, devSocketSources } from './csp';

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
