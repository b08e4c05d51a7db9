'use strict';
const { createAppConfig, ORIGINS } = require('../infra/presets/webpack.preset');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'host',
  kind: 'host',
  port: Number(new URL(ORIGINS.host).port),
});
