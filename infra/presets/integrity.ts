/**
 * Subresource Integrity for every script and style a remote loads (issue "Never silently
 * broken", decision 0013): the host loads a published remote's `remoteEntry.js` with the
 * registry's `integrity`; from there the chain of trust goes on in the browser:
 *
 * - JavaScript chunks: webpack-subresource-integrity puts the hash of every lazy chunk into the
 *   remote's runtime (inside `remoteEntry.js`) and sets `integrity` + `crossorigin` on each chunk
 *   script it loads. A chunk changed after the build (a tampered store, a CDN's mistake) is
 *   refused by the browser: the chunk fails, the remote fails to load, and the host falls back to
 *   the last known-good published version.
 * - CSS chunks (mini-css-extract-plugin): that plugin only lets a build add code before it
 *   inserts a `<link>`; CssIntegrityPlugin below puts the hash of every CSS file into the same
 *   runtimes (placeholders replaced once the CSS is final) and sets `integrity` there.
 * - `integrity.json`: `{ "<file>": "sha256-…" }` of every JS and CSS file, for the host server's
 *   preload hints (infra/serve/preload.ts: a preload must ask with the same integrity as the
 *   script element, or the browser downloads the file twice).
 *
 * Written here for CSS because no maintained plugin covers mini-css-extract-plugin's runtime.
 */
import { createHash } from 'node:crypto';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';

/**
 * webpack-subresource-integrity's placeholder of a chunk's hash (its util.js `makePlaceholder`,
 * which it does not export; integrity.test.ts checks that the two agree).
 */
const SRI_PREFIX = '*-*-*-CHUNK-SRI-HASH-';
export const sriPlaceholder = (id: string | number): string =>
  SRI_PREFIX + sri(`${SRI_PREFIX}${id}`).substring(SRI_PREFIX.length);

const NAME = 'CumulusCssIntegrity';
const { RuntimeGlobals, RuntimeModule, Template } = webpack;

/** The file that lists every JS and CSS file's integrity (read by infra/serve/preload.ts). */
const INTEGRITY_FILE = 'integrity.json';

/**
 * The hash of chunk integrity: sha256, a third shorter than the release manifest's sha384 (the
 * hashes sit in the critical path's entry and exposed chunks and do not compress; both are
 * SRI's own algorithms). The entry's integrity in the registry stays sha384.
 */
const CHUNK_HASH = 'sha256';

export const sri = (bytes: Buffer | string): string =>
  `${CHUNK_HASH}-${createHash(CHUNK_HASH).update(bytes).digest('base64')}`;

/** The placeholder of a CSS chunk's integrity until its file is final (same length each). */
const placeholder = (chunkId: string | number) =>
  `__cumulus_css_sri_${createHash('md5').update(String(chunkId)).digest('hex')}__`;
const PLACEHOLDER = /__cumulus_css_sri_[0-9a-f]{32}__/g;
/** Where the runtime keeps the CSS chunks' integrity. */
const CSS_SRI = `${RuntimeGlobals.require}.cumulusCssSri`;

class CssIntegrityRuntimeModule extends RuntimeModule {
  constructor(private readonly ids: Array<string | number>) {
    super('css chunk integrity', RuntimeModule.STAGE_NORMAL);
  }

  override generate(): string {
    const map = Object.fromEntries(this.ids.map((id) => [id, placeholder(id)]));
    return `${CSS_SRI} = ${JSON.stringify(map)};`;
  }
}

/** mini-css-extract-plugin's module type: a chunk with one has a CSS file. */
const CSS_MODULE_TYPE = 'css/mini-extract';

/** The ids of a runtime chunk's async chunks that have CSS (their files are not known yet). */
function cssChunkIds(compilation: webpack.Compilation, chunk: webpack.Chunk) {
  const ids: Array<string | number> = [];
  for (const c of chunk.getAllAsyncChunks()) {
    const css = compilation.chunkGraph.getChunkModulesIterableBySourceType(c, CSS_MODULE_TYPE);
    if (c.id !== null && css && [...css].length) ids.push(c.id);
  }
  return ids;
}

class CssIntegrityPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        NAME,
        (source, varNames) =>
          Template.asString([
            source,
            `if (${CSS_SRI} && ${CSS_SRI}[${varNames.chunkId}]) {`,
            Template.indent([
              `${varNames.tag}.integrity = ${CSS_SRI}[${varNames.chunkId}];`,
              `${varNames.tag}.crossOrigin = "anonymous";`,
            ]),
            '}',
          ]),
      );
      // A placeholder per async chunk with CSS, replaced once the CSS files are final (below).
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        const ids = cssChunkIds(compilation, chunk);
        if (ids.length) compilation.addRuntimeModule(chunk, new CssIntegrityRuntimeModule(ids));
      });
      compilation.hooks.processAssets.tap(
        // Before webpack-subresource-integrity resolves its placeholders (OPTIMIZE_INLINE): a
        // chunk without a JavaScript file (Module Federation makes some: shared modules another
        // chunk holds) is never loaded as a script, and its placeholder would stay unresolved.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE - 1 },
        () => {
          const empty = [...compilation.chunks]
            .filter((c) => c.id !== null && ![...c.files].some((f) => f.endsWith('.js')))
            .map((c) => sriPlaceholder(c.id as string | number));
          if (!empty.length) return;
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const text = asset.source.source().toString();
            if (!text.includes(SRI_PREFIX)) continue;
            let next = text;
            for (const p of empty) next = next.split(p).join('');
            if (next !== text)
              compilation.updateAsset(asset.name, new webpack.sources.RawSource(next));
          }
        },
      );
      compilation.hooks.processAssets.tap(
        // After RealContentHashPlugin (OPTIMIZE_HASH): the CSS files are final, names and bytes.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const byPlaceholder = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            if (chunk.id === null) continue;
            const css = [...chunk.files].find((f) => f.endsWith('.css'));
            const asset = css ? compilation.getAsset(css) : undefined;
            if (asset) byPlaceholder.set(placeholder(chunk.id), sri(asset.source.buffer()));
          }
          const changed = new Map<string, [string, string]>();
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const text = asset.source.source().toString();
            if (!PLACEHOLDER.test(text)) continue;
            PLACEHOLDER.lastIndex = 0;
            // A chunk without CSS keeps no entry: its placeholder becomes an empty string.
            const next = text.replace(PLACEHOLDER, (p) => byPlaceholder.get(p) ?? '');
            changed.set(asset.name, [sri(text), sri(next)]);
            compilation.updateAsset(asset.name, new webpack.sources.RawSource(next));
          }
          // The stand-alone page's integrity of a changed entry (html-webpack-plugin + SRI).
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.html')) continue;
            let html = asset.source.source().toString();
            for (const [before, after] of changed.values()) html = html.split(before).join(after);
            compilation.updateAsset(asset.name, new webpack.sources.RawSource(html));
          }
        },
      );
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const out: Record<string, string> = {};
          for (const asset of compilation.getAssets()) {
            if (/\.(js|css)$/.test(asset.name)) out[asset.name] = sri(asset.source.buffer());
          }
          compilation.emitAsset(
            INTEGRITY_FILE,
            new webpack.sources.RawSource(JSON.stringify(out, null, 1)),
          );
        },
      );
    });
  }
}

/** The plugins of a remote's production build (with `output.crossOriginLoading`). */
export function integrityPlugins(): webpack.WebpackPluginInstance[] {
  return [
    // 'lazy': a chunk carries the hashes of the chunks it loads, not the runtime all of them
    // (the runtime is in remoteEntry.js, on the critical path: eager added 3.5 KB gzip).
    new SubresourceIntegrityPlugin({
      hashFuncNames: [CHUNK_HASH],
      enabled: true,
      hashLoading: 'lazy',
    }),
    new CssIntegrityPlugin(),
  ];
}
