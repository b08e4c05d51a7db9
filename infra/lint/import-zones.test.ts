import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const RULE = 'import-x/no-restricted-paths';

/** Lints fixture files (never written to disk) with the repo's config: the rule ids each breaks. */
function lint(cases: { path: string; code: string }[]): Record<string, string[]> {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'lint-text.ts')],
    {
      cwd: ROOT,
      input: JSON.stringify(cases),
    },
  );
  return JSON.parse(out.toString()) as Record<string, string[]>;
}

/** The layering of the apps and typed links are enforced by lint (eslint.config.mjs). */
describe('import zones', () => {
  const cases = {
    featureToFeature: {
      path: 'mfe-share/src/features/passcode/Fixture.tsx',
      code: "import { SharePreview } from '../preview/SharePreview';\nexport const x = SharePreview;\n",
    },
    storeToApp: {
      path: 'mfe-share/src/stores/Fixture.ts',
      code: "import { PAGES } from '../app/pages';\nexport const x = PAGES;\n",
    },
    featureToApp: {
      path: 'mfe-drive/src/features/referral/Fixture.tsx',
      code: "import { PAGES } from '../../app/pages';\nexport const x = PAGES;\n",
    },
    hostLayoutToApp: {
      path: 'host/src/layouts/Fixture.tsx',
      code: "import { App } from '../app/App';\nexport const x = App;\n",
    },
    contractsToHttp: {
      path: 'shared-libs/src/contracts/Fixture.ts',
      code: "import { request } from '../http/request';\nexport const x = request;\n",
    },
    literalLink: {
      path: 'mfe-share/src/features/passcode/Fixture4.tsx',
      code: 'import { SiteLink } from "shared-libs/react";\nexport const A = (p: never) => <SiteLink host={p} to="/help">x</SiteLink>;\n',
    },
    literalNavigate: {
      path: 'mfe-drive/src/features/referral/Fixture5.ts',
      code: 'export const B = (p: { navigate(s: string): void }) => p.navigate(`/s/${1}`);\n',
    },
    literalInData: {
      path: 'mfe-drive/src/features/inapp-shop/Fixture6.ts',
      code: "export const PRODUCTS = [{ id: 'x', to: '/drive/payment' }];\n",
    },
    allowedDownward: {
      path: 'mfe-share/src/features/passcode/Fixture2.tsx',
      code: "import { ShareStore } from '../../stores/ShareStore';\nexport const x = ShareStore;\n",
    },
    allowedInsideFeature: {
      path: 'mfe-share/src/features/preview/Fixture3.tsx',
      code: "import { SharePreview } from './SharePreview';\nexport const x = SharePreview;\n",
    },
  };
  let results: Record<string, string[]>;
  beforeAll(() => {
    results = lint(Object.values(cases));
  }, 120_000);

  it.each([
    'featureToFeature',
    'storeToApp',
    'featureToApp',
    'hostLayoutToApp',
    'contractsToHttp',
  ] as const)('refuses %s', (name) => {
    expect(results[cases[name].path]).toContain(RULE);
  });

  it.each(['literalLink', 'literalNavigate', 'literalInData'] as const)(
    'refuses %s (typed links)',
    (name) => {
      expect(results[cases[name].path]).toContain('no-restricted-syntax');
    },
  );

  it.each(['allowedDownward', 'allowedInsideFeature'] as const)('accepts %s', (name) => {
    expect(results[cases[name].path]).toEqual([]);
  });
});
