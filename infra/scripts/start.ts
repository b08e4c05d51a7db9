/** `npm start`: production builds of every app, then every origin plus the embedded API. */
import { node, step } from './run';

(async () => {
  await step('build', () => node('infra/scripts/build-all.ts', []));
  await node('infra/scripts/serve.ts', process.argv.slice(2));
})().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
