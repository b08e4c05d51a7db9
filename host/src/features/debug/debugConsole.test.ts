import { STORAGE_KEYS, type Api } from 'shared-libs';
import { installDebugConsoleTrigger, wantsDebugButton } from './debugConsole';

function setup(allow: boolean) {
  let t = 0;
  const getConfig = jest.fn(async () => ({ data: { data: { allow_vconsole: allow } } }));
  const open = jest.fn();
  const target = new EventTarget();
  const stop = installDebugConsoleTrigger({
    platform: {
      api: { getConfig } as unknown as Api,
      deviceId: () => 'd'.repeat(32),
      now: () => t,
    },
    userId: () => 'u-1',
    locale: () => 'ja',
    open,
    target: target as unknown as Document,
  });
  const clicks = async (n: number, gap: number) => {
    for (let i = 0; i < n; i++) {
      t += gap;
      target.dispatchEvent(new Event('click'));
      await Promise.resolve();
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { getConfig, open, clicks, stop };
}

describe('debug console trigger', () => {
  it('opens after 5 rapid clicks when the remote config allows it, asking with device and user id', async () => {
    const { getConfig, open, clicks } = setup(true);
    await clicks(5, 150);
    expect(getConfig).toHaveBeenCalledWith('debug_options', 'ja', {
      uuid: 'd'.repeat(32),
      userid: 'u-1',
    });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('stays closed when not allowed, for slow clicks, and after removal', async () => {
    const denied = setup(false);
    await denied.clicks(5, 150);
    expect(denied.open).not.toHaveBeenCalled();
    const slow = setup(true);
    await slow.clicks(5, 250);
    expect(slow.getConfig).not.toHaveBeenCalled();
    const gone = setup(true);
    gone.stop();
    await gone.clicks(5, 100);
    expect(gone.open).not.toHaveBeenCalled();
  });

  it('shows the debug button only for pp_debug = "true"', () => {
    const kv = (v: string | null) => ({
      get: (k: string) => (k === STORAGE_KEYS.debugButton ? v : null),
    });
    expect(wantsDebugButton(kv('true'))).toBe(true);
    expect(wantsDebugButton(kv('1'))).toBe(false);
    expect(wantsDebugButton(kv(null))).toBe(false);
  });
});
