'use strict';
/**
 * The registry for the embedded default: where each remote lives, which version, and the
 * data-driven routes (activity pages). Production serves its own registry.json (see
 * infra/registry/README.md); the host reads it at run time and has no remote URL compiled in.
 */
const path = require('node:path');
const { ORIGINS, REMOTES } = require('../serve/origins');

const ROOT = path.resolve(__dirname, '..', '..');
const DAY = 24 * 3600 * 1000;

function localRegistry(now = Date.now()) {
  const remotes = {};
  for (const [dir, name] of Object.entries(REMOTES)) {
    const pkg = require(path.join(ROOT, dir, 'package.json'));
    remotes[name] = { entry: `${ORIGINS[dir]}/remoteEntry.js`, version: pkg.version };
  }
  const iso = (t) => new Date(t).toISOString();
  return {
    schema: 1,
    remotes,
    // Campaign pages are data: marketing adds, swaps or ends one here, without a host release.
    activities: [
      {
        slug: 'black-friday',
        remote: 'mfe_activity',
        page: 'black-friday',
        startsAt: iso(now - 7 * DAY),
        endsAt: '2099-12-31T23:59:59.000Z',
      },
      {
        slug: 'christmas',
        remote: 'mfe_activity',
        page: 'christmas',
        startsAt: iso(now - 1 * DAY),
        endsAt: '2099-12-31T23:59:59.000Z',
      },
      {
        slug: 'compensation',
        remote: 'mfe_activity',
        page: 'compensation',
        startsAt: '2024-09-01T00:00:00.000Z',
        endsAt: '2024-12-31T23:59:59.000Z',
      },
    ],
    api: {
      origins: ORIGINS.api,
      accessOrigins: ORIGINS.api,
    },
    // Pages allowed to frame the site (spec §2 embedded mode, `?origin=`): the CSP's
    // frame-ancestors and the host's message checks use this list only. Locally: pages served
    // from 127.0.0.1 on any port (the e2e parent page). Production lists its real parents.
    embedding: { parents: ['http://127.0.0.1:*'] },
  };
}

module.exports = { localRegistry };
