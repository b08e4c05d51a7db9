/**
 * Start the embedded API server alone:
 *   node --import tsx infra/api/bin/api.ts           (ports 8090,8091,8092; data in <repo>/.data)
 * Environment: CUMULUS_API_PORTS, CUMULUS_API_HOST, CUMULUS_DATA_DIR, CUMULUS_SITE_ORIGINS,
 * CUMULUS_ACCESS_TOKEN_TTL, CUMULUS_TASK_STEP_MS, CUMULUS_CAPTCHA_MODE, CUMULUS_CONTROL_SECRET (tests:
 * the control endpoint), CUMULUS_DEV_KEY (else random), CUMULUS_API_LOG=1. Flags: --reset (wipe and re-seed the database before starting).
 */
import { parseCli } from '../../scripts/cli';
import { startApi } from '../src';

const { values } = parseCli('api.ts [--reset]', { reset: { type: 'boolean', default: false } });

async function main() {
  const t0 = Date.now();
  const api = await startApi({});
  if (values.reset) api.context.reset();
  process.stdout.write(
    `Cumulus API ready in ${Date.now() - t0} ms (database ${api.dataFile})\n${api.urls.map((u) => `  ${u}\n`).join('')}` +
      `Mail stand-in: ${api.urls[0]}/dev/outbox?key=${api.context.options.devKey}\n`,
  );
  const stop = () => {
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  const message = err instanceof Error && err.message ? err.message : err;
  process.stderr.write(`Cumulus API failed to start: ${message}\n`);
  process.exit(1);
});
