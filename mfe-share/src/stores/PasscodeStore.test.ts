import { makeHarness } from '../testing/harness';
import { PasscodeStore } from './PasscodeStore';

function setup() {
  const { cookies } = makeHarness();
  return { cookies, access: new PasscodeStore(cookies) };
}

describe('PasscodeStore: what opening a share sends', () => {
  it("the URL's code wins, and fills the input", () => {
    const { access, cookies } = setup();
    cookies.set('pp_share_passcode_token_abc', 'TOK');
    expect(access.remembered('abc', 'zz99')).toEqual({ code: 'zz99', token: 'TOK' });
    expect(access.passcode).toBe('zz99');
  });

  it('a remembered token, else a remembered code, else nothing', () => {
    const { access, cookies } = setup();
    expect(access.remembered('abc')).toEqual({ code: undefined, token: undefined });
    cookies.set('pp_share_pwd_code_abc', 'cu42');
    expect(access.remembered('abc')).toEqual({ code: 'cu42', token: undefined });
    cookies.set('pp_share_passcode_token_abc', 'TOK');
    expect(access.remembered('abc')).toEqual({ code: undefined, token: 'TOK' });
    expect(access.passcode).toBe('');
  });
});

describe('PasscodeStore: the typed code', () => {
  it.each([
    ['  ', 'empty'],
    ['a!', 'format'],
    ['abc', 'format'],
    ['abcdefghijk', 'format'],
  ])('%j is not sent (%s)', (typed, problem) => {
    const { access } = setup();
    access.setPasscode(typed);
    expect(access.typed()).toBeNull();
    expect(access.passcodeProblem).toBe(problem);
  });

  it('a valid code is sent trimmed; typing again clears a problem', () => {
    const { access } = setup();
    access.limited();
    expect(access.passcodeProblem).toBe('limited');
    access.setPasscode(' cu42 ');
    expect(access.passcodeProblem).toBeNull();
    expect(access.typed()).toBe('cu42');
    expect(access.passcodeProblem).toBeNull();
  });
});

describe('PasscodeStore: the answer', () => {
  it('OK for a code: its token and the code are remembered, the token is used', () => {
    const { access, cookies } = setup();
    access.answered('abc', 'OK', { code: 'cu42' }, 'PCT');
    expect(cookies.get('pp_share_passcode_token_abc')).toBe('PCT');
    expect(cookies.get('pp_share_pwd_code_abc')).toBe('cu42');
    expect(access.passCodeToken).toBe('PCT');
  });

  it('OK for a remembered token: the token stays in use, no cookie is written', () => {
    const { access, cookies } = setup();
    access.answered('abc', 'OK', { token: 'OLD' });
    expect(access.passCodeToken).toBe('OLD');
    expect(cookies.get('pp_share_passcode_token_abc')).toBeUndefined();
  });

  it('a refused token or remembered code is forgotten', () => {
    const { access, cookies } = setup();
    cookies.set('pp_share_passcode_token_abc', 'OLD');
    access.answered('abc', 'PASS_CODE_EMPTY', { token: 'OLD' }, '');
    expect(cookies.get('pp_share_passcode_token_abc')).toBeUndefined();
    expect(access.passCodeToken).toBe('');

    cookies.set('pp_share_pwd_code_abc', 'cu42');
    access.answered('abc', 'PASS_CODE_EMPTY', { code: 'cu42' }, '');
    expect(cookies.get('pp_share_pwd_code_abc')).toBeUndefined();
  });

  it('a wrong typed code is not remembered, and forgets nothing', () => {
    const { access, cookies } = setup();
    cookies.set('pp_share_passcode_token_other', 'KEEP');
    access.answered('abc', 'PASS_CODE_ERROR', { code: 'nope1' }, '');
    expect(cookies.get('pp_share_pwd_code_abc')).toBeUndefined();
    expect(cookies.get('pp_share_passcode_token_abc')).toBeUndefined();
    expect(cookies.get('pp_share_passcode_token_other')).toBe('KEEP');
  });

  it('forget drops both cookies of the share', () => {
    const { access, cookies } = setup();
    cookies.set('pp_share_passcode_token_abc', 'T');
    cookies.set('pp_share_pwd_code_abc', 'cu42');
    access.forget('abc');
    expect(cookies.get('pp_share_passcode_token_abc')).toBeUndefined();
    expect(cookies.get('pp_share_pwd_code_abc')).toBeUndefined();
  });
});
