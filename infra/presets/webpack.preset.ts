/**
 * Shared webpack preset: every app's webpack.config.js is a call to createAppConfig().
 * - swc-loader for TS/TSX (also compiles shared-libs, which ships as TypeScript source);
 * - CSS Modules (`*.module.css`) so remotes cannot clash on class names;
 * - Module Federation with the singleton preset; remotes expose `./lifecycles` only;
 * - entries without [contenthash] (remoteEntry.js, main.js are served no-cache), chunks hashed.
 *
 * Single-bundle build (CUMULUS_SINGLE_BUNDLE=1, host only; `npm run build -- --single`): the
 * benchmark's "physical limit" reference. No Module Federation: the host's bootstrap is the entry
 * and each remote's `src/exposes/lifecycles.ts` is compiled into the host as a lazy chunk: the
 * host's host/src/remotes/fetchLifecycles.ts is replaced by infra/bench/fetch-bundled-lifecycles.ts
 * in this build only (the production loader has no branch for it). Output: host/dist-single.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import Minimizer from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  CONTRACT_VERSION,
  MANIFEST_BUILD_KEY,
  type RemoteBuildDeclaration,
} from 'shared-libs/contracts';
import { APPS, REMOTE_APPS } from '../config/apps';
import { localRegistry } from '../registry/local-registry';
import { portOf } from '../serve/origins';
import { isOnDemandChunk } from './chunk-names';
import { ChunkRetryPlugin } from './chunk-retry';
import { integrityPlugins } from './integrity';
import { BuildMetaPlugin } from './build-meta';
import { toPrerenderConfig } from './prerender-build';
import { runtimeOptions, sharedConfig } from './federation';
import { reactRouterAliases, reactRouterPureRule } from './react-router';
import { defaultMessagesLoader, formatjsAliases, messagesRule } from './formatjs';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * CSS Modules class names: `{app}_{hash}` in production (`{app}_{file}_{local}` in
 * development), where the app is `kit` for shared-libs' files and the hash is of the file's
 * path from the repository root and the local name: independent of the building app, so the
 * browser build, another app's build and the prerender build (decision 0018) agree.
 */
function classNameOf(app: string, prod: boolean) {
  const kitDir = path.join(ROOT, 'shared-libs') + path.sep;
  return (ctx: { resourcePath: string }, _name: string, local: string): string => {
    const owner = ctx.resourcePath.startsWith(kitDir) ? 'kit' : app;
    if (!prod) return `${owner}_${path.basename(ctx.resourcePath, '.module.css')}_${local}`;
    const rel = path.relative(ROOT, ctx.resourcePath).split(path.sep).join('/');
    const hash = createHash('md5').update(`${rel}\0${local}`).digest('base64url').slice(0, 6);
    return `${owner}_${hash}`;
  };
}

/** What the host's boot puts in `host-libraries` (splitChunks in createAppConfig). */
const LIBRARY_FILE = /[\\/](node_modules|shared-libs[\\/]src)([\\/]|$)/;

/** The chunks the host's split groups take from: not the entry's, not one loaded when needed. */
const bootChunk = (chunk: webpack.Chunk): boolean =>
  !chunk.canBeInitial() && !isOnDemandChunk(chunk.name);

const BUNDLED_LIFECYCLES = path.join(ROOT, 'infra', 'bench', 'fetch-bundled-lifecycles.ts');
/** The host module the single-bundle build replaces (see the header). */
const FETCH_LIFECYCLES = path.join(ROOT, 'host', 'src', 'remotes');

/**
 * The contract version an app is compiled against. It must be baked in at build time: reading
 * CONTRACT_VERSION from shared-libs at run time would give the host's singleton copy.
 * CUMULUS_CONTRACT_VERSION overrides it (e2e builds an incompatible remote on purpose).
 */
function contractVersion(): number {
  if (process.env.CUMULUS_CONTRACT_VERSION) return Number(process.env.CUMULUS_CONTRACT_VERSION);
  return CONTRACT_VERSION;
}

/**
 * The contract versions a host build mounts: the one it is compiled against (a host that accepts
 * more lists them here). Compiled into the host (`__ACCEPTED_CONTRACT_VERSIONS__`) and declared
 * in its build meta (build-meta.ts), where the publish gate reads it.
 */
function acceptedContractVersions(): number[] {
  const own = contractVersion();
  return own === CONTRACT_VERSION ? [...STILL_ACCEPTED_CONTRACT_VERSIONS, own] : [own];
}

/**
 * Older contract versions a host compiled against CONTRACT_VERSION still mounts (decision 0003:
 * old and new until every remote has moved). 2: contract 3 only added host functions to the
 * mount props (`refreshSession`, `signOut`), which a remote built against 2 does not call.
 */
