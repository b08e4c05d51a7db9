/** The guessing limits' counters (src/windowCounters.ts), on a clock the test moves. */
import { WindowCounters } from '../src/windowCounters';

type Count = { current: number; ttl: number };

function counters(capacity = 10) {
  let nowMs = 1_000_000;
  const store = new WindowCounters(capacity, () => nowMs);
  const answer = (method: 'incr' | 'read', key: string, windowMs = 1000): Count => {
    let out: Count | undefined;
    store[method](
      key,
      (err, res) => {
        if (err || !res) throw err ?? new Error('no answer');
        out = res;
      },
      windowMs,
    );
    if (!out) throw new Error('the store did not answer at once');
    return out;
  };
  return {
    incr: (key: string, windowMs?: number) => answer('incr', key, windowMs),
    read: (key: string, windowMs?: number) => answer('read', key, windowMs),
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

test('counts each key in its window and tells the time left', () => {
  const c = counters();
  expect(c.incr('a')).toEqual({ current: 1, ttl: 1000 });
  c.advance(300);
  expect(c.incr('a')).toEqual({ current: 2, ttl: 700 });
  expect(c.incr('b')).toEqual({ current: 1, ttl: 1000 });
});

test('a read counts nothing, and sees nothing once the window has ended', () => {
  const c = counters();
  expect(c.read('a')).toEqual({ current: 0, ttl: 0 });
  c.incr('a');
  c.advance(400);
  expect(c.read('a')).toEqual({ current: 1, ttl: 600 });
  expect(c.read('a')).toEqual({ current: 1, ttl: 600 });
  c.advance(600);
  expect(c.read('a')).toEqual({ current: 0, ttl: 0 });
  expect(c.incr('a')).toEqual({ current: 1, ttl: 1000 });
});

test('keeps the most recently used keys only', () => {
  const c = counters(2);
  c.incr('a');
  c.incr('b');
  c.read('a'); // a is now the most recently used
  c.incr('c'); // b goes
  expect(c.read('a').current).toBe(1);
  expect(c.read('b').current).toBe(0);
  expect(c.read('c').current).toBe(1);
});
