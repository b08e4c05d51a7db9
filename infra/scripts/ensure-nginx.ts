/**
 * The production config is tested against a real nginx (infra/production/nginx/server.ts):
 * Debian's nginx, installed with apt when missing and we are root, as Chromium is. Where apt is
 * impossible (not root), it says so and the nginx checks skip with that message.
 * (Debian's package only installs: its service is not started where policy-rc.d forbids it, and
 * the tests never use it; they start their own nginx on free ports.)
 */
import fs from 'node:fs';
import { ensureAptBinary } from './apt';

export const NGINX_BIN = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Installs nginx when missing (as root); returns why it cannot run here, or null. */
export const ensureNginx = (): string | null => ensureAptBinary(NGINX_BIN, 'nginx', 'nginx');

/** For tests, which never install: why nginx is not here, or null. */
export const nginxAbsent = (): string | null =>
  fs.existsSync(NGINX_BIN)
    ? null
    : `nginx is not installed at ${NGINX_BIN}: \`node --import tsx infra/scripts/ensure-nginx.ts\` installs it (as root; \`npm test\` runs it first)`;

if (require.main === module) {
  const missing = ensureNginx();
  console.log(missing ? `skipped: ${missing}` : `nginx: ${NGINX_BIN}`);
}
