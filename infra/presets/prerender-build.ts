/**
 * The Node build of an app for prerendering (decision 0018): the same sources, loaders and
 * build constants as its browser build, compiled for Node from its prerender entry (a remote's
 * `src/exposes/prerender.ts`, the host's `src/prerender.tsx`) into `dist-prerender/prerender.js`
 * (CommonJS). No federation: it bundles its own React, react-intl and shared-libs. CSS modules
 * have the same class names as the browser build (webpack.preset.ts, classNameOf), and every
 * stylesheet the app imports is extracted into `dist-prerender/prerender.css`: the styles a
 * prerendered fragment needs before the app's JavaScript and its chunks' CSS files have loaded.
 * Asset files are not emitted again (their URLs are the browser build's). Selected by
 * CUMULUS_PRERENDER=1 (infra/scripts/build-all.ts); output: prerenderDir.
 */
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

type Rule = webpack.RuleSetRule;

/**
 * Where an app's Node build goes: `{app}/dist-prerender`, or beside the browser build when that
 * goes elsewhere (`CUMULUS_OUTPUT_PATH=/x`: `/x-prerender`, e.g. a remote built to be published
 * alone; infra/prerender/render.ts then writes its pages into `/x/pages`).
 */
export function prerenderDir(appDir: string): string {
  const out = process.env.CUMULUS_OUTPUT_PATH;
  return out ? `${path.resolve(out)}-prerender` : path.join(appDir, 'dist-prerender');
}

/** A css rule of the browser build, extracted to a file instead of injected. */
function cssForNode(rule: Rule): Rule {
  const uses = Array.isArray(rule.use) ? rule.use : [];
  const css = uses.find(
    (u): u is { loader: string; options: Record<string, unknown> } =>
      typeof u === 'object' && u !== null && 'loader' in u && u.loader === 'css-loader',
  );
  if (!css) throw new Error('prerender build: no css-loader in the css rule');
  return {
    ...rule,
    use: [
      MiniCssExtractPlugin.loader,
      { loader: 'css-loader', options: { ...css.options, sourceMap: false } },
    ],
  };
}

export function toPrerenderConfig(
  browser: webpack.Configuration,
  appDir: string,
  entry: string,
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
    entry: { prerender: entry },
    devtool: false,
    output: {
      path: prerenderDir(appDir),
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
    plugins: [
      ...define,
      // CSS Modules: their order does not matter (no two files style the same class).
      new MiniCssExtractPlugin({ filename: '[name].css', ignoreOrder: true }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
