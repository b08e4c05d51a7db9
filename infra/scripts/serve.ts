/**
 * Serves the built site: the host on :8080, each remote on its own origin (:8081-:8084), an
 * optional canary build on :8085, and the embedded API server on :8090-:8092.
 *   node --import tsx infra/scripts/serve.ts [--except mfe-share] [--no-api]
 * `--except` leaves a remote's port free for `npm run dev -w <remote>`.
 */
import { startSite } from '../serve/site';
import { parseCli } from './cli';

const { values } = parseCli('serve.ts [--except <remote-dir>]... [--no-api]', {
  except: { type: 'string', multiple: true, default: [] },
  'no-api': { type: 'boolean', default: false },
});

startSite({ except: values.except ?? [], api: !values['no-api'] })
  .then((site: { urls: Record<string, string>; close(): Promise<unknown> }) => {
    console.log('\nCumulus web is being served:');
    for (const [name, url] of Object.entries(site.urls)) console.log(`  ${name.padEnd(14)} ${url}`);
    console.log(`\nOpen ${site.urls.host} — Ctrl+C to stop.`);
    const stop = () => site.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((err: Error) => {
    console.error(err.message || err);
    process.exit(1);
  });
