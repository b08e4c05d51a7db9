'use strict';
const { createAppConfig, ORIGINS } = require('../infra/presets/webpack.preset');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_share',
  kind: 'remote',
  exposes: { './lifecycles': './src/exposes/lifecycles.ts' },
  port: Number(new URL(ORIGINS['mfe-share']).port),
});
