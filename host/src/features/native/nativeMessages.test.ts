import { createEventBus, createNativeBridge, type NativeHost } from 'shared-libs';
import { NATIVE_MESSAGES, wireNativeMessages } from './nativeMessages';

function fakeApp() {
  const calls: { method: string; params: unknown }[] = [];
  const host: NativeHost = {
    call: (method, params) => calls.push({ method, params: JSON.parse(params) as unknown }),
  };
  return { bridge: createNativeBridge(host), calls };
}

function setup() {
  const app = fakeApp();
  const events = createEventBus();
  const win = new EventTarget() as unknown as Window;
  let userCb: (id: string | null) => void = () => undefined;
  const stop = wireNativeMessages(app.bridge, {
    events,
    win,
    watchUser: (cb) => {
      userCb = cb;
      return () => (userCb = () => undefined);
    },
  });
  return { ...app, events, win, setUser: (id: string | null) => userCb(id), stop };
}

describe('native bridge messages', () => {
  it('has one row per trigger, each naming a bridge method', () => {
    expect(Object.values(NATIVE_MESSAGES).map((r) => r.method)).toEqual([
      'getAppMetaData',
      'getUserInfo',
      'report',
      'report',
      'actionView',
      'actionSend',
    ]);
  });

  it('asks for app metadata at start and sends user info on each session change', () => {
    const t = setup();
    expect(t.calls).toEqual([{ method: 'getAppMetaData', params: {} }]);
    t.setUser('u1');
    t.setUser(null);
    expect(t.calls.slice(1)).toEqual([
      { method: 'getUserInfo', params: { userID: 'u1' } },
      { method: 'getUserInfo', params: { userID: '' } },
    ]);
  });

  it('reports errors and failed sign-ins; sends action view and action send', () => {
    const t = setup();
    t.win.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    t.events.emit('login-failed', { reason: 'code' });
    t.events.emit('player-mount-and-restore', { fileId: 'f1' });
    t.events.emit('share-page-will-jump-to-web', { to: '/drive' });
    expect(t.calls.slice(1)).toEqual([
      { method: 'report', params: { event: 'web_error', params: { message: 'boom' } } },
      { method: 'report', params: { event: 'login_failed', params: { reason: 'code' } } },
      { method: 'actionView', params: { type: 'file', id: 'f1' } },
      { method: 'actionSend', params: { type: 'url', url: '/drive' } },
    ]);
  });

  it('stops listening when stopped', () => {
    const t = setup();
    t.stop();
    t.events.emit('login-failed', { reason: 'code' });
    t.win.dispatchEvent(new Event('error'));
    t.setUser('u2');
    expect(t.calls).toHaveLength(1);
  });

  it('never throws into the page when the app side fails', () => {
    const events = createEventBus();
    const bridge = createNativeBridge({
      call: () => {
        throw new Error('app gone');
      },
    });
    expect(() =>
      wireNativeMessages(bridge, {
        events,
        win: new EventTarget() as unknown as Window,
        watchUser: () => () => undefined,
      }),
    ).not.toThrow();
  });
});
