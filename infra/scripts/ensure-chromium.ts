/**
 * Playwright runs in Debian's Chromium headless shell (a browser cannot be downloaded by npm
 * tools here; infra/e2e/chromium.ts). Installs it with apt when missing and we are root;
 * otherwise fails with a clear message.
 */
import { E2E_CHROMIUM } from '../e2e/chromium';
import { ensureAptBinary } from './apt';

const missing = ensureAptBinary(E2E_CHROMIUM.bin, E2E_CHROMIUM.pkg, 'Chromium (headless shell)');
if (missing) {
  console.error(`${missing}\nor point CHROMIUM_PATH at a Chromium binary.`);
  process.exit(1);
}
