import { warmIntl, yieldToMain } from './mainThread';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const y = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: y };
    await yieldToMain();
    expect(y).toHaveBeenCalledTimes(1);
  });

  it('else continues after a zero timeout: what follows runs in a later task', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('after yield'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'after yield']);
  });
});

describe('warmIntl', () => {
  it('asks the engine for the locale in later tasks, one per formatter, not in the current one', () => {
    jest.useFakeTimers();
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      warmIntl('de');
      expect(numbers).not.toHaveBeenCalled();
      // A task each (two halves of one long task otherwise).
      expect(jest.getTimerCount()).toBe(2);
      jest.runOnlyPendingTimers();
      expect(numbers).toHaveBeenCalledWith('de');
      expect(dates).toHaveBeenCalledWith('de');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
      jest.useRealTimers();
    }
  });

  it('never throws for a tag the engine refuses', () => {
    jest.useFakeTimers();
    try {
      warmIntl('not a locale!');
      expect(() => jest.runOnlyPendingTimers()).not.toThrow();
    } finally {
      jest.useRealTimers();
    }
  });
});
