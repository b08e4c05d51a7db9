import { CASES, fallbackTest } from './failure-cases';

/**
 * A remote entry that hangs: the fallback within 5 s (quality bars), the shell still working,
 * retry recovering. The card waits for the host's own watchdog, close to the bar: serial, so
 * the bar measures the host, not a machine busy with the parallel specs (the bar is read from
 * the page's own clock). The failures that answer at once: failure-fallback.spec.ts.
 */
for (const c of CASES) fallbackTest(c, 'hang');
