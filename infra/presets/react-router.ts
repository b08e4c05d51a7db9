/**
 * react-router's package exports resolve to its development build in every mode (its dev
 * warnings and their strings ship to production; remix-run/react-router#14102, open upstream).
 * Production builds take the production build it also publishes, with the same API (the host's
 * boot chunk: 12.2 -> 11.7 KB gzip, decision 0019).
 */
import path from 'node:path';

export function reactRouterAliases(prod: boolean): Record<string, string> {
  if (!prod) return {};
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
  return {
    'react-router$': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom$': path.join(dist, 'production', 'dom-export.mjs'),
  };
}
