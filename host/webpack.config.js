'use strict';
const path = require('node:path');
// The preset is TypeScript: tsx compiles it (and what it imports) as webpack-cli requires it.
require('tsx/cjs/api').register();
const { createAppConfig } = require('../infra/presets/webpack.preset');

const app = createAppConfig({ appDir: __dirname });

/**
 * The route resolver for Node (host/dist-server/resolveRoute.js): the host server answers an
 * unknown page with HTTP 404 (and the shell, which shows the not-found page), from the same
 * route table as the browser.
 */
const serverRoutes = (_env, argv) => ({
  mode: argv.mode || 'production',
  target: 'node20',
  context: __dirname,
  entry: './src/routing/resolveRoute.ts',
  output: {
    path: path.join(__dirname, 'dist-server'),
    filename: 'resolveRoute.js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      },
    ],
  },
  optimization: { minimize: false },
  devtool: false,
  stats: 'errors-warnings',
});

module.exports =
  process.env.CUMULUS_SINGLE_BUNDLE === '1' || process.env.CUMULUS_OUTPUT_PATH
    ? app
    : [app, serverRoutes];
