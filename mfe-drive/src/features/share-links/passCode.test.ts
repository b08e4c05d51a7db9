import { generatePassCode, PASS_CODE_PATTERN, passCodeProblem } from './passCode';

describe('passcodes', () => {
  it('generates codes of the spec format from the random source', () => {
    for (let i = 0; i < 50; i += 1) expect(generatePassCode()).toMatch(PASS_CODE_PATTERN);
    expect(generatePassCode(4, (b) => b.fill(0))).toBe('aaaa');
    expect(generatePassCode(10)).toHaveLength(10);
  });

  it('accepts 4 to 10 letters or digits only', () => {
    expect(passCodeProblem('ab12')).toBeNull();
    expect(passCodeProblem('ABCDEFGH12')).toBeNull();
    expect(passCodeProblem('')?.id).toBe('drive.share.passCode.empty');
    expect(passCodeProblem('abc')?.id).toBe('drive.share.passCode.length');
    expect(passCodeProblem('abcdefghijk')?.id).toBe('drive.share.passCode.length');
    expect(passCodeProblem('ab c1')?.id).toBe('drive.share.passCode.chars');
    expect(passCodeProblem('пароль1')?.id).toBe('drive.share.passCode.chars');
  });
});
