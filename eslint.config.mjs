import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** The one list of apps (infra/config/apps.json). */
const APPS = JSON.parse(
  readFileSync(new URL('./infra/config/apps.json', import.meta.url), 'utf8'),
).apps.map((app) => app.dir);

const featuresOf = (app) => {
  try {
    return readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/**
 * Import zones (the layering of docs/conventions.md, enforced): inside an app, code imports
 * only downwards, and one feature never imports another (what two features share moves down
 * into lib/ or stores/, or up into app/).
 *   remotes: lib -> i18n, stores -> features/* -> app -> exposes
 *   host:    lib -> i18n, stores, routing, remotes -> features/* -> layouts, pages -> app
 * `shared-libs/contracts` (and the locales it re-exports) stays Node-safe: it imports nothing
 * else of shared-libs.
 */
function zonesOf(app) {
  const src = `./${app}/src`;
  const above = (dirs) => dirs.map((d) => `${src}/${d}`);
  const isHost = app === 'host';
  const core = isHost ? ['i18n', 'stores', 'routing', 'remotes'] : ['i18n', 'stores'];
  const top = isHost ? ['layouts', 'pages', 'app'] : ['app', 'exposes'];
  const message = 'Imports go downwards only (lib -> core -> features -> app).';
  const zones = [
    { target: `${src}/lib`, from: above([...core, 'features', ...top]), message },
    ...core.map((dir) => ({ target: `${src}/${dir}`, from: above(['features', ...top]), message })),
    { target: `${src}/features`, from: above(top), message },
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what they share to lib/ or stores/.',
    })),
  ];
  if (isHost) zones.push({ target: above(['layouts', 'pages']), from: `${src}/app`, message });
  else zones.push({ target: `${src}/app`, from: `${src}/exposes`, message });
  return zones;
}

/**
 * Remotes link to other pages by SITE_PATHS and the `sitePath` builders of shared-libs (typed
 * SitePath), never by a path written as a literal: a page that moves or does not exist then
 * fails the build instead of a visitor.
 */
const LITERAL_PATH = 'Link by SITE_PATHS or sitePath.* (shared-libs), not by a literal path.';

/**
 * Remotes never write the host's session (issue 34, contract 3): they ask the host through the
 * mount props (`refreshSession()`, `signOut()`); the shared core stays theirs for API calls and
 * reading the access token. Refused: calling a session writer, taking the session out of the
 * platform, importing the session store.
 */
const SESSION_WRITE =
  "The host owns the session: call props.refreshSession() / props.signOut() (MountProps), never the platform's session.";
const SESSION_WRITERS =
  '/^(logout|refreshUser|refreshToken|exchangeCode|setIpBlock|rememberLoginScene)$/';
const sessionWrites = [
  `MemberExpression[object.property.name='session'][property.name=${SESSION_WRITERS}]`,
  "VariableDeclarator[init.callee.name='getPlatform'] > ObjectPattern > Property[key.name='session']",
  "VariableDeclarator[init.object.callee.name='getPlatform'][init.property.name='session']",
].map((selector) => ({ selector, message: SESSION_WRITE }));
const typedLinks = {
  files: ['mfe-*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        "JSXAttribute[name.name='to'] > Literal[value=/^\\//]",
        "JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral",
        'CallExpression[callee.property.name=/^(navigate|hrefFor)$/] > Literal[value=/^\\//]',
        'CallExpression[callee.property.name=/^(navigate|hrefFor)$/] > TemplateLiteral',
        // A link target kept in data (`{ to: '/faq' }`).
        "Property[key.name='to'] > Literal[value=/^\\//]",
      ].map((selector) => ({ selector, message: LITERAL_PATH })),
      ...sessionWrites,
    ],
  },
};

const importZones = {
  files: ['{host,mfe-*,shared-libs}/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...APPS.flatMap(zonesOf),
          {
            target: './shared-libs/src/contracts',
            from: './shared-libs/src',
            except: ['./contracts', './i18n/locales.ts'],
            message:
              'shared-libs/contracts stays Node-safe: it imports nothing else of shared-libs.',
          },
        ],
      },
    ],
  },
};

/**
 * No import cycles anywhere in the TypeScript of the house (issue 34): what two modules share
 * moves into a third module both import. This rule follows value imports only (it skips
 * `import type`); infra/lint/cycles.ts, also in `npm run lint`, refuses type-only cycles too (a
 * cycle of types is still one a reader has to untangle). Cost: infra/lint/README.md.
 */
const noCycles = {
  files: ['**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    // The files whose imports the rule follows (import-x reads only `.js` by default).
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/** An app never imports another app (house style: one-way imports, no deep neighbour imports). */
const noNeighbourImports = APPS.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths:
          app === 'host'
            ? []
            : [{ name: 'shared-libs', importNames: ['SessionStore'], message: SESSION_WRITE }],
        patterns: APPS.filter((other) => other !== app)
          .flatMap((other) => [
            {
              group: [`${other}`, `${other}/*`, `**/${other}/**`],
              message: 'An app never imports another app; link through the host.',
            },
          ])
          .concat([
            {
              group: ['shared-libs/src/*'],
              message: 'Import shared-libs from its entry points only.',
            },
          ]),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.data/**',
      '.e2e-builds/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  { files: ['**/*.test.{js,ts,tsx}'], languageOptions: { globals: { ...globals.jest } } },
  ...noNeighbourImports,
  importZones,
  noCycles,
  typedLinks,
);
