import { findNewerBuild, type FetchJson } from './findNewerBuild';
import { NewerBuildStore, watchNewerBuild } from './newerBuild';

const served =
  (files: Record<string, unknown>): FetchJson =>
  async (path) => {
    if (!(path in files)) throw new Error(`404 ${path}`);
    return files[path];
  };

describe('findNewerBuild', () => {
  it('is null while the live build is this one', async () => {
    const get = served({ '/builds/latest.json': { id: 'aaaaaaaa11', timestamp: 1 } });
    await expect(findNewerBuild('aaaaaaaa11', get)).resolves.toBeNull();
  });

  it('names a newer build once its meta file confirms it', async () => {
    const get = served({
      '/builds/latest.json': { id: 'bbbbbbbb22', timestamp: 2 },
      '/builds/meta/bbbbbbbb22.json': { id: 'bbbbbbbb22', timestamp: 2 },
    });
    await expect(findNewerBuild('aaaaaaaa11', get)).resolves.toBe('bbbbbbbb22');
  });

  it('ignores a build whose meta is missing, and junk ids', async () => {
    const half = served({ '/builds/latest.json': { id: 'bbbbbbbb22' } });
    await expect(findNewerBuild('aaaaaaaa11', half)).rejects.toThrow('404');
    const junk = served({ '/builds/latest.json': { id: '../../x' } });
    await expect(findNewerBuild('aaaaaaaa11', junk)).resolves.toBeNull();
  });
});

describe('watchNewerBuild', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks every interval, logs and ignores failures, and shows the notice until dismissed', async () => {
    const store = new NewerBuildStore();
    let live: Record<string, unknown> = {};
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = watchNewerBuild({
      current: 'aaaaaaaa11',
      store,
      get: (p) => served(live)(p),
      intervalMs: 1000,
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledTimes(1); // nothing served yet: logged, ignored
    expect(store.visible).toBe(false);
    live = {
      '/builds/latest.json': { id: 'cccccccc33' },
      '/builds/meta/cccccccc33.json': { id: 'cccccccc33' },
    };
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.visible).toBe(true);
    store.dismiss();
    expect(store.visible).toBe(false);
    stop();
    warn.mockRestore();
  });
});
