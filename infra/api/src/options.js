'use strict';
/** Server configuration: defaults, environment variables and explicit options (highest wins). */
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function defaultSiteOrigins() {
  const out = [];
  for (let port = 8080; port <= 8085; port += 1)
    out.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  return out;
}

const list = (v) =>
  String(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const num = (v, fallback) =>
  v === undefined || v === '' || Number.isNaN(Number(v)) ? fallback : Number(v);

/**
 * @typedef {object} ApiOptions
 * @property {string} [dataDir] folder of api.sqlite (env CUMULUS_DATA_DIR; default <repo>/.data)
 * @property {string[]} [siteOrigins] origins allowed by CORS and as redirect targets (env CUMULUS_SITE_ORIGINS)
 * @property {number} [accessTokenTtlSec] access token lifetime, default 7200 (env CUMULUS_ACCESS_TOKEN_TTL)
 * @property {number} [refreshTokenTtlSec] default 30 days
 * @property {number} [authCodeTtlSec] default 300
 * @property {number} [captchaTtlSec] default 300
 * @property {number} [linkTtlSec] signed media link lifetime, default 3600
 * @property {number} [taskStepMs] background job tick, default 250 (env CUMULUS_TASK_STEP_MS)
 * @property {number} [taskBatch] items copied per tick, default 200
 * @property {'silent'|'challenge'|'too_frequent'} [captchaMode] default silent (env CUMULUS_CAPTCHA_MODE)
 * @property {boolean} [control] enable the loopback-only /__control endpoint, default true
 * @property {boolean|object} [logger] Fastify logger, default false (env CUMULUS_API_LOG=1)
 * @property {boolean} [seedBigFolder] seed the 100,000-item "Big folder", default true (tests
 *   that do not need it turn it off: it takes about 2 s)
 */

/** @param {ApiOptions} [o] */
function resolveOptions(o = {}) {
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
    linkTtlSec: num(o.linkTtlSec, 3600),
    taskStepMs: num(o.taskStepMs, num(env.CUMULUS_TASK_STEP_MS, 250)),
    taskBatch: num(o.taskBatch, 200),
    captchaMode: o.captchaMode || env.CUMULUS_CAPTCHA_MODE || 'silent',
    control: o.control !== undefined ? Boolean(o.control) : env.CUMULUS_API_CONTROL !== '0',
    logger: o.logger !== undefined ? o.logger : env.CUMULUS_API_LOG === '1',
    seedBigFolder: o.seedBigFolder !== false,
  };
}

module.exports = { resolveOptions, defaultSiteOrigins, REPO_ROOT, list };
