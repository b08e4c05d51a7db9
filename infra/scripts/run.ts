/** Small helpers for the repo scripts: run a command, fail loudly, time each step. */
import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Node's arguments to run a file: TypeScript files are run through tsx (Node 20 has no type
 * stripping; docs/decisions/0010-typescript-everywhere.md).
 */
export const nodeArgs = (file: string): string[] =>
  /\.(c|m)?ts$/.test(file) ? ['--import', 'tsx', file] : [file];

/** Runs `node <bin> ...args` with the same Node as this script. */
export const node = (bin: string, args: string[], opts?: SpawnOptions): Promise<void> =>
  run(process.execPath, [...nodeArgs(path.join(ROOT, bin)), ...args], opts);

export async function step(name: string, fn: () => Promise<unknown>): Promise<void> {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  await fn();
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/**
 * Runs independent checks at once and waits for all of them, so one run reports every failing
 * check (their own output says what failed), then fails naming them.
 */
export async function allOf(checks: Record<string, () => Promise<void>>): Promise<void> {
  const entries = Object.entries(checks);
  const results = await Promise.allSettled(entries.map(([, run]) => run()));
  const failed = entries.filter((_, i) => results[i]?.status === 'rejected').map(([n]) => n);
  if (failed.length) throw new Error(`failed: ${failed.join(', ')}`);
}
