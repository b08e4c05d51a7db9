import { CASES, fallbackTest, FAILURES } from './failure-cases';

/**
 * Every way a remote entry can fail, a hang included: the fallback within 5 s (quality bars),
 * the shell still working, retry recovering. Serial, so the 5 s bar measures the host, not a
 * machine busy with the parallel specs (the bar is read from the page's own clock).
 */
for (const c of CASES) {
  for (const failure of [...FAILURES, 'hang' as const]) fallbackTest(c, failure);
}
