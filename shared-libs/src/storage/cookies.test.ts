import { createFakeClock } from '../testing/fakeClock';
import { createMemoryCookieJar } from '../testing/memoryCookieJar';
import {
  COOKIE_LIFETIMES,
  createCookies,
  getSharePasscodeToken,
  removeUserIdCookie,
  serializeCookie,
  setFreeDaysCookie,
  setLocaleCookie,
  setSharePasscodeToken,
  setSharePwdCode,
  setUserIdCookie,
} from './cookies';

function setup() {
  const clock = createFakeClock();
  const jar = createMemoryCookieJar(clock.now);
  return { clock, jar, cookies: createCookies(jar) };
}

describe('cookie lifetimes and flags (spec §9)', () => {
  it('pins the lifetimes in seconds', () => {
    expect(COOKIE_LIFETIMES).toEqual({
      locale: 365 * 86400,
      userId: 365 * 86400,
      sharePasscodeToken: 12 * 3600,
      attribution: 12 * 3600,
      regionAccess: 10 * 60,
      freeDaysPerDay: 86400,
    });
  });

  it.each([
    [
      'locale',
      (c: ReturnType<typeof createCookies>) => setLocaleCookie(c, 'ko'),
      'pp_locale=ko; Path=/; Max-Age=31536000; SameSite=Strict; Secure',
    ],
    [
      'user id',
      (c: ReturnType<typeof createCookies>) => setUserIdCookie(c, 'u1'),
      'pp_user_id=u1; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    ],
    [
      'free days',
      (c: ReturnType<typeof createCookies>) => setFreeDaysCookie(c, 7),
      'pp_free_days=7; Path=/; Max-Age=604800; SameSite=Strict; Secure',
    ],
    [
      'general default',
      (c: ReturnType<typeof createCookies>) => c.set('pp_x', 'a b'),
      'pp_x=a%20b; Path=/; SameSite=Strict; Secure',
    ],
    [
      'user id removal',
      (c: ReturnType<typeof createCookies>) => removeUserIdCookie(c),
      'pp_user_id=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    ],
  ])('%s cookie', (_n, write, expected) => {
    const { jar, cookies } = setup();
    write(cookies);
    expect(jar.writes).toEqual([expected]);
  });

  it('serializes and expires by Max-Age', () => {
    const { clock, cookies } = setup();
    cookies.set('a', '1', { maxAgeSeconds: 10 });
    expect(cookies.get('a')).toBe('1');
    clock.advance(10_000);
    expect(cookies.get('a')).toBeUndefined();
    expect(serializeCookie('n', 'v', { domain: 'x.test' })).toBe('n=v; Path=/; Domain=x.test');
  });

  it('share passcode token cookie: named per share, 12 h, lax, secure', () => {
    const { jar, cookies, clock } = setup();
    setSharePasscodeToken(cookies, 'abc', 'tok');
    expect(jar.writes.at(-1)).toBe(
      'pp_share_passcode_token_abc=tok; Path=/; Max-Age=43200; SameSite=Lax; Secure',
    );
    expect(getSharePasscodeToken(cookies, 'abc')).toBe('tok');
    clock.advance(12 * 3600 * 1000);
    expect(getSharePasscodeToken(cookies, 'abc')).toBeUndefined();
  });

  it('storing a new passcode token keeps the last 3 passcode and 3 password cookies', () => {
    const { cookies } = setup();
    for (const id of ['s1', 's2', 's3', 's4']) setSharePwdCode(cookies, id, `code-${id}`);
    // setSharePwdCode itself keeps 3
    expect(cookies.all().map(([n]) => n)).toEqual([
      'pp_share_pwd_code_s2',
      'pp_share_pwd_code_s3',
      'pp_share_pwd_code_s4',
    ]);
    for (const id of ['s1', 's2', 's3']) setSharePasscodeToken(cookies, id, `t-${id}`);
    setSharePasscodeToken(cookies, 's1', 't-s1-again'); // re-stored: becomes the newest
    setSharePasscodeToken(cookies, 's5', 't-s5');
    const names = cookies
      .all()
      .map(([n]) => n)
      .filter((n) => n.startsWith('pp_share_passcode_token_'));
    expect(names).toEqual([
      'pp_share_passcode_token_s3',
      'pp_share_passcode_token_s1',
      'pp_share_passcode_token_s5',
    ]);
    expect(cookies.all().filter(([n]) => n.startsWith('pp_share_pwd_code_'))).toHaveLength(3);
    cookies.set('other', 'keep');
    setSharePasscodeToken(cookies, 's6', 't');
    expect(cookies.get('other')).toBe('keep');
  });
});
