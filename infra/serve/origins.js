'use strict';
/**
 * Ports and origins of the embedded default (architecture: "Origins and processes for npm start").
 * Production points the same builds elsewhere through registry.json and the API origin list.
 */
const HOST = process.env.CUMULUS_HOSTNAME || 'localhost';
/**
 * Shifts every port, so a second copy of the site (a CI run beside a developer's `npm start`)
 * can run on the same machine: CUMULUS_PORT_OFFSET=1000 serves the host on :9080.
 */
const OFFSET = Number(process.env.CUMULUS_PORT_OFFSET || 0);

const PORTS = {
  host: 8080 + OFFSET,
  'mfe-marketing': 8081 + OFFSET,
  'mfe-share': 8082 + OFFSET,
  'mfe-drive': 8083 + OFFSET,
  'mfe-activity': 8084 + OFFSET,
  canary: 8085 + OFFSET,
  'contract-next': 8086 + OFFSET,
  api: [8090 + OFFSET, 8091 + OFFSET, 8092 + OFFSET],
};

const origin = (port) => `http://${HOST}:${port}`;

const ORIGINS = {
  host: origin(PORTS.host),
  'mfe-marketing': origin(PORTS['mfe-marketing']),
  'mfe-share': origin(PORTS['mfe-share']),
  'mfe-drive': origin(PORTS['mfe-drive']),
  'mfe-activity': origin(PORTS['mfe-activity']),
  canary: origin(PORTS.canary),
  'contract-next': origin(PORTS['contract-next']),
  api: PORTS.api.map(origin),
};

/** App folder -> federation container name. */
const REMOTES = {
  'mfe-marketing': 'mfe_marketing',
  'mfe-share': 'mfe_share',
  'mfe-drive': 'mfe_drive',
  'mfe-activity': 'mfe_activity',
};

/** Every origin of the site itself (CORS and redirect targets of the API), both host names. */
const SITE_ORIGINS = [
  'host',
  'mfe-marketing',
  'mfe-share',
  'mfe-drive',
  'mfe-activity',
  'canary',
  'contract-next',
].flatMap((k) => [`http://localhost:${PORTS[k]}`, `http://127.0.0.1:${PORTS[k]}`]);

module.exports = { PORTS, ORIGINS, REMOTES, HOST, SITE_ORIGINS, OFFSET };
