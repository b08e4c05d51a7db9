/** Checks of the names and values a command gives the release store, and two small helpers. */
import crypto from 'node:crypto';
import type { RemoteName } from 'shared-libs/contracts';
import { REMOTE_DIRS } from '../../config/apps';
import { StoreError } from './errors';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_DIRS, name);
}

export function checkRemote(name: string): RemoteName {
  if (!isRemoteName(name))
    throw new StoreError(
      `unknown remote "${name}" (remotes: ${Object.keys(REMOTE_DIRS).join(', ')})`,
    );
  return name;
}

export function checkVersion(version: string): string {
  if (!VERSION.test(version))
    throw new StoreError(
      `invalid version "${version}": letters, digits, ".", "-", "_", at most 64 characters`,
    );
  return version;
}

/** A canary share: an integer per cent, 1 to 99 (100 is a promote, 0 is `--off`). */
export function checkPercent(percent: number): number {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new StoreError(
      `invalid canary percent ${percent}: an integer from 1 to 99 (100: promote it; 0: canary --off)`,
    );
  return percent;
}

export function checkTime(name: string, value: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new StoreError(`${name} "${value}" is not a date (ISO 8601)`);
  return new Date(t).toISOString();
}
