'use strict';
/**
 * Ports and origins of the embedded default (architecture: "Origins and processes for npm start").
 * Production points the same builds elsewhere through registry.json and the API origin list.
 */
const HOST = process.env.CUMULUS_HOSTNAME || 'localhost';

const PORTS = {
  host: 8080,
  'mfe-marketing': 8081,
  'mfe-share': 8082,
  'mfe-drive': 8083,
  'mfe-activity': 8084,
  canary: 8085,
  'contract-next': 8086,
  api: [8090, 8091, 8092],
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

module.exports = { PORTS, ORIGINS, REMOTES, HOST };
