import { CAPTCHA_SALT_COUNT, signedCaptchaMeta } from 'shared-libs';
import { CAPTCHA_SALTS, CLIENT_ID, PACKAGE_NAME } from './clientConfig';

describe('the web client config: captcha salts (issue 32)', () => {
  it('has the 10 salts the sign needs, so the signed meta carries captcha_sign', () => {
    expect(CAPTCHA_SALTS).toHaveLength(CAPTCHA_SALT_COUNT);
    expect(CAPTCHA_SALTS.every((s) => s.length > 0)).toBe(true);
    expect(new Set(CAPTCHA_SALTS).size).toBe(CAPTCHA_SALT_COUNT);
    const meta = signedCaptchaMeta(
      {
        clientId: CLIENT_ID,
        packageName: PACKAGE_NAME,
        deviceId: 'd'.repeat(32),
        timestamp: '1700000000000',
        userId: 'u-free',
      },
      CAPTCHA_SALTS,
    );
    expect(meta.captcha_sign).toMatch(/^1\.[0-9a-f]{32}$/);
  });
});
