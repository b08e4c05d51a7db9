#!/usr/bin/env node
'use strict';
/**
 * Bounded load test of the share listing on loopback (autocannon).
 *   node infra/api/bench/load.js [--duration 5] [--connections 10]
 * Starts the API alone in a child process on an ephemeral loopback port over a temporary database,
 * runs GET /drive/v1/share?share_id=demo-public (100 items a page) and a 10,000-file folder page,
 * prints requests per second and latency, then stops the child and removes the database.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const duration = Math.min(30, arg('duration', 5));
const connections = Math.min(100, arg('connections', 10));

function startChild(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, '..', 'bin', 'api.js')], {
      env: {
        ...process.env,
        CUMULUS_DATA_DIR: dataDir,
        CUMULUS_API_PORTS: '0',
        CUMULUS_API_HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) resolve({ child, url: m[0] });
    });
    child.on('exit', (code) => reject(new Error(`API exited early (${code})`)));
  });
}

async function run(url, title) {
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

main().catch((err) => {
  process.stderr.write(`${err.stack || err}\n`);
  process.exit(1);
});
