import { createLockSession, DEFAULT_LOCK_TIMEOUT_MS, Lock } from './lock';

describe('Lock (spec §4, §5)', () => {
  afterEach(() => jest.useRealTimers());

  it('is free, then held; reentrant per session with reference counting', async () => {
    const lock = new Lock();
    const s = createLockSession(1);
    expect(lock.state).toBe('free');
    const a = await lock.acquire(s);
    const b = await lock.acquire(s);
    expect(lock.state).toBe('held');
    expect(lock.references).toBe(2);
    a.data!();
    a.data!(); // a second call of one release does nothing
    expect(lock.state).toBe('held');
    b.data!();
    expect(lock.state).toBe('free');
  });

  it.each([
    [{ timeout: '5' }, 'wrong options param: timeout'],
    [{ timeout: NaN }, 'wrong options param: timeout'],
    [{ retry: '1' }, 'wrong options param: retry'],
    [{ retry: null }, 'wrong options param: retry'],
  ])('rejects %p with a local error', async (options, message) => {
    const res = await new Lock().acquire(createLockSession(), options as never);
    expect(res.error).toMatchObject({
      error: 'local',
      error_code: 8001,
      error_description: message,
    });
  });

  it('a waiting locker is retried on release and gets the lock', async () => {
    jest.useFakeTimers();
    const lock = new Lock();
    const held = await lock.acquire(createLockSession(1));
    const other = createLockSession(2);
    const waiting = lock.acquire(other, { timeout: 1000 });
    await jest.advanceTimersByTimeAsync(500);
    held.data!();
    const got = await waiting;
    expect(got.error).toBeNull();
    expect(lock.state).toBe('held');
  });

  it.each([
    [undefined, 3],
    [0, 1],
    [4, 5],
    [9, 5],
    [-1, 1],
  ])(
    'retry %p: gives up after %p timed-out waits with a local error naming the counter',
    async (retry, waits) => {
      jest.useFakeTimers();
      const lock = new Lock();
      await lock.acquire(createLockSession(1));
      let settled = false;
      const p = lock.acquire(createLockSession(2), { timeout: 100, retry }).then((r) => {
        settled = true;
        return r;
      });
      await jest.advanceTimersByTimeAsync(100 * waits - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const res = await p;
      expect(res.error).toMatchObject({
        error: 'local',
        error_description: `lock retry exceeded: ${waits} attempts`,
      });
    },
  );

  it('default timeout is 10 s', () => {
    expect(DEFAULT_LOCK_TIMEOUT_MS).toBe(10_000);
  });
});
