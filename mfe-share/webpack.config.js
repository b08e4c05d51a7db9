'use strict';
const { createAppConfig, ORIGINS } = require('../infra/presets/webpack.preset');

const preset = createAppConfig({
  appDir: __dirname,
  name: 'mfe_share',
  kind: 'remote',
  exposes: { './lifecycles': './src/exposes/lifecycles.ts' },
  port: Number(new URL(ORIGINS['mfe-share']).port),
});

/**
 * The share page's first listing is on a 170 KB gzip budget: production builds leave CSS source
 * maps out of the JS (css-loader follows `devtool` and would inline them into every chunk).
 * Candidate for the shared preset.
 */
module.exports = (env, argv) => {
  const config = preset(env, argv);
  if ((argv.mode || 'production') === 'production') {
    for (const rule of config.module.rules) {
      for (const use of Array.isArray(rule.use) ? rule.use : []) {
        if (use && use.loader === 'css-loader') use.options = { ...use.options, sourceMap: false };
      }
    }
  }
  return config;
};
