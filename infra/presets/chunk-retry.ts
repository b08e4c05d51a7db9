/**
 * Every lazy chunk, in every app, is asked for again with a fresh URL when it fails (issue 12,
 * item 3): once at once, and again on each later request of it (the user's "Try again"), so a
 * hung or truncated answer that a CDN or the HTTP cache kept is never the one served again.
 * With `output.chunkLoadTimeout` (webpack.preset.ts) a hung chunk fails in seconds, not 120 s.
 *
 * Written here rather than with webpack-retry-chunk-load-plugin (decision 0008): that plugin keeps
 * a per-chunk retry count that never resets and reuses its last cache-busting query, so a later
 * "Try again" asks for a URL that already failed; it also hooks the deprecated mainTemplate and
 * formats its runtime with prettier at build time.
 */
import webpack from 'webpack';

const { RuntimeGlobals, RuntimeModule, Template } = webpack;
const NAME = 'CumulusChunkRetry';

class ChunkRetryRuntimeModule extends RuntimeModule {
  constructor() {
    // Last stage: wraps `__webpack_require__.e` and the file-name functions once they exist.
    super('chunk retry with a fresh URL', RuntimeModule.STAGE_TRIGGER);
  }

  override generate(): string {
    const req = RuntimeGlobals.require;
    const ensure = RuntimeGlobals.ensureChunk;
    return Template.asString([
      'var fresh = {};',
      'function busted(name) {',
      Template.indent([
        `if (typeof ${req}[name] !== 'function') return;`,
        `var file = ${req}[name];`,
        `${req}[name] = function (id) {`,
        Template.indent([
          'var url = file(id);',
          "return fresh[id] ? url + (url.indexOf('?') < 0 ? '?' : '&') + 'r=' + fresh[id] : url;",
        ]),
        '};',
      ]),
      '}',
      `busted(${JSON.stringify(RuntimeGlobals.getChunkScriptFilename.replace(`${req}.`, ''))});`,
      // mini-css-extract-plugin's CSS chunk file names (production builds).
      "busted('miniCssF');",
      `var load = ${ensure};`,
      `${ensure} = function (id) {`,
      Template.indent([
        'var args = arguments;',
        'function again() {',
        Template.indent([
          'fresh[id] = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);',
          'return load.apply(null, args);',
        ]),
        '}',
        'var first = fresh[id] ? again() : load.apply(null, args);',
        'return first.catch(again);',
      ]),
      '};',
    ]);
  }
}

export class ChunkRetryPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.ensureChunk)
        .tap(NAME, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
        });
    });
  }
}
