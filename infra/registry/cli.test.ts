/** The release CLI as a team runs it: a child process, its output and exit codes. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-libs/contracts';
import { main } from './cli';
import { startLocalS3 } from './testing/local-s3';
import { fakeBuild, removeTemporaryFolders } from './testing/store-suite';

const CLI = path.join(__dirname, 'cli.ts');
jest.setTimeout(60_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-cli-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  removeTemporaryFolders();
});

/**
 * No host build: the gate accepts what shared-libs declares (CONTRACT_VERSION), whatever an
 * older host/dist of this checkout says (the unit tests run before the builds).
 */
const NO_HOST_BUILD = path.join(dir, 'no-host-build');
let token = '';
/** Where the CLI's store is: the folder above, or the S3 endpoint of the last describe. */
let storeEnv: NodeJS.ProcessEnv = { CUMULUS_RELEASES_DIR: dir, CUMULUS_RELEASE_S3_BUCKET: '' };
type Run = { code: number | null; out: string; err: string };
const cliEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  ...storeEnv,
  CUMULUS_HOST_DIST: NO_HOST_BUILD,
  CUMULUS_PUBLISH_TOKEN: token,
});

/**
 * Runs the CLI as a team does: a Node process (asynchronously: the S3 server of the last
 * describe runs in this process). Each is a Node start with tsx, 1 to 3 s on a loaded two-core
 * machine: the process's own part (argument parsing, exit codes, stdout and stderr) is checked
 * this way; the commands' behaviour through `remote` below.
 */
function spawned(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env: cliEnv() });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Runs one command in this process: the CLI's `main`, with what it writes collected. */
async function remote(...args: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(
    args,
    cliEnv(),
    (line) => (out += `${line}\n`),
    (line) => (err += `${line}\n`),
  );
  return { code, out, err };
}