const STILL_ACCEPTED_CONTRACT_VERSIONS: readonly number[] = [2];

/** The part of build-stats.json the size budgets read (infra/budgets/check.ts). */
export interface BuildStats {
  /** Entry name -> its files. */
  entrypoints: Record<string, string[]>;
  chunks: {
    id: string | number | undefined;
    names: string[];
    initial: boolean;
    /** Its .js and .css files. */
    files: string[];
    /** What loads it: the module asking and its request. */
    origins: { module: string; request: string }[];
  }[];
}

/**
 * Writes `build-stats.json` beside the build: each chunk's files and the requests that load it
 * (the size budgets, infra/budgets/check.ts, compute each route's critical path from it).
 */
class BuildStatsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildStatsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkOrigins: true,
            entrypoints: true,
            ids: true,
          });
          const out: BuildStats = {
            entrypoints: Object.fromEntries(
              Object.entries(stats.entrypoints || {}).map(([k, v]) => [
                k,
                (v.assets || []).map((a) => a.name),
              ]),
            ),
            chunks: (stats.chunks || []).map((c) => ({
              id: c.id,
              names: c.names || [],
              initial: c.initial,
              files: (c.files || []).filter((f) => f.endsWith('.js') || f.endsWith('.css')),
              origins: (c.origins || []).map((r) => ({ module: r.moduleName, request: r.request })),
            })),
          };
          compilation.emitAsset(
            'build-stats.json',
            new webpack.sources.RawSource(JSON.stringify(out, null, 1)),
          );
        },
      );
    });
  }
}

/**
 * Host only: `<link rel="preload">` in index.html for every chunk the shell needs at boot (the
 * bootstrap chunk, the singletons it provides, its CSS), so they download together with main.js
 * instead of one round trip after it. Messages of other locales and shared-module fallbacks that
 * are never used (the host provides its own copies) are left out.
 */
class BootPreloadPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'BootPreloadPlugin',
        (data) => {
          const publicPath =
            compilation.outputOptions.publicPath === 'auto'
              ? ''
              : compilation.outputOptions.publicPath;
          const entryChunks = new Set(compilation.entrypoints.get('main')?.chunks);
          const tags: HtmlWebpackPlugin.HtmlTagObject[] = [];
          for (const chunk of compilation.chunks) {
            if (entryChunks.has(chunk)) continue;
            const names = [...chunk.groupsIterable].flatMap((g) =>
              g.origins.map((o) =>
                o.module ? o.module.readableIdentifier(compilation.requestShortener) : '',
              ),
            );
            const lang = isOnDemandChunk(chunk.name);
            const fallbackOnly =
              names.length > 0 && names.every((n) => /^consume shared module/.test(n));
            if (lang || fallbackOnly) continue;
            for (const file of chunk.files) {
              const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
              if (as)
                tags.push({
                  tagName: 'link',
                  voidTag: true,
                  attributes: { rel: 'preload', as, href: publicPath + file },
                  meta: { plugin: 'BootPreloadPlugin' },
                });
            }
          }
          data.headTags.push(...tags);
          return data;
        },
      );
    });
  }
}

export interface AppConfigOptions {
  /** Absolute path of the app folder; its name is the app's `dir` in infra/config/apps.json. */
  appDir: string;
  /** Modules the app exposes (remotes: `./lifecycles` only). */
  exposes?: Record<string, string>;
  /** Override of the dist folder (e.g. a canary build). */
  outputPath?: string;
}

/** webpack-cli's second argument to a config function (the options it was run with). */
interface CliArgv {
  mode?: webpack.Configuration['mode'];
}

type AppConfig = webpack.Configuration & { devServer: DevServerConfiguration };

/**
 * The config of one app. Its container name, kind (host or remote) and dev-server port come
 * from its entry in infra/config/apps.json.
 */
