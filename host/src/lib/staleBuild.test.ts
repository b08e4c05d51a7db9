import {
  installStaleBuildGuard,
  isChunkLoadError,
  reloadForStaleChunk,
  RELOAD_GUARD_MS,
} from './staleBuild';
import { memoryKeyValue } from './storage';

describe('stale build guard', () => {
  it('recognises chunk load failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk page-home failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 10 s per path', () => {
    const store = memoryKeyValue();
    let now = 1_000_000;
    const reload = jest.fn();
    const go = (path: string) => reloadForStaleChunk(path, { store, now: () => now, reload });
    expect(go('/a')).toBe(true);
    expect(go('/a')).toBe(false);
    now += RELOAD_GUARD_MS - 1;
    expect(go('/a')).toBe(false);
    expect(go('/b')).toBe(true);
    now += 1;
    expect(go('/a')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('listens to unhandled chunk failures in the page', () => {
    const store = memoryKeyValue();
    const reload = jest.fn();
    const off = installStaleBuildGuard({ store, reload, now: () => 5 });
    const ev = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(ev, 'reason', {
      value: Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
    });
    window.dispatchEvent(ev);
    window.dispatchEvent(ev);
    expect(reload).toHaveBeenCalledTimes(1);
    off();
  });
});
