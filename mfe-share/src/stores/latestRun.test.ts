import { flow, flowResult } from 'mobx';
import { LatestRun } from './latestRun';

/** A flow that records its steps, waiting on `wait` between them. */
function recorder(log: string[], wait: Promise<void>) {
  return flow(function* (name: string) {
    log.push(`${name} start`);
    try {
      yield wait;
      log.push(`${name} applied`);
    } finally {
      log.push(`${name} finally`);
    }
  });
}

describe('LatestRun', () => {
  it('starting a run cancels the one before: its rest never runs, its finally does, it settles quietly', async () => {
    const log: string[] = [];
    let release: () => void = () => {};
    const slow = recorder(log, new Promise((r) => (release = r)));
    const fast = recorder(log, Promise.resolve());
    const runs = new LatestRun();
    const first = runs.start(() => flowResult(slow('a')));
    const second = runs.start(() => flowResult(fast('b')));
    release();
    await expect(first).resolves.toBeUndefined();
    await second;
    expect(log).toEqual(['a start', 'a finally', 'b start', 'b applied', 'b finally']);
  });

  it('cancels the flow the run waits on as well', async () => {
    const log: string[] = [];
    const inner = recorder(log, new Promise(() => {}));
    const outer = flow(function* () {
      yield inner('inner');
      log.push('outer applied');
    });
    const runs = new LatestRun();
    const run = runs.start(() => flowResult(outer()));
    runs.cancel();
    await run;
    expect(log).toEqual(['inner start', 'inner finally']);
  });

  it('passes on a failure that is not a cancellation', async () => {
    const failing = flow(function* () {
      yield Promise.resolve();
      throw new Error('boom');
    });
    await expect(new LatestRun().start(() => flowResult(failing()))).rejects.toThrow('boom');
  });

  it('cancel with nothing running, or after the run ended, does nothing', async () => {
    const runs = new LatestRun();
    runs.cancel();
    const log: string[] = [];
    await runs.start(() => flowResult(recorder(log, Promise.resolve())('a')));
    runs.cancel();
    expect(log).toEqual(['a start', 'a applied', 'a finally']);
  });
});
