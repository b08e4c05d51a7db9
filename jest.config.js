'use strict';
/**
 * One jest config for every workspace (house style: shared presets live once, here): a web
 * project per browser-side workspace (shared-libs and each app of infra/config/apps.json) and a
 * Node project for infra. TypeScript is transpiled by @swc/jest (ts-jest does not support
 * TypeScript 7). This file stays JavaScript: jest loads it before any TypeScript loader.
 */
const os = require('node:os');
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');
const { apps } = require('./infra/config/apps.json');

/** shared-libs/contracts is TypeScript: loaded through tsx, for this file only. */
const { CONTRACT_VERSION } = tsxRequire('shared-libs/contracts', __filename);
const PRESETS = path.join(__dirname, 'infra', 'presets');

/**
 * The unit tests are the same wherever they run: a checkout that serves its site on shifted ports
 * (CUMULUS_PORT_OFFSET, beside another site on the machine) would shift what the code under test
 * derives from it (the site's page origins of infra/api/src/accounts/clients.ts) while the test
 * apps keep the default origins (infra/api/test/helpers.ts). Workers inherit this environment.
 */
delete process.env.CUMULUS_PORT_OFFSET;

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** The build-time constants webpack defines (infra/presets/webpack.preset.ts), for tests. */
const buildConstants = (name) => ({
  __APP_NAME__: name,
  __APP_VERSION__: '0.0.0-test',
  __BUILD_LABEL__: 'test',
  __CONTRACT_VERSION__: CONTRACT_VERSION,
  __ACCEPTED_CONTRACT_VERSIONS__: [CONTRACT_VERSION],
});

/**
 * Jest 30 soft-deletes what a test file left on the global scope and wraps the objects it
 * reached, mobx's global state among them, which a Node-environment file then recursed through
 * (a stack overflow that ended the worker); its mode is set once per worker, by whichever
 * project's file runs there first: off in every project, as before Jest 30.
 */
const NO_GLOBALS_CLEANUP = { globalsCleanup: 'off' };

/** A browser-side workspace (React, jsdom). */
const webProject = (name) => ({
  globals: buildConstants(name),
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'jsdom',
  testEnvironmentOptions: NO_GLOBALS_CLEANUP,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
  setupFilesAfterEnv: [path.join(PRESETS, 'jest.setup.web.ts')],
  moduleNameMapper: { '\\.(css)$': path.join(PRESETS, 'jest.style-stub.ts') },
});

/** Node-side code in infra/. */
const nodeProject = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'node',
  testEnvironmentOptions: NO_GLOBALS_CLEANUP,
  // API tests seed a real SQLite database per file: give hooks room on a busy 2-core machine.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/**/*.test.{js,ts}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  // The API pages' formatter (@formatjs/intl, infra/api/src/i18n) is ES modules: compiled by swc
  // like the web projects do; so is the ICU parser the build compiles messages with
  // (infra/presets/formatjs.ts), react-intl's own copy.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
  // TypeBox (the API's schemas, shared-libs/contracts/api) is ES-module-only: see the preset.
  moduleNameMapper: { '^typebox$': path.join(PRESETS, 'jest.typebox.ts') },
});

module.exports = {
  // Jest's default is one worker fewer than the cores: one worker on a 2-core machine, which
  // keeps a core idle; at least two workers use both.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Also here: a project's own testTimeout is not applied to every hook (seen with
  // --selectProjects on a loaded 2-core machine: the API tests' beforeAll hit jest's 5 s).
  testTimeout: 30_000,
  projects: [
    webProject('shared-libs'),
    ...apps.map((app) => webProject(app.dir)),
    nodeProject('infra'),
  ],
};
