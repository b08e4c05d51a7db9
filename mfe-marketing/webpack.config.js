'use strict';
// The preset is TypeScript: tsx compiles it (and what it imports) as webpack-cli requires it.
require('tsx/cjs/api').register();
const { createAppConfig } = require('../infra/presets/webpack.preset');

module.exports = createAppConfig({
  appDir: __dirname,
  exposes: { './lifecycles': './src/exposes/lifecycles.ts' },
});
