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

/** Preset for a browser-side workspace (React, jsdom). */
function webProject(name) {
  return {
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
