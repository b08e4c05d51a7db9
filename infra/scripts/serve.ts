/**
 * Serves the built site: the host on :8080, each remote on its own origin (:8081-:8084), an
 * optional canary build on :8085, and the embedded API server on :8090-:8092.
 *   node --import tsx infra/scripts/serve.ts [--except mfe-share] [--no-api] [--no-publish]
 * First, each remote's build is published into the local release store and made current when
 * nothing published is live or the live version is the last local build (infra/serve/releases.ts,
 * infra/registry/README.md); `--no-publish` serves the store as it is.
 * `--except` leaves a remote's port free for `npm run dev -w <remote>` (the registry then points
 * that remote at its origin's own build).
 */
import { startSite } from '../serve/site';
import { parseCli } from './cli';

const { values } = parseCli('serve.ts [--except <remote-dir>]... [--no-api] [--no-publish]', {
  except: { type: 'string', multiple: true, default: [] },
  'no-api': { type: 'boolean', default: false },
  'no-publish': { type: 'boolean', default: false },
});

startSite({ except: values.except ?? [], api: !values['no-api'], publish: !values['no-publish'] })
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
