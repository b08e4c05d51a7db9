import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Lints fixture texts with the repo's config (lint-text.ts): the rule ids each breaks. */
function lint(cases: { path: string; code: string }[]): Record<string, string[]> {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'lint-text.ts')],
    { cwd: ROOT, input: JSON.stringify(cases) },
  );
  return JSON.parse(out.toString()) as Record<string, string[]>;
}

/** Remotes never write the host's session (contract 3): they ask through the mount props. */
describe('remotes and the session', () => {
  const cases = {
    refreshThroughCore: {
      path: 'mfe-drive/src/features/dialogs/Fixture1.tsx',
      code: "import { getPlatform } from 'shared-libs';\nexport const f = () => void getPlatform().session.refreshUser();\n",
    },
    logoutThroughVariable: {
      path: 'mfe-activity/src/features/compensation/Fixture2.ts',
      code: "import { getPlatform } from 'shared-libs';\nconst platform = getPlatform();\nexport const f = () => platform.session.logout();\n",
    },
    sessionTakenOut: {
      path: 'mfe-share/src/stores/Fixture3.ts',
      code: "import { getPlatform } from 'shared-libs';\nconst { session } = getPlatform();\nexport const s = session;\n",
    },
    storeImported: {
      path: 'mfe-marketing/src/features/Fixture4.ts',
      code: "import { SessionStore } from 'shared-libs';\nexport const S = SessionStore;\n",
    },
    askTheHost: {
      path: 'mfe-drive/src/features/dialogs/Fixture5.tsx',
      code: "import type { MountProps } from 'shared-libs';\nexport const f = (props: MountProps) => void props.refreshSession();\n",
    },
    readTheToken: {
      path: 'mfe-drive/src/app/Fixture6.ts',
      code: "import { getPlatform } from 'shared-libs';\nconst platform = getPlatform();\nexport const token = () => platform.session.authProvider.accessToken();\n",
    },
    hostWrites: {
      path: 'host/src/stores/Fixture7.ts',
      code: "import { SessionStore } from 'shared-libs';\nexport const S = SessionStore;\n",
    },
  };
  let results: Record<string, string[]>;
  beforeAll(() => {
    results = lint(Object.values(cases));
  }, 120_000);

  it.each(['refreshThroughCore', 'logoutThroughVariable', 'sessionTakenOut'] as const)(
    'refuses %s',
    (name) => {
      expect(results[cases[name].path]).toContain('no-restricted-syntax');
    },
  );

  it('refuses a remote importing the session store', () => {
    expect(results[cases.storeImported.path]).toContain('no-restricted-imports');
  });

  it.each(['askTheHost', 'readTheToken', 'hostWrites'] as const)('accepts %s', (name) => {
    expect(results[cases[name].path]).toEqual([]);
  });
});