export function createAppConfig(o: AppConfigOptions) {
  const dir = path.basename(o.appDir);
  const app = APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`${dir} is not an app of infra/config/apps.json`);
  /** Container name (snake_case) of a remote; the host is `host`. */
  const name = app.container ?? app.dir;
  return (_env: unknown, argv: CliArgv): AppConfig => {
    const mode = argv.mode || 'production';
    const prod = mode === 'production';
    // The app's own package.json: only its version is read.
    const pkg = JSON.parse(fs.readFileSync(path.join(o.appDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const buildLabel = process.env.CUMULUS_BUILD_LABEL || 'stable';
    // mf-manifest.json's metaData.buildInfo.buildVersion (and the federation build identifier)
    // is the app's package.json version: @module-federation/managers reads MF_BUILD_VERSION
    // first, else the package.json of the working directory. Set here, one build per process
    // (build-all.ts runs each in its own). The label is not appended: infra/registry/build-info.ts
    // reads this as the app version, and the label is recorded beside it in the lifecycles.
    process.env.MF_BUILD_VERSION = pkg.version;
    const isHost = app.kind === 'host';
    const single = isHost && process.env.CUMULUS_SINGLE_BUNDLE === '1';
    const runtime = runtimeOptions(isHost, prod);
    const extractCss = isHost || prod;
    /** Subresource Integrity for every chunk of a remote's production build (integrity.ts). */
    const remoteIntegrity = !isHost && prod;
    const devPort = Number(process.env.CUMULUS_DEV_PORT) || portOf(dir);
    const srcDirs = [path.join(o.appDir, 'src'), path.join(ROOT, 'shared-libs', 'src')];
    if (single) {
      srcDirs.push(...REMOTE_APPS.map((r) => path.join(ROOT, r.dir, 'src')));
      // The module that imports every remote's lifecycles (TypeScript like the rest).
      srcDirs.push(BUNDLED_LIFECYCLES);
    }

    const config: AppConfig = {
      mode,
      context: o.appDir,
      // Without federation there is no need for the async boundary of src/index.ts.
      entry: { main: single ? './src/bootstrap.tsx' : './src/index.ts' },
      // No eval in development either: the host's CSP has no 'unsafe-eval', and a dev build of
      // a remote runs inside the production host (`npm run dev -w <remote>`, issue 11).
      devtool: prod ? 'source-map' : 'cheap-module-source-map',
      output: {
        path:
          o.outputPath ||
          process.env.CUMULUS_OUTPUT_PATH ||
          path.join(o.appDir, single ? 'dist-single' : 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // A hung chunk fails after 6 s and is asked for once more with a fresh URL
        // (chunk-retry.ts): the user sees the local fallback within 12 s, not after 120 s.
        chunkLoadTimeout: 6_000,
        // A published remote's chunks are checked by the browser (integrity.ts): loaded with
        // CORS, as the entry is. The host's own chunks come from its own origin.
        ...(remoteIntegrity ? { crossOriginLoading: 'anonymous' as const } : {}),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // The single bundle never loads a remote through federation: leave its runtime out.
        alias: {
          ...formatjsAliases(),
          ...reactRouterAliases(prod),
          ...(single ? { '@module-federation/enhanced/runtime$': false } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: srcDirs,
            // Loaders run last to first: default messages compiled to their AST, then swc.
            use: [
              {
                loader: 'swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    // A remote's development build uses the production JSX transform: it runs
                    // with the host's React (a shared singleton), and inside the production host
                    // react/jsx-dev-runtime (not shared) fails against production React
                    // ("dispatcher.getOwner is not a function"). react/jsx-runtime is shared.
                    transform: {
                      react: { runtime: 'automatic', development: !prod && isHost },
                    },
                    target: 'es2020',
                  },
                },
              },
              { loader: defaultMessagesLoader() },
            ],
          },
          {
            test: /\.css$/,
            use: [
              // CSS files, loaded with their chunk (decision 0019): a remote's styles are not
              // JavaScript to download and run. A remote's dev build (live reload, possibly
              // inside the production host through an override) injects them instead.
              extractCss ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  sourceMap: !prod,
                  modules: {
                    auto: /\.module\.css$/,
                    // The same class name in every build that compiles a file: the kit's
                    // (shared-libs) are `kit_…` whichever app compiled them, so a fragment
                    // prerendered by a remote matches the host's copy of the kit (0018).
                    getLocalIdent: classNameOf(name, prod),
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          messagesRule(srcDirs),
          reactRouterPureRule(prod),
          { test: /\.(png|svg|jpg|webp|woff2)$/, type: 'asset/resource' },
        ].filter((rule) => rule !== null),
      },
      plugins: [
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(pkg.version),
          __BUILD_LABEL__: JSON.stringify(buildLabel),
          __CONTRACT_VERSION__: JSON.stringify(contractVersion()),
          __ACCEPTED_CONTRACT_VERSIONS__: JSON.stringify(acceptedContractVersions()),
        }),
        single &&
          new webpack.NormalModuleReplacementPlugin(/^\.\/fetchLifecycles$/, (resource) => {
            if (resource.context === FETCH_LIFECYCLES) resource.request = BUNDLED_LIFECYCLES;
          }),
        !single &&
          new ModuleFederationPlugin({
            name,
            filename: isHost ? undefined : 'remoteEntry.js',
            exposes: o.exposes || {},
            remotes: {},
            shared: sharedConfig(),
            dts: false,
            // A remote declares the contract it provides in its manifest (read by the publish
            // gate and any host: never its code).
            manifest: isHost
              ? false
              : {
                  additionalData: ({ stats }) => {
                    const declared: RemoteBuildDeclaration = {
                      contract: { provides: contractVersion() },
                      label: buildLabel,
                    };
                    Object.assign(stats.metaData, { [MANIFEST_BUILD_KEY]: declared });
                    return stats;
                  },
                },
            runtimePlugins: runtime.runtimePlugins,
            experiments: {
              ...runtime.experiments,
              // A remote only exposes and never consumes a remote: its bundler runtime leaves
              // the remote-loading code out (disableRemote, issue 33; decision 0019). The host's
              // runtime core, which the remotes use (externalRuntime), keeps it.
              optimization: { disableSnapshot: true, target: 'web', disableRemote: !isHost },
            },
          }),
        extractCss &&
          new MiniCssExtractPlugin({
            filename: prod ? '[name].[contenthash:8].css' : '[name].css',
            chunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
            // CSS Modules: no two files style the same class, so their order does not matter.
            ignoreOrder: true,
          }),
        new ChunkRetryPlugin(),
        ...(remoteIntegrity ? integrityPlugins() : []),
        prod && new BuildStatsPlugin(),
        new HtmlWebpackPlugin({
          template: path.join(o.appDir, 'src', 'index.html'),
          inject: 'body',
          scriptLoading: 'defer',
          minify: prod,
        }),
        // Not in the single-bundle reference: it has no federation waterfall to shorten.
        isHost && prod && !single && new BootPreloadPlugin(),
        isHost && new BuildMetaPlugin({ accepts: acceptedContractVersions() }),
      ].filter(Boolean),
      optimization: {
        // The host's boot in few files (decision 0019, item 13): every library and the shared
        // core it provides in one chunk beside its own code, instead of one chunk per shared
        // module and per vendor group (eleven files on home). What loads only when needed
        // (chunk-names.ts) keeps its own chunks.
        splitChunks:
          isHost && prod && !single
            ? {
                cacheGroups: {
                  defaultVendors: false,
                  // React DOM apart: evaluated in a task of its own, as before, rather than in
                  // one long task with every other library (Lighthouse's TBT).
                  hostReactDom: {
                    name: 'host-react-dom',
                    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                    chunks: bootChunk,
                    enforce: true,
                    priority: 30,
                  },
                  hostLibraries: {
                    name: 'host-libraries',
                    // A file of a package or of shared-libs' core, or a lazy-import map inside
                    // one (a context module, named by its folder). Never the federation's own
                    // modules (a consume in the chunk that provides it would wait for itself).
                    test: (module: webpack.Module) =>
                      LIBRARY_FILE.test(
                        module.nameForCondition() ??
                          (module.type === 'javascript/dynamic' ? (module.context ?? '') : ''),
                      ),
                    // Scripts only: a library's styles stay with the boot chunk's, so the page
                    // has one boot stylesheet, not a second one (0.8 KB) to wait for before its
                    // first paint (decision 0035).
                    type: /^javascript\//,
                    chunks: bootChunk,
                    enforce: true,
                    priority: 20,
                  },
                },
              }
            : undefined,
        minimize: prod,
        minimizer: [
          new Minimizer({
            minify: Minimizer.swcMinify,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // `npm run dev -w <app>`: the app on its own port (the registry's entry for it), so a
      // remote's dev build runs inside the production host with `npm run serve -- --except
      // <remote>` (or through a developer override, decision 0014). Live reload, not hot module
      // replacement: HMR of a federated remote inside another app's page is unreliable, so a
      // change reloads the whole page. The client's socket URL is explicit: the client runs in
      // the host's page, whose location is not the dev server (the host's CSP allows that socket
      // in dev only, infra/serve/csp.ts). CUMULUS_DEV_PORT overrides the port.
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost,
        hot: false,
        liveReload: true,
        client: {
          overlay: { errors: true, warnings: false },
          webSocketURL: `ws://localhost:${devPort}/ws`,
        },
        static: false,
        // The host in watch mode reads the same run-time registry as in production.
        setupMiddlewares: (middlewares, devServer) => {
          if (isHost) {
            devServer.app?.get('/registry.json', (_req, res) => res.json(localRegistry()));
          }
          return middlewares;
        },
      },
    };
    if (process.env.CUMULUS_PRERENDER === '1')
      return toPrerenderConfig(
        config,
        o.appDir,
        isHost ? './src/prerender.tsx' : './src/exposes/prerender.ts',
      ) as AppConfig;
    return config;
  };
}
