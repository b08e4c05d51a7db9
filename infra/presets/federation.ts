/**
 * The one sharing preset for every app (architecture: "Singletons, one preset for all apps").
 * requiredVersion comes from package.json; no eager sharing.
 */
import path from 'node:path';
import hostPkg from '../../host/package.json';
import sharedLibsPkg from '../../shared-libs/package.json';

const deps = hostPkg.dependencies;

/** Module -> the version every app requires. */
export const SINGLETONS: Readonly<Record<string, string>> = {
  react: deps.react,
  'react/jsx-runtime': deps.react,
  'react-dom': deps['react-dom'],
  'react-dom/client': deps['react-dom'],
  mobx: deps.mobx,
  'mobx-react-lite': deps['mobx-react-lite'],
  'react-intl': deps['react-intl'],
  'shared-libs': sharedLibsPkg.version,
};

export interface SharedModule {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
}

export function sharedConfig(): Record<string, SharedModule> {
  const shared: Record<string, SharedModule> = {};
  for (const [name, version] of Object.entries(SINGLETONS)) {
    shared[name] = { singleton: true, requiredVersion: version, strictVersion: false };
  }
  return shared;
}

/**
 * One federation runtime per page (decision 0019): the host's build carries the runtime core and
 * hands it to the remotes (`_FEDERATION_RUNTIME_CORE`, set before the host's federation
 * instance initializes), and each remoteEntry.js reads it from there instead of carrying its own
 * copy (`experiments.externalRuntime`). The host installs @module-federation's own
 * inject-external-runtime-core plugin by its ES module build: `provideExternalRuntime: true`
 * installs its CommonJS build, which pulls a second, CommonJS copy of the runtime core into the
 * host next to the ES one its bundler runtime uses (+24.5 KB gzip instead of +1.1 KB).
 * A remote compiled against another runtime major.minor is refused at publish
 * (infra/registry/build-info.ts, `federationRuntimeOf`).
 */
export function runtimeOptions(
  isHost: boolean,
  prod = true,
): {
  runtimePlugins?: string[];
  experiments: { externalRuntime?: true };
} {
  // A remote's development build keeps its own runtime: its stand-alone page (the remote's own
  // index.html, no host) has nobody else to provide one, and bytes do not matter there.
  if (!isHost) return { experiments: prod ? { externalRuntime: true } : {} };
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { runtimePlugins: [path.join(path.dirname(cjs), 'index.js')], experiments: {} };
}
