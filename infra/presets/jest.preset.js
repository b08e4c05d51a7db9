'use strict';
/**
 * One jest preset for every workspace (house style: shared presets live once in infra/).
 * TypeScript is transpiled by @swc/jest (ts-jest does not support TypeScript 7).
 */
const path = require('node:path');

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

/** The build-time constants webpack defines (infra/presets/webpack.preset.js), for tests. */
function buildConstants(name) {
  const src = require('node:fs').readFileSync(
    path.resolve(__dirname, '..', '..', 'shared-libs', 'src', 'contracts', 'host-remote.ts'),
    'utf8',
  );
  return {
    __APP_NAME__: name,
    __APP_VERSION__: '0.0.0-test',
    __BUILD_LABEL__: 'test',
    __CONTRACT_VERSION__: Number(/export const CONTRACT_VERSION = (\d+);/.exec(src)[1]),
  };
}

/** Preset for a browser-side workspace (React, jsdom). */
function webProject(name) {
  return {
    globals: buildConstants(name),
    displayName: name,
    rootDir: path.resolve(__dirname, '..', '..', name),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.web.js')],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'jest.style-stub.js') },
  };
}

/** Preset for Node-side code in infra/. */
function nodeProject(name) {
  return {
    displayName: name,
    rootDir: path.resolve(__dirname, '..', '..', name),
    testEnvironment: 'node',
    // API tests seed a real SQLite database per file: give hooks room on a busy 2-core machine.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/**/*.test.{js,ts}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.tsx?$': swcTransform },
  };
}

module.exports = { webProject, nodeProject, swcTransform };
