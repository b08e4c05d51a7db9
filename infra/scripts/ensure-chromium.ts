/**
 * Playwright runs in Debian's Chromium (a browser cannot be downloaded by npm tools here).
 * Installs it with apt when missing and we are root; otherwise fails with a clear message.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const BIN = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function ensure(): void {
  if (fs.existsSync(BIN)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${BIN}. Install Debian's package as root:\n` +
        '  apt-get update && apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${BIN}: installing Debian's chromium with apt…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!fs.existsSync(BIN)) {
    console.error(`apt finished but ${BIN} is still missing.`);
    process.exit(1);
  }
}

ensure();
