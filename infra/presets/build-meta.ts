/**
 * Host only: the build manifest of spec §7 ("the site fetches a build manifest (builds/meta path
 * by build id)"). Each host build has an id (its compilation hash) and emits:
 *   builds/latest.json        { id, timestamp, contract }  (not hashed: served no-cache)
 *   builds/meta/{id}.json     { id, timestamp, contract }  (one per build, never changes)
 * where `contract.accepts` lists the contract versions the host mounts (the publish gate reads
 * it: infra/registry/build-info.ts).
 * and names its id in index.html (`<meta name="cumulus-build">`). A page compares its own id with
 * latest.json now and then and offers a reload when a newer build is live (host/src/lib/
 * newerBuild.ts). The id is not compiled into the JavaScript, so it never changes a content hash.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { BUILD_MANIFEST, type BuildMeta, type ContractDeclaration } from 'shared-libs/contracts';

export class BuildMetaPlugin {
  /** @param contract the host's declaration of the contract versions it accepts */
  constructor(private readonly contract: ContractDeclaration) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildMetaPlugin', (compilation) => {
      const id = () => String(compilation.hash ?? '').slice(0, 16);
      compilation.hooks.processAssets.tap(
        { name: 'BuildMetaPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const meta = JSON.stringify({
            id: id(),
            timestamp: Date.now(),
            contract: this.contract,
          } satisfies BuildMeta);
          compilation.emitAsset(BUILD_MANIFEST.latest, new webpack.sources.RawSource(meta));
          compilation.emitAsset(BUILD_MANIFEST.meta(id()), new webpack.sources.RawSource(meta));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'BuildMetaPlugin',
        (data) => {
          data.headTags.unshift({
            tagName: 'meta',
            voidTag: true,
            attributes: { name: BUILD_MANIFEST.metaName, content: id() },
            meta: { plugin: 'BuildMetaPlugin' },
          });
          return data;
        },
      );
    });
  }
}
