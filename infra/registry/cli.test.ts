/** The release CLI as a team runs it: a child process, its output and exit codes. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeBuild } from './testing/store-suite';

const CLI = path.join(__dirname, 'cli.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let token = '';
function remote(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      CUMULUS_RELEASES_DIR: dir,
      CUMULUS_PUBLISH_TOKEN: token,
      CUMULUS_RELEASE_S3_BUCKET: '',
    },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('npm run remote', () => {
  it('usage errors exit 2 with the usage', () => {
    expect(remote()).toMatchObject({ code: 2, out: expect.stringContaining('publish <remote>') });
    expect(remote('deploy')).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown command "deploy"'),
    });
    expect(remote('promote', 'mfe_activity@1', '--force')).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--force'"),
    });
    expect(remote('promote', 'mfe_activity')).toMatchObject({
      code: 2,
      err: expect.stringContaining('<remote>@<version>'),
    });
  });

  it('writes without a token exit 3', () => {
    expect(remote('publish', 'mfe_activity', '--dir', fakeBuild())).toMatchObject({
      code: 3,
      err: expect.stringContaining('CUMULUS_PUBLISH_TOKEN'),
    });
  });

  it('publish, promote, canary, rollback, list and log', () => {
    const created = remote('token', 'create', 'activity-team');
    expect(created.code).toBe(0);
    token = /^(cpt_\S+)$/m.exec(created.out)?.[1] ?? '';
    expect(token).not.toBe('');

    const next = remote(
      'publish',
      'mfe_activity',
      '--dir',
      fakeBuild({ contract: 999 }),
      '--version',
      '9.0.0',
    );
    expect(next.code).toBe(1);
    expect(next.err).toMatch(/contract version 999 is not accepted by the current host/);

    for (const v of ['1.0.0', '2.0.0']) {
      const p = remote(
        'publish',
        'mfe_activity',
        '--dir',
        fakeBuild({ content: v }),
        '--version',
        v,
      );
      expect(p).toMatchObject({
        code: 0,
        out: expect.stringContaining(`published mfe_activity@${v}`),
      });
    }
    expect(remote('promote', 'mfe_activity@1.0.0').out).toMatch(
      /mfe_activity: 0\.1\.0 -> 1\.0\.0 \(registry r1\)/,
    );
    expect(remote('promote', 'mfe_activity@3.0.0')).toMatchObject({
      code: 1,
      err: expect.stringContaining('not published'),
    });
    expect(remote('canary', 'mfe_activity@2.0.0', '--percent', '150')).toMatchObject({
      code: 1,
      err: expect.stringContaining('invalid canary percent 150'),
    });
    expect(remote('canary', 'mfe_activity@2.0.0', '--percent', 'half').code).toBe(2);
    expect(remote('canary', 'mfe_activity@2.0.0', '--percent', '25').code).toBe(0);
    const list = remote('list', 'mfe_activity');
    expect(list.out).toMatch(/current 1\.0\.0, canary 2\.0\.0 at 25%/);
    expect(list.out).toMatch(/\* 1\.0\.0 +contract 1/);
    expect(remote('promote', 'mfe_activity@2.0.0').code).toBe(0);
    expect(remote('rollback', 'mfe_activity').out).toMatch(/2\.0\.0 -> 1\.0\.0/);
    const log = remote('log');
    expect(
      log.out
        .trim()
        .split('\n')
        .map((l) => l.split(/\s+/)[2]),
    ).toEqual(['token', 'publish', 'publish', 'promote', 'canary', 'promote', 'rollback']);
    expect(log.out).toContain('activity-team');
  });
});
