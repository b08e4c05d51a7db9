/**
 * Bounded load test of the share listing on loopback (autocannon).
 *   node --import tsx infra/api/bench/load.ts [--duration 5] [--connections 10]
 * Starts the API alone in a child process on an ephemeral loopback port over a temporary database,
 * runs GET /drive/v1/share?share_id=demo-public (100 items a page) and a 10,000-file folder page,
 * prints requests per second and latency, then stops the child and removes the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { parseCli } from '../../scripts/cli';
import { nodeArgs } from '../../scripts/run';

const { values } = parseCli('load.ts [--duration <s>] [--connections <n>]', {
  duration: { type: 'string', default: '5' },
  connections: { type: 'string', default: '10' },
});
const duration = Math.min(30, Number(values.duration));
const connections = Math.min(100, Number(values.connections));

function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs(path.join(__dirname, '..', 'bin', 'api.ts')), {
      env: {
        ...process.env,
        CUMULUS_DATA_DIR: dataDir,
        CUMULUS_API_PORTS: '0',
        CUMULUS_API_HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) resolve({ child, url: m[0] });
    });
    child.on('exit', (code) => reject(new Error(`API exited early (${code})`)));
  });
}

async function run(url: string, title: string) {
  const r = await autocannon({ url, connections, duration, pipelining: 1 });
  const line = `${title}: ${Math.round(r.requests.average)} req/s (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors)`;
  process.stdout.write(`${line}\n`);
  return r;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-api-bench-'));
  const { child, url } = await startChild(dataDir);
  try {
    process.stdout.write(
      `node ${process.version}, ${os.cpus().length} cpus, ${connections} connections, ${duration} s each\n`,
    );
    await run(
      `${url}/drive/v1/share?share_id=demo-public`,
      'GET /drive/v1/share?share_id=demo-public (100 items)',
    );
    await run(
      `${url}/drive/v1/share/detail?share_id=demo-big&parent_id=big-folder&limit=100`,
      'GET /drive/v1/share/detail demo-big folder (100 of 10,000)',
    );
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack || err : err}\n`);
  process.exit(1);
});
