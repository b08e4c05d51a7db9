#!/usr/bin/env node
'use strict';
/**
 * Serves the built site: the host on :8080, each remote on its own origin (:8081-:8084), an
 * optional canary build on :8085, and the embedded API server on :8090-:8092.
 *   node infra/scripts/serve.js [--except mfe-share] [--no-api]
 * `--except` leaves a remote's port free for `npm run dev -w <remote>`.
 */
const { startSite } = require('../serve/site');

const args = process.argv.slice(2);
const except = [];
for (let i = 0; i < args.length; i++) if (args[i] === '--except') except.push(args[++i]);

startSite({ except, api: !args.includes('--no-api') })
  .then((site) => {
    console.log('\nCumulus web is being served:');
    for (const [name, url] of Object.entries(site.urls)) console.log(`  ${name.padEnd(14)} ${url}`);
    console.log(`\nOpen ${site.urls.host} — Ctrl+C to stop.`);
    const stop = () => site.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((err) => {
    console.error(err.message || err);
    process.exit(1);
  });
