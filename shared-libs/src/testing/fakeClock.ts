/**
 * A manual clock for tests: `now()` reads it, `sleep(ms)` records the wait and moves the
 * clock forward at once (no real waiting), `advance(ms)` moves it by hand.
 */
export interface FakeClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  advance(ms: number): void;
  /** Every wait requested through `sleep`, in order. */
  sleeps: number[];
}

export function createFakeClock(start = Date.UTC(2025, 0, 1, 0, 0, 0)): FakeClock {
  let t = start;
  const clock: FakeClock = {
    sleeps: [],
    now: () => t,
    advance(ms) {
      t += ms;
    },
    sleep(ms) {
      clock.sleeps.push(ms);
      t += ms;
      return Promise.resolve();
    },
  };
  return clock;
}

/** A deterministic `random()` returning the given values in turn (then repeating the last). */
export function sequenceRandom(...values: number[]): () => number {
  let i = 0;
  return () => {
    const v = values[Math.min(i, values.length - 1)] ?? 0;
    i += 1;
    return v;
  };
}
