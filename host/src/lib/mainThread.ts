/**
 * The boot's long work in tasks of its own (decision 0019, item 14): a task over 50 ms
 * blocks input and counts in Lighthouse's Total Blocking Time, however it was reached.
 */

type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task: what follows the `await` runs in a new one, before timers and other
 * queued tasks when the browser has `scheduler.yield` (Chrome 129+), else after a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Pays, in a task of its own, what the first IntlProvider would pay inside a render: the
 * engine's first `Intl.NumberFormat.supportedLocalesOf` builds its set of every locale it
 * knows (react-intl's createIntl calls it for its check of the locale), and
 * `Intl.DateTimeFormat`'s first call builds another. Later calls are cheap, so the render that
 * follows is not one long task (decision 0019, item 14). Each in a task of its own.
 */
export function warmIntl(locale: string): void {
  // One task each: together they make one task over 50 ms on a slow phone.
  const warms = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
  ];
  for (const warm of warms) {
    setTimeout(() => {
      try {
        warm();
      } catch {
        /* an invalid tag: react-intl reports it itself */
      }
    }, 0);
  }
}
