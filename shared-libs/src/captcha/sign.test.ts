import { createHash } from 'node:crypto';
import {
  CAPTCHA_CLIENT_VERSION,
  CAPTCHA_SALT_COUNT,
  captchaSign,
  signedCaptchaMeta,
  validateCaptchaSalts,
} from './sign';

const TEST_SALTS = Array.from({ length: 10 }, (_, i) => `test-salt-${i}`);
const input = {
  clientId: 'client-1',
  clientVersion: '8.0.3',
  packageName: 'com.cumulus.web',
  deviceId: '0123456789abcdef0123456789abcdef',
  timestamp: '1735689600000',
};

describe('captcha sign (spec §3, §9)', () => {
  it('pins the constants', () => {
    expect(CAPTCHA_CLIENT_VERSION).toBe('8.0.3');
    expect(CAPTCHA_SALT_COUNT).toBe(10);
  });

  it('is 1.{hash} of 10 chained salted MD5 hashes (checked against node:crypto)', () => {
    let h =
      input.clientId + input.clientVersion + input.packageName + input.deviceId + input.timestamp;
    for (const s of TEST_SALTS)
      h = createHash('md5')
        .update(h + s)
        .digest('hex');
    expect(captchaSign(input, TEST_SALTS)).toBe(`1.${h}`);
    expect(captchaSign(input, TEST_SALTS)).toBe('1.48361d8ad40c670bb5fd0cbe86c1f15b');
  });

  it('depends on every salt and on their order', () => {
    const swapped = [...TEST_SALTS];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(captchaSign(input, swapped)).not.toBe(captchaSign(input, TEST_SALTS));
  });

  it('without salts there is no sign', () => {
    expect(captchaSign(input, [])).toBeUndefined();
    expect(signedCaptchaMeta({ ...input, userId: 'u1' }, [])).toEqual({
      client_version: '8.0.3',
      package_name: 'com.cumulus.web',
      user_id: 'u1',
      timestamp: '1735689600000',
    });
  });

  it.each([[['a']], [Array(11).fill('s')], [[...Array(9).fill('s'), '']]])(
    'rejects a salt list that is not 10 non-empty strings (%#)',
    (salts) => {
      expect(() => validateCaptchaSalts(salts)).toThrow(
        'captcha salts: expected 10 non-empty strings',
      );
    },
  );

  it('signed meta holds captcha_sign, client_version 8.0.3, package_name, user_id, timestamp', () => {
    const meta = signedCaptchaMeta({ ...input, userId: 'u1' }, TEST_SALTS);
    expect(meta).toEqual({
      captcha_sign: '1.48361d8ad40c670bb5fd0cbe86c1f15b',
      client_version: '8.0.3',
      package_name: 'com.cumulus.web',
      user_id: 'u1',
      timestamp: '1735689600000',
    });
  });
});
