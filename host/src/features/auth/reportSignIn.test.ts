import { createEventBus, type InternalEventMap } from 'shared-libs';
import { reportSignIn } from './reportSignIn';

function setup(session: { signedIn: boolean; user: { userId: string; premium: boolean } | null }) {
  const tracked: [string, unknown][] = [];
  const events = createEventBus();
  const heard: [string, unknown][] = [];
  events.on('after-login', (p: InternalEventMap['after-login']) => heard.push(['after-login', p]));
  events.on('login-failed', (p) => heard.push(['login-failed', p]));
  const store = {
    platform: { session },
    analytics: { trackLogin: (a: string, p?: unknown) => void tracked.push([a, p]) },
    events,
  };
  return { store, tracked, heard };
}

describe('reportSignIn', () => {
  it('a code exchanged: measures `login` and tells every part `after-login`', () => {
    const s = setup({ signedIn: true, user: { userId: 'u-vip', premium: true } });
    reportSignIn(s.store, 'code');
    expect(s.tracked).toEqual([['login', { method: 'code' }]]);
    expect(s.heard).toEqual([['after-login', { userId: 'u-vip', premium: true }]]);
  });

  it('a code that did not sign in: `login-failed`, nothing measured', () => {
    const s = setup({ signedIn: false, user: null });
    reportSignIn(s.store, 'code');
    expect(s.tracked).toEqual([]);
    expect(s.heard).toEqual([['login-failed', { reason: 'code' }]]);
  });

  it.each(['none', 'code-ignored', 'code-unbound', 'native', 'desktop-declined'] as const)(
    'path %s is no sign-in on this page',
    (path) => {
      const s = setup({ signedIn: true, user: { userId: 'u', premium: false } });
      reportSignIn(s.store, path);
      expect(s.tracked).toEqual([]);
      expect(s.heard).toEqual([]);
    },
  );
});
