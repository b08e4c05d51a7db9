/**
 * react-router in production builds (decision 0019):
 * - its package exports resolve to its development build in every mode (its dev warnings and
 *   their strings ship to production; remix-run/react-router#14102, open upstream): production
 *   builds take the production build it publishes beside it, same API;
 * - its build does not mark its top-level `createContext` / `memo` / `forwardRef` calls as pure,
 *   so an unused `Form` or `MemoizedDataRoutes` keeps its whole tree (route matching, error
 *   boundaries, form submission, RSC handlers) in a host that uses only `BrowserRouter`, links
 *   and a few hooks: babel-plugin-annotate-pure-calls annotates them, in its files only;
 * - its top-level `X.displayName = '…'` statements (names for React's developer tools) keep
 *   `X` and all it uses alive even where nothing renders it: they are left out
 *   (`stripDisplayNames`). Developer tools then show the function's own name.
 */
import path from 'node:path';
import type { PluginObj, types as t } from '@babel/core';

const dist = () => path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

export function reactRouterAliases(prod: boolean): Record<string, string> {
  if (!prod) return {};
  return {
    'react-router$': path.join(dist(), 'production', 'index.mjs'),
    'react-router/dom$': path.join(dist(), 'production', 'dom-export.mjs'),
  };
}

/** The webpack rule that annotates react-router's production build (none in development). */
export function reactRouterPureRule(prod: boolean) {
  if (!prod) return null;
  return {
    test: /\.m?js$/,
    include: [path.join(dist(), 'production')],
    use: [
      {
        loader: require.resolve('babel-loader'),
        options: {
          babelrc: false,
          configFile: false,
          compact: false,
          plugins: [require.resolve('babel-plugin-annotate-pure-calls'), stripDisplayNames],
        },
      },
    ],
  };
}

/** A babel plugin: removes top-level `Identifier.displayName = <string>;` statements. */
export function stripDisplayNames(): PluginObj {
  return {
    name: 'strip-display-names',
    visitor: {
      ExpressionStatement(p) {
        if (!p.parentPath.isProgram()) return;
        const e = p.node.expression;
        if (isDisplayNameAssignment(e)) p.remove();
      },
    },
  };
}

function isDisplayNameAssignment(e: t.Expression): boolean {
  return (
    e.type === 'AssignmentExpression' &&
    e.operator === '=' &&
    e.left.type === 'MemberExpression' &&
    e.left.object.type === 'Identifier' &&
    !e.left.computed &&
    e.left.property.type === 'Identifier' &&
    e.left.property.name === 'displayName' &&
    e.right.type === 'StringLiteral'
  );
}
