import { CASES, fallbackTest } from './failure-cases';

/**
 * A remote entry that never answers: the host gives up after its attempt timeouts and shows the
 * fallback within 5 s (quality bars). Serial, so the 5 s measure the host, not a busy machine.
 */
for (const c of CASES) fallbackTest(c, 'hang');
