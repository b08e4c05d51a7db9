/**
 * The one sharing preset for every app (architecture: "Singletons, one preset for all apps").
 * requiredVersion comes from package.json; no eager sharing.
 */
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
  'shared-libs/react': sharedLibsPkg.version,
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
