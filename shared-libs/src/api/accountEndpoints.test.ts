import { createHttpClient } from '../http/request';
import { createFakeClock } from '../testing/fakeClock';
import { createFakeTransport, errorReply, jsonReply } from '../testing/fakeTransport';
import { authorizeUrl, createApi } from './endpoints';

function setup() {
  const transport = createFakeTransport();
  const clock = createFakeClock();
  const http = createHttpClient({
    origins: ['https://api.test', 'https://api2.test'],
    transport,
    getLocale: () => 'ja',
    clientId: 'c',
    getDeviceId: () => 'd',
    sleep: clock.sleep,
    random: () => 0,
    logger: { warn: () => {}, error: () => {} },
  });
  http.setAuth({ accessToken: async () => 'tok', refresh: async () => false });
  return { transport, api: createApi(http) };
}

const prefs = (marketing: boolean) => ({
  preferences: [
    { scene: 'account', enabled: true, required: true },
    { scene: 'newsletter', enabled: true, required: false },
    { scene: 'marketing', enabled: marketing, required: false },
  ],
});

describe('account endpoints (decision 0016)', () => {
  it('a password change is signed in, in the page language, and never repeated', async () => {
    const { transport, api } = setup();
    transport.on('POST', '/v1/user/password', errorReply('internal', 13, 500));
    const res = await api.changePassword({ old_password: 'a', new_password: 'long enough' });
    expect(res.error?.error).toBe('internal');
    expect(transport.calls).toHaveLength(1);
    const call = transport.calls[0]!;
    expect(call.headers.Authorization).toBe('Bearer tok');
    expect(call.headers['Accept-Language']).toBe('ja');
    expect(call.body).toEqual({ old_password: 'a', new_password: 'long enough' });
  });

  it('a wrong current password is invalid_password (4010)', async () => {
    const { transport, api } = setup();
    transport.on('POST', '/v1/user/password', errorReply('invalid_password', 4010, 400));
    const res = await api.changePassword({ old_password: 'x', new_password: 'long enough' });
    expect(res.error?.error_code).toBe(4010);
  });

  it('sign out everywhere is safe to repeat: a failed answer is retried on the next origin', async () => {
    const { transport, api } = setup();
    transport.on('POST', '/v1/user/sessions:revokeAll', [
      errorReply('internal', 13, 500),
      jsonReply({ signed_out_sessions: 2 }),
    ]);
    const res = await api.signOutEverywhere();
    expect(res.data).toEqual({ signed_out_sessions: 2 });
    expect(transport.calls.map((c) => c.origin)).toEqual(['https://api.test', 'https://api2.test']);
  });

  it('mail preferences: read, and one kind set at a time', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/v1/user/mail_preferences', jsonReply(prefs(true)));
    transport.on('PATCH', '/v1/user/mail_preferences', jsonReply(prefs(false)));
    expect((await api.getMailPreferences()).data?.preferences).toHaveLength(3);
    const set = await api.setMailPreference('marketing', false);
    expect(set.data?.preferences[2]).toEqual({
      scene: 'marketing',
      enabled: false,
      required: false,
    });
    expect(transport.calls[1]!.body).toEqual({ scene: 'marketing', enabled: false });
  });
});

describe('authorizeUrl', () => {
  it('names the site locale for the sign-in page (ui_locales)', () => {
    const url = new URL(
      authorizeUrl('https://api.test', {
        clientId: 'c',
        redirectUri: 'https://site.test/auth',
        codeChallenge: 'x'.repeat(43),
        uiLocales: 'zh-TW',
      }),
    );
    expect(url.searchParams.get('ui_locales')).toBe('zh-TW');
    expect(url.searchParams.get('scope')).toBe('user pan offline');
    const without = authorizeUrl('https://api.test', { clientId: 'c', redirectUri: 'https://s/a' });
    expect(without).not.toContain('ui_locales');
  });
});
