import { CASES, fallbackTest, FAILURES } from './failure-cases';

/**
 * Every way a remote entry can fail that answers at once (aborted, 404, 500, truncated, wrong
 * MIME type): the fallback within 5 s (quality bars), the shell still working, retry recovering.
 * Beside the other specs: the card follows the failed answer, far from the bar even on a busy
 * machine. A hang waits for the host's own watchdog, close to the bar, so it is timed alone
 * (failure-fallback.serial.spec.ts).
 */
for (const c of CASES) {
  for (const failure of FAILURES) fallbackTest(c, failure);
}
