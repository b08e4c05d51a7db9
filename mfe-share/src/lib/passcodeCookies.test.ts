import { createCookies } from 'shared-libs';
import { createMemoryCookieJar } from 'shared-libs/testing';
import {
  forgetPasscode,
  passcodeTokenCookieName,
  readPasscodeToken,
  readPwdCode,
  storePasscode,
} from './passcodeCookies';

function setup() {
  let now = 1_000_000;
  const jar = createMemoryCookieJar(() => now);
  return { jar, cookies: createCookies(jar), advance: (ms: number) => (now += ms) };
}

describe('passcode cookies (spec §9)', () => {
  it('names the token cookie per share: 12 hours, lax, secure', () => {
    const { jar, cookies } = setup();
    storePasscode(cookies, 'abc', 'T1', 'cu42');
    const c = jar.cookies.get(passcodeTokenCookieName('abc'));
    expect(c?.name).toBe('pp_share_passcode_token_abc');
    expect(c?.value).toBe('T1');
    expect(c?.attributes).toMatchObject({ 'Max-Age': '43200', SameSite: 'Lax', Secure: '' });
    expect(readPasscodeToken(cookies, 'abc')).toBe('T1');
    expect(readPwdCode(cookies, 'abc')).toBe('cu42');
  });

  it('expires after 12 hours', () => {
    const { cookies, advance } = setup();
    storePasscode(cookies, 'abc', 'T1');
    advance(12 * 3600 * 1000 - 1);
    expect(readPasscodeToken(cookies, 'abc')).toBe('T1');
    advance(2);
    expect(readPasscodeToken(cookies, 'abc')).toBeUndefined();
  });

  it('storing a new one clears older ones, keeping the last 3', () => {
    const { cookies } = setup();
    for (const id of ['s1', 's2', 's3', 's4']) storePasscode(cookies, id, `T-${id}`, `code${id}`);
    expect(readPasscodeToken(cookies, 's1')).toBeUndefined();
    expect(readPwdCode(cookies, 's1')).toBeUndefined();
    expect(['s2', 's3', 's4'].map((id) => readPasscodeToken(cookies, id))).toEqual([
      'T-s2',
      'T-s3',
      'T-s4',
    ]);
    const names = cookies.all().map(([n]) => n);
    expect(names.filter((n) => n.startsWith('pp_share_passcode_token_'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('pp_share_pwd_code_'))).toHaveLength(3);
  });

  it('re-storing a share makes it the newest', () => {
    const { cookies } = setup();
    for (const id of ['s1', 's2', 's3']) storePasscode(cookies, id, `T-${id}`);
    storePasscode(cookies, 's1', 'T-s1b');
    storePasscode(cookies, 's4', 'T-s4');
    expect(readPasscodeToken(cookies, 's1')).toBe('T-s1b');
    expect(readPasscodeToken(cookies, 's2')).toBeUndefined();
  });

  it('forgets a refused token and code', () => {
    const { cookies } = setup();
    storePasscode(cookies, 'abc', 'T1', 'cu42');
    forgetPasscode(cookies, 'abc');
    expect(readPasscodeToken(cookies, 'abc')).toBeUndefined();
    expect(readPwdCode(cookies, 'abc')).toBeUndefined();
  });
});
