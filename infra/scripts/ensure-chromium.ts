/**
 * Playwright runs in Debian's Chromium (a browser cannot be downloaded by npm tools here).
 * Installs it with apt when missing and we are root; otherwise fails with a clear message.
 */
import { ensureAptBinary } from './apt';

const BIN = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const missing = ensureAptBinary(BIN, 'chromium', 'Chromium');
if (missing) {
  console.error(`${missing}\nor point CHROMIUM_PATH at a Chromium binary.`);
  process.exit(1);
}
