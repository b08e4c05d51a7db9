/**
 * The Node build of an app for prerendering (decision 0018): the same sources, loaders and
 * build constants as its browser build, compiled for Node from `src/exposes/prerender.ts` into
 * `dist-prerender/prerender.js` (CommonJS). No federation: it bundles its own React, react-intl
 * and shared-libs. CSS modules export their class names only (the same names as the browser
 * build: same localIdentName), and asset files are not emitted again (their URLs are the
 * browser build's). Selected by CUMULUS_PRERENDER=1 (infra/scripts/build-all.ts).
 */
import path from 'node:path';
import webpack from 'webpack';

type Rule = webpack.RuleSetRule;

/** A css rule of the browser build, without its style injection and with exportOnlyLocals. */
function cssForNode(rule: Rule): Rule {
  const uses = Array.isArray(rule.use) ? rule.use : [];
  const css = uses.find(
    (u): u is { loader: string; options: Record<string, unknown> } =>
      typeof u === 'object' && u !== null && 'loader' in u && u.loader === 'css-loader',
  );
  if (!css) throw new Error('prerender build: no css-loader in the css rule');
  const modules = (css.options.modules ?? {}) as Record<string, unknown>;
  return {
    ...rule,
    use: [
      {
        loader: 'css-loader',
        options: {
          ...css.options,
          sourceMap: false,
          modules: { ...modules, exportOnlyLocals: true },
        },
      },
    ],
  };
}

export function toPrerenderConfig(
  browser: webpack.Configuration,
  appDir: string,
): webpack.Configuration {
  const rules = (browser.module?.rules ?? []).map((r) => {
    if (!r || typeof r !== 'object') return r;
    const rule = r as Rule;
    if (String(rule.test) === String(/\.css$/)) return cssForNode(rule);
    if (rule.type === 'asset/resource') return { ...rule, generator: { emit: false } };
    return rule;
  });
  const define = (browser.plugins ?? []).filter((p) => p instanceof webpack.DefinePlugin);
  return {
    mode: browser.mode,
    context: browser.context,
    target: 'node20',
    entry: { prerender: './src/exposes/prerender.ts' },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist-prerender'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      // Asset URLs as the browser build writes them (served by the app's origin).
      publicPath: '',
      assetModuleFilename: browser.output?.assetModuleFilename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: browser.resolve,
    module: { rules },
    plugins: [...define, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
