import fs from 'node:fs';
import path from 'node:path';
import { ORIGINS } from './origins';

/**
 * Playwright's global setup. With CUMULUS_E2E_REUSE=1 the suite tests a site already running
 * instead of starting its own: only if that site serves this checkout's host build (the id of
 * `host/dist/builds/latest.json`), so it never tests another checkout's site on the same ports.
 */
export default async function verifyReusedSite(): Promise<void> {
  if (process.env.CUMULUS_E2E_REUSE !== '1') return;
  const file = path.resolve(__dirname, '../../host/dist/builds/latest.json');
  const local = (JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string }).id;
  let served: string;
  try {
    const res = await fetch(`${ORIGINS.host}/builds/latest.json`, { cache: 'no-store' });
    served = ((await res.json()) as { id?: string }).id ?? '';
  } catch {
    served = '';
  }
  if (served !== local)
    throw new Error(
      `CUMULUS_E2E_REUSE=1: the site on ${ORIGINS.host} serves host build "${served || 'none'}", ` +
        `not this checkout's "${local}" (${file}). Stop it, or run without CUMULUS_E2E_REUSE.`,
    );
}
