/**
 * Tools `npm test` takes from Debian (a browser or a web server cannot come from npm here):
 * installed with apt when missing and we are root (docs/toolchain.md).
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

export const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Makes sure `bin` exists, installing Debian's `pkg` with apt when it is missing and we are
 * root. Returns null when it is there (or now installed), else why it is not (not root).
 * Throws when apt ran and the binary is still missing.
 */
export function ensureAptBinary(bin: string, pkg: string, what: string): string | null {
  if (fs.existsSync(bin)) return null;
  if (!isRoot()) {
    return (
      `${what} was not found at ${bin}, and apt needs root. Install Debian's package as root:\n` +
      `  apt-get update && apt-get install -y ${pkg}`
    );
  }
  console.log(`${what} not found at ${bin}: installing Debian's ${pkg} with apt…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
  if (!fs.existsSync(bin)) throw new Error(`apt finished but ${bin} is still missing.`);
  return null;
}