describe('npm run remote', () => {
  it('usage errors exit 2 with the usage', async () => {
    expect(await spawned()).toMatchObject({
      code: 2,
      out: expect.stringContaining('publish <remote>'),
    });
    expect(await remote('deploy')).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown command "deploy"'),
    });
    expect(await spawned('promote', 'mfe_activity@1', '--force')).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--force'"),
    });
    expect(await remote('promote', 'mfe_activity')).toMatchObject({
      code: 2,
      err: expect.stringContaining('<remote>@<version>'),
    });
  });

  it('writes without a token exit 3', async () => {
    expect(await spawned('publish', 'mfe_activity', '--dir', fakeBuild())).toMatchObject({
      code: 3,
      err: expect.stringContaining('CUMULUS_PUBLISH_TOKEN'),
    });
  });

  it('publish, promote, canary, rollback, list and log', async () => {
    const created = await remote('token', 'create', 'activity-team');
    expect(created.code).toBe(0);
    token = /^(cpt_\S+)$/m.exec(created.out)?.[1] ?? '';
    expect(token).not.toBe('');

    const next = await remote(
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
      const p = await remote(
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
    expect((await remote('promote', 'mfe_activity@1.0.0')).out).toMatch(
      new RegExp(`mfe_activity: none -> 1\\.0\\.0 \\(registry r1 in local ${dir}\\)`),
    );
    expect(await remote('promote', 'mfe_activity@3.0.0')).toMatchObject({
      code: 1,
      err: expect.stringContaining('not published'),
    });
    expect(await remote('canary', 'mfe_activity@2.0.0', '--percent', '150')).toMatchObject({
      code: 1,
      err: expect.stringContaining('invalid canary percent 150'),
    });
    expect((await remote('canary', 'mfe_activity@2.0.0', '--percent', 'half')).code).toBe(2);
    expect((await remote('canary', 'mfe_activity@2.0.0', '--percent', '25')).code).toBe(0);
    const list = await remote('list', 'mfe_activity');
    expect(list.out).toMatch(/current 1\.0\.0, canary 2\.0\.0 at 25%/);
    expect(list.out).toMatch(new RegExp(`\\* 1\\.0\\.0 +contract ${CONTRACT_VERSION}`));
    expect((await remote('promote', 'mfe_activity@2.0.0')).code).toBe(0);
    expect((await remote('rollback', 'mfe_activity')).out).toMatch(/2\.0\.0 -> 1\.0\.0/);
    const log = await remote('log');
    expect(
      log.out
        .trim()
        .split('\n')
        .map((l) => l.split(/\s+/)[2]),
    ).toEqual(['token', 'publish', 'publish', 'promote', 'canary', 'promote', 'rollback']);
    expect(log.out).toContain('activity-team');
  });

  it('refuses a version marked bad; removes a campaign; names a corrupt file (exit 4, no stack)', async () => {
    // 2.0.0 was rolled back from in the test above.
    expect(
      await remote(
        'activity',
        'add',
        'summer',
        '--remote',
        'mfe_activity',
        '--page',
        'black-friday',
        '--starts',
        '2026-06-01T00:00:00Z',
        '--ends',
        '2026-09-01T00:00:00Z',
      ),
    ).toMatchObject({ code: 0 });
    for (const args of [
      ['activity', 'swap', 'summer', '--version', '2.0.0'],
      ['promote', 'mfe_activity@2.0.0'],
      ['pin', 'mfe_activity@2.0.0'],
      ['canary', 'mfe_activity@2.0.0', '--percent', '5'],
    ])
      expect(await remote(...args)).toMatchObject({
        code: 1,
        err: expect.stringContaining('mfe_activity@2.0.0 is marked bad'),
      });
    expect((await remote('activity', 'remove', 'summer')).out).toMatch(/^summer removed/);
    expect((await remote('activity', 'remove', 'summer')).code).toBe(1);

    const registry = path.join(dir, 'registry.json');
    const saved = fs.readFileSync(registry);
    fs.writeFileSync(registry, saved.subarray(0, 40));
    try {
      const list = await remote('list');
      expect(list.code).toBe(4);
      expect(list.err).toContain(`store unreadable: ${registry} is unreadable (not JSON`);
      expect(list.err).not.toMatch(/\n\s+at /);
      expect((await remote('rollback', 'mfe_activity')).code).toBe(4);
    } finally {
      fs.writeFileSync(registry, saved);
    }
  });
});

const AWS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
};

describe('npm run remote on S3 (a local s3rver)', () => {
  let stop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const s3 = await startLocalS3();
    stop = s3.stop;
    storeEnv = {
      CUMULUS_RELEASE_S3_BUCKET: s3.bucket,
      CUMULUS_RELEASE_S3_PREFIX: 'cli',
      CUMULUS_RELEASE_S3_ENDPOINT: s3.endpoint,
    };
    // The AWS SDK reads its credential chain from this process's environment.
    Object.assign(process.env, AWS);
    token = '';
  });
  afterAll(async () => {
    for (const key of Object.keys(AWS)) delete process.env[key];
    await stop();
  });

  it('publish, promote, rollback', async () => {
    const created = await remote('token', 'create', 'share-team');
    expect(created).toMatchObject({ code: 0, err: '' });
    token = /^(cpt_\S+)$/m.exec(created.out)?.[1] ?? '';
    for (const v of ['1.0.0', '2.0.0']) {
      const p = await remote(
        'publish',
        'mfe_activity',
        '--dir',
        fakeBuild({ content: v }),
        '--version',
        v,
      );
      expect(p.out).toContain(`published mfe_activity@${v}`);
      expect(p.out).toContain('to s3://releases/cli');
    }
    expect((await remote('promote', 'mfe_activity@1.0.0')).out).toContain('registry r1');
    expect((await remote('promote', 'mfe_activity@2.0.0')).out).toContain(
      '1.0.0 -> 2.0.0 (registry r2 in s3://',
    );
    expect((await remote('rollback', 'mfe_activity')).out).toContain('2.0.0 -> 1.0.0');
    expect((await remote('list', 'mfe_activity')).out).toMatch(/current 1\.0\.0[\s\S]*x 2\.0\.0/);
  });
});
