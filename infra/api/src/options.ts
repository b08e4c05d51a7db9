/** Server configuration: defaults, environment variables and explicit options (highest wins). */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { SITE_BASE_PORTS } from '../../config/apps';
import { MIN_SECRET_LENGTH } from './devSurfaces';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The site's origins on their default ports (infra/config/apps.json), both host names. */
export function defaultSiteOrigins(): string[] {
  return SITE_BASE_PORTS.flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
}

export const list = (v: unknown): string[] =>
  String(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const num = (v: unknown, fallback: number): number =>
  v === undefined || v === '' || Number.isNaN(Number(v)) ? fallback : Number(v);

export type CaptchaMode = 'silent' | 'challenge' | 'too_frequent';

/** Options of the API server; every one has a default (resolveOptions). */
export interface ApiOptions {
  /** folder of api.sqlite (env CUMULUS_DATA_DIR; default <repo>/.data) */
  dataDir?: string;
  /** origins allowed by CORS and as redirect targets (env CUMULUS_SITE_ORIGINS) */
  siteOrigins?: string[];
  /** access token lifetime, default 7200 (env CUMULUS_ACCESS_TOKEN_TTL) */
  accessTokenTtlSec?: number;
  /** default 30 days */
  refreshTokenTtlSec?: number;
  /** default 300 */
  authCodeTtlSec?: number;
  /** default 300 */
  captchaTtlSec?: number;
  /**
   * how long a device sign-in code waits for the person (RFC 8628 `expires_in`), default 600
   * (env CUMULUS_DEVICE_CODE_TTL: the e2e run shortens it to see a code expire)
   */
  deviceCodeTtlSec?: number;
  /** signed media link lifetime, default 3600 */
  linkTtlSec?: number;
  /** background job tick, default 250 (env CUMULUS_TASK_STEP_MS) */
  taskStepMs?: number;
  /** items copied per tick, default 200 */
  taskBatch?: number;
  /** default silent (env CUMULUS_CAPTCHA_MODE) */
  captchaMode?: CaptchaMode;
  /**
   * the test-control endpoint's secret (env CUMULUS_CONTROL_SECRET): `/__control*` exists only
   * when one is given (tests), and every call presents it (devSurfaces.ts). Default: none.
   */
  controlSecret?: string;
  /**
   * the key of the dev pages (`/dev/outbox?key=`; env CUMULUS_DEV_KEY). Default: random per
   * process, printed by `npm start`.
   */
  devKey?: string;
  /** Fastify logger, default false (env CUMULUS_API_LOG=1) */
  logger?: FastifyServerOptions['logger'];
  /**
   * seed the 100,000-item "Big folder", default true (tests that do not need it turn it off: it
   * takes about 2 s)
   */
  seedBigFolder?: boolean;
  /**
   * the largest zip archive, in bytes of the files inside (env CUMULUS_ARCHIVE_MAX_BYTES;
   * default 2 GiB): a bigger selection is refused before any byte is sent
   */
  archiveMaxBytes?: number;
  /** the most files in one zip archive (env CUMULUS_ARCHIVE_MAX_FILES; default 10,000) */
  archiveMaxFiles?: number;
}

/** The options with every default filled in. */
export interface ResolvedOptions {
  dataDir: string;
  siteOrigins: string[];
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  authCodeTtlSec: number;
  captchaTtlSec: number;
  deviceCodeTtlSec: number;
  linkTtlSec: number;
  taskStepMs: number;
  taskBatch: number;
  captchaMode: CaptchaMode;
  /** '' = no control endpoint */
  controlSecret: string;
  devKey: string;
  logger: NonNullable<FastifyServerOptions['logger']>;
  seedBigFolder: boolean;
  archiveMaxBytes: number;
  archiveMaxFiles: number;
}

/** A secret as given, refused when present but too short to be one (MIN_SECRET_LENGTH). */
function secret(name: string, value: string): string {
  if (value && value.length < MIN_SECRET_LENGTH)
    throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
  return value;
}

export function resolveOptions(o: ApiOptions = {}): ResolvedOptions {
  const env = process.env;
  return {
    dataDir: path.resolve(o.dataDir || env.CUMULUS_DATA_DIR || path.join(REPO_ROOT, '.data')),
    siteOrigins:
      o.siteOrigins ||
      (env.CUMULUS_SITE_ORIGINS ? list(env.CUMULUS_SITE_ORIGINS) : defaultSiteOrigins()),
    accessTokenTtlSec: num(o.accessTokenTtlSec, num(env.CUMULUS_ACCESS_TOKEN_TTL, 7200)),
    refreshTokenTtlSec: num(o.refreshTokenTtlSec, 30 * 86400),
    authCodeTtlSec: num(o.authCodeTtlSec, 300),
    captchaTtlSec: num(o.captchaTtlSec, 300),
    deviceCodeTtlSec: num(o.deviceCodeTtlSec, num(env.CUMULUS_DEVICE_CODE_TTL, 600)),
    linkTtlSec: num(o.linkTtlSec, 3600),
    taskStepMs: num(o.taskStepMs, num(env.CUMULUS_TASK_STEP_MS, 250)),
    taskBatch: num(o.taskBatch, 200),
    // The environment is not checked (as before): an unknown mode behaves as `silent`.
    captchaMode: o.captchaMode || (env.CUMULUS_CAPTCHA_MODE as CaptchaMode | undefined) || 'silent',
    controlSecret: secret('controlSecret', o.controlSecret ?? env.CUMULUS_CONTROL_SECRET ?? ''),
    devKey: secret(
      'devKey',
      o.devKey || env.CUMULUS_DEV_KEY || randomBytes(18).toString('base64url'),
    ),
    logger: o.logger !== undefined ? o.logger : env.CUMULUS_API_LOG === '1',
    seedBigFolder: o.seedBigFolder !== false,
    archiveMaxBytes: num(o.archiveMaxBytes, num(env.CUMULUS_ARCHIVE_MAX_BYTES, 2 * 1024 ** 3)),
    archiveMaxFiles: num(o.archiveMaxFiles, num(env.CUMULUS_ARCHIVE_MAX_FILES, 10_000)),
  };
}
