'use strict';
/**
 * The one sharing preset for every app (architecture: "Singletons, one preset for all apps").
 * requiredVersion comes from package.json; no eager sharing.
 */
const rootPkg = require('../../host/package.json');
const sharedLibsPkg = require('../../shared-libs/package.json');

const deps = rootPkg.dependencies;

const SINGLETONS = {
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

function sharedConfig() {
  const shared = {};
  for (const [name, version] of Object.entries(SINGLETONS)) {
    shared[name] = { singleton: true, requiredVersion: version, strictVersion: false };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
