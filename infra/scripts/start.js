#!/usr/bin/env node
'use strict';
/** `npm start`: production builds of every app, then every origin plus the embedded API. */
const { node, step } = require('./run');

(async () => {
  await step('build', () => node('infra/scripts/build-all.js', []));
  await node('infra/scripts/serve.js', process.argv.slice(2));
})().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
